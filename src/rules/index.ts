/**
 * Every rule, in the order the docs list them. `check` asks this registry which
 * rules to run and what they need; a new rule is one file and one line here.
 */
import frontMatter from './structure/front-matter.js';
import frontMatterFields from './structure/front-matter-fields.js';
import frontMatterUnknownKey from './structure/front-matter-unknown-key.js';
import docTitle from './structure/doc-title.js';
import docIntent from './structure/doc-intent.js';
import sectionMissing from './structure/section-missing.js';
import sectionDuplicate from './structure/section-duplicate.js';
import partSectionName from './structure/part-section-name.js';
import tableMissing from './structure/table-missing.js';
import tableColumns from './structure/table-columns.js';
import tableRowCells from './structure/table-row-cells.js';
import tableCellEmpty from './structure/table-cell-empty.js';
import tableColumnOrder from './structure/table-column-order.js';
import tableAlignment from './structure/table-alignment.js';
import roleRuntimeValue from './structure/role-runtime-value.js';
import roleStatusValue from './structure/role-status-value.js';
import resourceKindValue from './structure/resource-kind-value.js';
import codeFenceUnclosed from './structure/code-fence-unclosed.js';
import docPlaceholder from './structure/doc-placeholder.js';
import roleNameUnique from './roles/role-name-unique.js';
import roleSessionUnique from './roles/role-session-unique.js';
import roleParentExists from './roles/role-parent-exists.js';
import roleTopSingle from './roles/role-top-single.js';
import roleParentCycle from './roles/role-parent-cycle.js';
import rolePartSingle from './roles/role-part-single.js';
import rolePartExists from './roles/role-part-exists.js';
import partOwnerSingle from './roles/part-owner-single.js';
import partHasRole from './roles/part-has-role.js';
import resourceOwnerExists from './resources/resource-owner-exists.js';
import resourceValueSyntax from './resources/resource-value-syntax.js';
import resourcePortRange from './resources/resource-port-range.js';
import resourceGpuOverlap from './resources/resource-gpu-overlap.js';
import resourcePortOverlap from './resources/resource-port-overlap.js';
import resourcePathOverlap from './resources/resource-path-overlap.js';
import resourceValueShared from './resources/resource-value-shared.js';
import resourceHeldByFinished from './resources/resource-held-by-finished.js';
import decisionDefault from './board/decision-default.js';
import boardOwnerExists from './board/board-owner-exists.js';
import decisionSinceDate from './board/decision-since-date.js';
import partStatement from './parts/part-statement.js';
import partPlanCriteria from './parts/part-plan-criteria.js';
import partPlanRecorded from './chain/part-plan-recorded.js';
import criteriaPassFail from './parts/criteria-pass-fail.js';
import criteriaDate from './parts/criteria-date.js';
import chainLogMissing from './chain/chain-log-missing.js';
import chainStatementMissing from './chain/chain-statement-missing.js';
import chainStatementMismatch from './chain/chain-statement-mismatch.js';
import chainSessionUnlisted from './chain/chain-session-unlisted.js';
import chainRowOutdated from './chain/chain-row-outdated.js';
import chainParentUnresolved from './chain/chain-parent-unresolved.js';
import chainParentCycle from './chain/chain-parent-cycle.js';
import chainTopSingle from './chain/chain-top-single.js';
import chainStatementSingle from './chain/chain-statement-single.js';
import chainPartSingle from './chain/chain-part-single.js';
import chainStatementAmended from './chain/chain-statement-amended.js';
import chainStatementNoSession from './chain/chain-statement-no-session.js';
import chainHandoffUntaken from './chain/chain-handoff-untaken.js';
import chainHandoffWider from './chain/chain-handoff-wider.js';
import chainHandoffPredecessorActive from './chain/chain-handoff-predecessor-active.js';
import messageDirection from './chain/message-direction.js';
import messageOutsideTeam from './chain/message-outside-team.js';
import logIntegrity from './chain/log-integrity.js';
import logUnreadable from './chain/log-unreadable.js';
import closeoutVerdict from './roles/closeout-verdict.js';
import closeoutWorkersActive from './roles/closeout-workers-active.js';
import decisionStale from './board/decision-stale.js';
import verdictEvidence from './parts/verdict-evidence.js';
import historyIncomplete from './history/history-incomplete.js';
import criteriaUnchanged from './history/criteria-unchanged.js';
import criteriaBeforeVerdict from './history/criteria-before-verdict.js';
import criteriaBeforeReport from './history/criteria-before-report.js';
import reportEvidence from './history/report-evidence.js';
import workerSilent from './history/worker-silent.js';
import liveSessionGone from './live/live-session-gone.js';
import liveSessionUnlisted from './live/live-session-unlisted.js';
import { loadedProvider, type LoadedProviderName, type Rule, type RuleGroup } from './engine/rule.js';

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

/** The providers the given rules need loaded, so `check` loads the log or the history only when a rule asks. */
export function neededProviders(rules: readonly Rule[]): Set<LoadedProviderName> {
  return new Set(rules.flatMap((rule) => rule.needs.map(loadedProvider)));
}
