/**
 * Every kickoff rule, in the order the docs list them: what `teamdoc check
 * --kickoff FILE` runs over a hand-written kickoff. One file and one line here per rule.
 */
import kickoffPart from './kickoff-part.js';
import kickoffIntent from './kickoff-intent.js';
import kickoffParent from './kickoff-parent.js';
import kickoffDocPath from './kickoff-doc-path.js';
import kickoffResources from './kickoff-resources.js';
import kickoffCriteria from './kickoff-criteria.js';
import kickoffReportFormats from './kickoff-report-formats.js';
import kickoffContract from './kickoff-contract.js';
import kickoffPermissionMode from './kickoff-permission-mode.js';
import kickoffFirstCommand from './kickoff-first-command.js';
import kickoffContext from './kickoff-context.js';
import kickoffPathOverlap from './kickoff-path-overlap.js';
import kickoffSecret from './kickoff-secret.js';
import type { KickoffRule } from './kickoff-rule.js';

export const KICKOFF_RULES: readonly KickoffRule[] = [
  kickoffPart,
  kickoffIntent,
  kickoffParent,
  kickoffDocPath,
  kickoffResources,
  kickoffCriteria,
  kickoffReportFormats,
  kickoffContract,
  kickoffPermissionMode,
  kickoffFirstCommand,
  kickoffContext,
  kickoffPathOverlap,
  kickoffSecret,
];
