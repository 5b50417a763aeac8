/** What a check produces per file, and the totals every reporter prints. */
import { countFindings, type Finding, type FindingCounts } from './finding.js';

export interface FileFindings {
  /** As findings name it: relative to the working directory, POSIX separators. */
  path: string;
  findings: Finding[];
  /** Findings settled on the log or silenced by a comment, each with its `suppression`; only SARIF shows them. */
  suppressed?: Finding[];
}

export function totals(files: readonly FileFindings[]): FindingCounts & { files: number } {
  const counts = countFindings(files.flatMap((file) => file.findings));
  return { ...counts, files: files.length };
}
