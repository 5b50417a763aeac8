/** The rules about the check's own configuration, which the runner runs around the doc's rules (check-doc.ts). */
import ackUnused from './ack-unused.js';
import disableUnused from './disable-unused.js';
import ruleConfig from './rule-config.js';
import type { ConfigRule } from './config-rule.js';

export const CONFIG_RULES: readonly ConfigRule[] = [ruleConfig, disableUnused, ackUnused];
