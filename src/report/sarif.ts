/**
 * SARIF 2.1.0, for code scanning and other consumers: every rule with its
 * help link in the driver, one result per finding. Rule ids and paths are
 * stable, which is what GitHub uses to match alerts across runs. A finding
 * settled on the log or silenced by a comment is a result too, with its
 * `suppressions` (`external` or `inSource`), so a consumer sees it closed.
 */
import type { FileFindings } from '../findings/file-findings.js';
import { sortFindings, type Finding, type Severity, type Suggestion, type Suppression } from '../findings/finding.js';

export interface RuleInfo {
  id: string;
  description: string;
  url: string;
  severity: Severity;
}

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'note' };

export function renderSarif(files: readonly FileFindings[], tool: { version: string; rules: readonly RuleInfo[]; informationUri: string }): string {
  const ruleIndex = new Map(tool.rules.map((rule, index) => [rule.id, index]));
  const results = files.flatMap((file) =>
    sortFindings([...file.findings, ...(file.suppressed ?? [])]).map((finding) => result(finding, ruleIndex.get(finding.ruleId))),
  );
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'teamdoc',
            version: tool.version,
            informationUri: tool.informationUri,
            rules: tool.rules.map((rule) => ({
              id: rule.id,
              name: pascalCase(rule.id),
              shortDescription: { text: rule.description },
              helpUri: rule.url,
              defaultConfiguration: { level: LEVEL[rule.severity] },
            })),
          },
        },
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function result(finding: Finding, ruleIndex: number | undefined): Record<string, unknown> {
  return {
    ruleId: finding.ruleId,
    ...(ruleIndex === undefined ? {} : { ruleIndex }),
    level: LEVEL[finding.severity],
    message: { text: finding.hint ? `${finding.message}\nHint: ${finding.hint}` : finding.message },
    locations: [location(finding.file, finding)],
    ...(finding.entry ? { properties: { logEntry: finding.entry } } : {}),
    ...(finding.related?.length
      ? {
          relatedLocations: finding.related.map((related, id) => ({
            id,
            message: { text: related.message },
            // A log entry is no file in the checkout: named logically, as `<branch>:<path>` (what `git show` takes).
            ...(related.entry
              ? { logicalLocations: [{ fullyQualifiedName: related.file, kind: 'resource' }] }
              : location(related.file ?? finding.file, related)),
          })),
        }
      : {}),
    ...(finding.suggestion ? { fixes: [fix(finding.file, finding.suggestion)] } : {}),
    ...(finding.suppression ? { suppressions: [suppression(finding.file, finding.suppression)] } : {}),
  };
}

/** Accepted, as teamdoc only leaves a finding out once someone has: the comment as its place, or the settling entry as a property. */
function suppression(uri: string, { kind, justification, comment, entry }: Suppression): Record<string, unknown> {
  return {
    kind,
    status: 'accepted',
    justification,
    ...(comment ? { location: location(uri, comment) } : {}),
    ...(entry ? { properties: { logEntry: entry } } : {}),
  };
}

/** A suggestion as SARIF has fixes: each edit deletes a region and inserts its text. */
function fix(uri: string, suggestion: Suggestion): Record<string, unknown> {
  return {
    description: { text: suggestion.message },
    artifactChanges: [
      {
        artifactLocation: { uri },
        replacements: suggestion.edits.map((edit) => ({
          deletedRegion: { startLine: edit.line, startColumn: edit.column, endLine: edit.endLine, endColumn: edit.endColumn },
          insertedContent: { text: edit.text },
        })),
      },
    ],
  };
}

function location(uri: string, place: { line?: number; column?: number; endLine?: number; endColumn?: number }): { physicalLocation: Record<string, unknown> } {
  const region: Record<string, number> = {};
  if (place.line !== undefined) region.startLine = place.line;
  if (place.column !== undefined) region.startColumn = place.column;
  if (place.endLine !== undefined) region.endLine = place.endLine;
  if (place.endColumn !== undefined) region.endColumn = place.endColumn;
  return { physicalLocation: { artifactLocation: { uri }, ...(region.startLine === undefined ? {} : { region }) } };
}

/** `role-name-unique` → `RoleNameUnique` (SARIF validators want rule names in this shape). */
function pascalCase(id: string): string {
  return id.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
}
