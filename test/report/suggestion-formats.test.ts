/**
 * A suggested edit that is a person's choice, as a user's tools get it: JSON
 * carries it as `suggestion` (not `safe`), SARIF as `fixes`, and `check --fix`
 * leaves it alone. The SARIF replacements, applied, make the finding go away.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TextEdit } from '../../src/findings/finding.js';
import { applyTextEdits } from '../../src/findings/text-edits.js';
import { teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

interface SarifReplacement {
  deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
  insertedContent: { text: string };
}

interface SarifResult {
  ruleId: string;
  fixes?: Array<{ description: { text: string }; artifactChanges: Array<{ replacements: SarifReplacement[] }> }>;
}

const TWO_OWNERS = teamDoc([
  '| top | human | — | laptop | — | — | — | active |',
  '| train | claude | — | laptop | — | top | train | active |',
  '| helper | codex | — | laptop | — | top | train | active |',
]);
const STOP_TRAIN = 'Set `train` to `stopped` and give its resources to `helper`, which took its place (if not, split the part instead)';

describe('a suggestion that is a person’s choice', () => {
  it('JSON carries it unsafe, SARIF as a fix; check --fix leaves it; the fix applied as SARIF gives it clears the finding', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': TWO_OWNERS } });
    const doc = join(repo.dir, 'TEAM.md');
    const check = (...flags: string[]) => runCli(['check', '--no-log', ...flags], { cwd: repo.dir, env: repo.env });

    const json = JSON.parse((await check('--format', 'json')).stdout) as {
      files: Array<{ messages: Array<{ ruleId: string; suggestion?: { message: string; safe?: true } }> }>;
    };
    const owners = json.files[0]!.messages.filter((finding) => finding.ruleId === 'part-owner-single');
    expect(owners.map((finding) => finding.suggestion)).toEqual([{ message: STOP_TRAIN, edits: [expect.objectContaining({ text: 'stopped' })] }]);

    const fixed = await check('--fix');
    expect(fixed.code).toBe(1);
    expect(readFileSync(doc, 'utf8')).toBe(TWO_OWNERS);

    const sarif = JSON.parse((await check('--format', 'sarif')).stdout) as { runs: Array<{ results: SarifResult[] }> };
    const [result] = sarif.runs[0]!.results.filter((candidate) => candidate.ruleId === 'part-owner-single');
    expect(result!.fixes!.map((fix) => fix.description.text)).toEqual([STOP_TRAIN]);
    const edits: TextEdit[] = result!.fixes![0]!.artifactChanges[0]!.replacements.map(({ deletedRegion: region, insertedContent }) => ({
      line: region.startLine,
      column: region.startColumn,
      endLine: region.endLine,
      endColumn: region.endColumn,
      text: insertedContent.text,
    }));
    writeFileSync(doc, applyTextEdits(TWO_OWNERS, edits));
    expect(readFileSync(doc, 'utf8')).toContain('| train | claude | — | laptop | — | top | train | stopped |');
    const after = JSON.parse((await check('--format', 'json')).stdout) as { files: Array<{ messages: Array<{ ruleId: string }> }> };
    expect(after.files[0]!.messages.map((finding) => finding.ruleId)).not.toContain('part-owner-single');
  });
});
