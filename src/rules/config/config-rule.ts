/**
 * Rules about the check's own configuration: the severities under `rules:`
 * and the `teamdoc-disable` comments. Their subject is the configuration, so
 * they run in the runner (check-doc.ts) around the doc's rules, with the ids
 * the doc may name; comments never silence them, `rules:` can.
 */
import type { TeamDoc } from '../../doc/model.js';
import type { LogEntryLocation } from '../../findings/finding.js';
import type { SettlementNote } from '../../log/read/digest.js';
import { RULES_DOC_URL, type RuleOf } from '../engine/rule.js';
import type { UnusedDirective } from '../engine/silencing.js';

interface ConfigRuleContext {
  doc: TeamDoc;
  file: string;
  /** Ids `rules:` may set: every doc rule and these. */
  configurableIds: readonly string[];
  /** Ids a comment may name: the doc's rules. */
  silenceableIds: readonly string[];
  /** Known once the doc's rules ran: the comments, or ids in them, that silenced nothing. */
  unused?: UnusedDirective[];
  /** Known once the doc's rules ran over a log: the acknowledgements on it that settled no finding. */
  unusedAcknowledgements?: UnusedAcknowledgement[];
}

export interface UnusedAcknowledgement {
  note: SettlementNote;
  /** The acknowledgement's own entry on the log. */
  entry: LogEntryLocation;
}

type ConfigNeed = 'unused' | 'unusedAcknowledgements';

export type ConfigRule<N extends ConfigNeed = ConfigNeed> = RuleOf<ConfigRuleContext, N> & { group: 'config' };

export function defineConfigRule<N extends ConfigNeed = never>(
  definition: Omit<ConfigRule<N>, 'url' | 'needs' | 'group'> & { needs?: readonly N[] },
): ConfigRule<N> {
  return { ...definition, group: 'config', needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}
