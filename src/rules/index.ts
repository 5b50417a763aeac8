/**
 * Every rule, in the order the docs list them. `check` asks this registry which
 * rules to run and what they need; a new rule is one file and one line here.
 */
import frontMatter from './front-matter.js';
import frontMatterFields from './front-matter-fields.js';
import frontMatterUnknownKey from './front-matter-unknown-key.js';
import docTitle from './doc-title.js';
import docIntent from './doc-intent.js';
import sectionMissing from './section-missing.js';
import sectionDuplicate from './section-duplicate.js';
import partSectionName from './part-section-name.js';
import tableMissing from './table-missing.js';
import tableColumns from './table-columns.js';
import tableRowCells from './table-row-cells.js';
import tableCellEmpty from './table-cell-empty.js';
import tableColumnOrder from './table-column-order.js';
import tableAlignment from './table-alignment.js';
import roleRuntimeValue from './role-runtime-value.js';
import roleStatusValue from './role-status-value.js';
import resourceKindValue from './resource-kind-value.js';
import codeFenceUnclosed from './code-fence-unclosed.js';
import docPlaceholder from './doc-placeholder.js';
import roleNameUnique from './role-name-unique.js';
import roleSessionUnique from './role-session-unique.js';
import roleParentExists from './role-parent-exists.js';
import roleTopSingle from './role-top-single.js';
import roleParentCycle from './role-parent-cycle.js';
import rolePartSingle from './role-part-single.js';
import rolePartExists from './role-part-exists.js';
import partOwnerSingle from './part-owner-single.js';
import partHasRole from './part-has-role.js';
import resourceOwnerExists from './resource-owner-exists.js';
import resourceValueSyntax from './resource-value-syntax.js';
import resourcePortRange from './resource-port-range.js';
import resourceGpuOverlap from './resource-gpu-overlap.js';
import resourcePortOverlap from './resource-port-overlap.js';
import resourcePathOverlap from './resource-path-overlap.js';
import resourceValueShared from './resource-value-shared.js';
import resourceHeldByFinished from './resource-held-by-finished.js';
import decisionDefault from './decision-default.js';
import boardOwnerExists from './board-owner-exists.js';
import decisionSinceDate from './decision-since-date.js';
import partStatement from './part-statement.js';
import partPlanCriteria from './part-plan-criteria.js';
import partPlanRecorded from './part-plan-recorded.js';
import criteriaPassFail from './criteria-pass-fail.js';
import criteriaDate from './criteria-date.js';
import chainLogMissing from './chain-log-missing.js';
import chainStatementMissing from './chain-statement-missing.js';
import chainStatementMismatch from './chain-statement-mismatch.js';
import chainSessionUnlisted from './chain-session-unlisted.js';
import chainRowOutdated from './chain-row-outdated.js';
import chainParentUnresolved from './chain-parent-unresolved.js';
import chainParentCycle from './chain-parent-cycle.js';
import chainTopSingle from './chain-top-single.js';
import chainStatementSingle from './chain-statement-single.js';
import chainPartSingle from './chain-part-single.js';
import chainStatementAmended from './chain-statement-amended.js';
import chainStatementNoSession from './chain-statement-no-session.js';
import chainHandoffUntaken from './chain-handoff-untaken.js';
import chainHandoffWider from './chain-handoff-wider.js';
import chainHandoffPredecessorActive from './chain-handoff-predecessor-active.js';
import messageDirection from './message-direction.js';
import messageOutsideTeam from './message-outside-team.js';
import logIntegrity from './log-integrity.js';
import logUnreadable from './log-unreadable.js';
import closeoutVerdict from './closeout-verdict.js';
import closeoutWorkersActive from './closeout-workers-active.js';
import decisionStale from './decision-stale.js';
import verdictEvidence from './verdict-evidence.js';
import historyIncomplete from './history-incomplete.js';
import criteriaUnchanged from './criteria-unchanged.js';
import criteriaBeforeVerdict from './criteria-before-verdict.js';
import criteriaBeforeReport from './criteria-before-report.js';
import reportEvidence from './report-evidence.js';
import workerSilent from './worker-silent.js';
import liveSessionGone from './live-session-gone.js';
import liveSessionUnlisted from './live-session-unlisted.js';
import type { ProviderName, Rule, RuleGroup } from './rule.js';

export const ALL_RULES: readonly Rule[] = [
  frontMatter,
  frontMatterFields,
  frontMatterUnknownKey,
  docTitle,
  docIntent,
  sectionMissing,
  sectionDuplicate,
  partSectionName,
  tableMissing,
  tableColumns,
  tableRowCells,
  tableCellEmpty,
  tableColumnOrder,
  tableAlignment,
  roleRuntimeValue,
  roleStatusValue,
  resourceKindValue,
  codeFenceUnclosed,
  docPlaceholder,
  roleNameUnique,
  roleSessionUnique,
  roleParentExists,
  roleTopSingle,
  roleParentCycle,
  rolePartSingle,
  rolePartExists,
  partOwnerSingle,
  partHasRole,
  closeoutVerdict,
  closeoutWorkersActive,
  resourceOwnerExists,
  resourceValueSyntax,
  resourcePortRange,
  resourceGpuOverlap,
  resourcePortOverlap,
  resourcePathOverlap,
  resourceValueShared,
  resourceHeldByFinished,
  decisionDefault,
  boardOwnerExists,
  decisionSinceDate,
  decisionStale,
  partStatement,
  partPlanCriteria,
  criteriaPassFail,
  criteriaDate,
  chainLogMissing,
  chainStatementMissing,
  chainStatementMismatch,
  chainSessionUnlisted,
  chainRowOutdated,
  chainParentUnresolved,
  chainParentCycle,
  chainTopSingle,
  chainStatementSingle,
  chainPartSingle,
  chainStatementAmended,
  chainStatementNoSession,
  chainHandoffUntaken,
  chainHandoffWider,
  chainHandoffPredecessorActive,
  partPlanRecorded,
  messageDirection,
  messageOutsideTeam,
  logIntegrity,
  logUnreadable,
  verdictEvidence,
  historyIncomplete,
  criteriaUnchanged,
  criteriaBeforeVerdict,
  criteriaBeforeReport,
  reportEvidence,
  workerSilent,
  liveSessionGone,
  liveSessionUnlisted,
];

const BY_ID = new Map(ALL_RULES.map((rule) => [rule.id, rule]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

export function rulesInGroup(group: RuleGroup): Rule[] {
  return ALL_RULES.filter((rule) => rule.group === group);
}

/** The providers the given rules need, so `check` loads the log or the history only when a rule asks. */
export function neededProviders(rules: readonly Rule[]): Set<ProviderName> {
  return new Set(rules.flatMap((rule) => rule.needs));
}
