/**
 * The providers derived from loaded ones, added before the doc's rules run:
 * the chain of the doc and the log, once the log has a tip, and only when an
 * enabled rule needs it (a chain rule is skipped without it).
 */
import { chainOf } from '../../chain/build-chain.js';
import type { Rule, RuleContext } from './rule.js';

export function withDerivedProviders(context: RuleContext, rules: readonly Rule[]): RuleContext {
  const { doc, log } = context;
  if (log?.tip === undefined || !rules.some((rule) => rule.needs.includes('chain'))) return context;
  return { ...context, chain: chainOf(doc, log.digest.structural) };
}
