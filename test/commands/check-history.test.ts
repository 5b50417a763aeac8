/**
 * `teamdoc check` reading the team doc's git history, as a team meets it:
 * real repositories with real commits (dated, so the output can be asserted),
 * the built CLI as a real process.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flat, runCli } from '../helpers/cli.js';
import { withLineEndings } from '../helpers/line-endings.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';
import { VALID_DOC, editedDoc } from '../helpers/team-docs.js';

const TRAIN_PASS = '- Pass: validation loss at or below 2.1 at 20k.';
const TIGHTENED = editedDoc(TRAIN_PASS, '- Pass: validation loss at or below 2.4 at 20k.');
const FAILED_RUN = editedDoc('| 7B run | train | running | eval at 20k |', '| 7B run | train | failed: loss 2.3 at 20k | decide |');
const TRAIN_CRITERIA = `#### Criteria (2026-11-20)\n\n${TRAIN_PASS}\n- Fail: loss above 2.1 at 20k, or a divergence.\n\n`;
const TRAIN_VERDICT = 'Pass: 2.04 at 20k (`runs/7b/eval-20k.json`).';

/** Commits everything with a fixed author and committer date, and returns the commit. */
function commitAt(repo: TempRepo, message: string, date: string, cwd = repo.dir): string {
  execFileSync('git', ['add', '-A'], { cwd, env: repo.env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd, env: { ...repo.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, env: repo.env, encoding: 'utf8' }).trim();
}

const short = (hash: string) => hash.slice(0, 7);

/** GitHub annotations of one rule, each as its message lines (the `%0A`-joined data split back). */
function annotations(stdout: string, ruleId: string): string[][] {
  return stdout
    .split('\n')
    .filter((line) => line.includes(`title=teamdoc ${ruleId}::`))
    .map((line) => line.slice(line.indexOf('::', 2) + 2).split('%0A'));
}

function repoWithDoc(): TempRepo {
  const repo = makeRepo({ commit: false });
  repo.write('TEAM.md', VALID_DOC);
  return repo;
}

// These repositories have no message log: where a test asserts a clean check, `--no-log` leaves out chain-log-missing.
describe('teamdoc check over the doc’s git history', () => {
  it('catches a worker who tightened a criterion after a failing run, naming both commits and both texts in CI output', async () => {
    const repo = repoWithDoc();
    const first = commitAt(repo, 'Team doc with train criteria', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', FAILED_RUN);
    commitAt(repo, 'train: 20k eval failed', '2026-11-24T10:00:00Z');
    repo.write('TEAM.md', editedDoc(TRAIN_PASS, '- Pass: validation loss at or below 2.4 at 20k.', FAILED_RUN));
    const edit = commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');

    const result = await runCli(['check', '--format', 'github'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    const [annotation, ...others] = annotations(result.stdout, 'criteria-unchanged');
    expect(others).toEqual([]);
    expect(result.stdout).toContain('::error file=TEAM.md,line=59,col=1,endLine=60,endColumn=48,title=teamdoc criteria-unchanged::');
    expect(annotation![0]).toBe(
      `Unexpected change to \`Criteria (2026-11-20)\` of \`train\` in ${short(edit)} after it was committed in ${short(first)}, expected the committed criteria kept as they are and any change written as a new dated section`,
    );
    expect(annotation).toContain(
      `committed in commit ${short(first)} (2026-11-20 09:00 UTC, “Team doc with train criteria”): \`Pass: validation loss at or below 2.1 at 20k.\``,
    );
    expect(annotation).toContain(
      `changed in commit ${short(edit)} (2026-11-24 11:00 UTC, “train: criteria”): \`Pass: validation loss at or below 2.4 at 20k.\``,
    );
  });

  it('is clean when the change is a new dated criteria section instead', async () => {
    const repo = repoWithDoc();
    commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write(
      'TEAM.md',
      editedDoc(
        '#### Verdict\n',
        '#### Criteria (2026-11-24)\n\n- Pass: validation loss at or below 2.4 at 20k (the tokenizer changed).\n- Fail: loss above 2.4 at 20k, or a divergence.\n\n#### Verdict\n',
      ),
    );
    commitAt(repo, 'train: new criteria, dated', '2026-11-24T11:00:00Z');
    const result = await runCli(['check', '--no-log'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n', stderr: '' });
  });

  it('reports criteria committed after the verdict, with both commits', async () => {
    const repo = makeRepo({ commit: false });
    const judged = editedDoc('#### Verdict\n', `#### Verdict\n\n${TRAIN_VERDICT}\n`);
    repo.write('TEAM.md', editedDoc(TRAIN_CRITERIA, '', judged).replace(`\n${TRAIN_VERDICT}\n`, ''));
    commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', editedDoc(TRAIN_CRITERIA, '', judged));
    const verdict = commitAt(repo, 'train: verdict', '2026-11-26T12:00:00Z');
    repo.write('TEAM.md', judged);
    const criteria = commitAt(repo, 'train: criteria', '2026-11-26T12:30:00Z');

    const result = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toMatch(
      new RegExp(
        `57:6-57:27 +error +Unexpected \`Criteria \\(2026-11-20\\)\` of \`train\` first written in ${short(criteria)}, after its verdict \\(written in ${short(verdict)}\\), expected criteria committed before the verdict +criteria-before-verdict`,
      ),
    );
    expect(flat(result.stdout)).toContain(`criteria first written in commit ${short(criteria)} (2026-11-26 12:30 UTC, “train: criteria”)`);
    expect(flat(result.stdout)).toContain(`verdict first written in commit ${short(verdict)} (2026-11-26 12:00 UTC, “train: verdict”)`);
  });

  it('follows the doc across a rename: an edit made before the move is still caught after it', async () => {
    const repo = repoWithDoc();
    const first = commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', TIGHTENED);
    const edit = commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');
    repo.git('mv', 'TEAM.md', 'team.md');
    repo.git('mv', 'team.md', 'docs-team.md');
    commitAt(repo, 'Move the team doc', '2026-11-25T09:00:00Z');
    repo.git('config', 'teamdoc.doc', 'docs-team.md');

    const result = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toContain(
      `Unexpected change to \`Criteria (2026-11-20)\` of \`train\` in ${short(edit)} after it was committed in ${short(first)}`,
    );
  });

  it('follows the doc across two renames into a folder, the edit after them', async () => {
    const repo = repoWithDoc();
    const first = commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.git('mv', 'TEAM.md', 'PLAN.md');
    commitAt(repo, 'Rename', '2026-11-21T09:00:00Z');
    repo.write('docs/.keep', '');
    repo.git('mv', 'PLAN.md', 'docs/team.md');
    commitAt(repo, 'Into docs/', '2026-11-22T09:00:00Z');
    repo.write('docs/team.md', TIGHTENED);
    const edit = commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');

    const result = await runCli(['check', 'docs/team.md'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toContain(`in ${short(edit)} after it was committed in ${short(first)}`);
  });

  it('in a shallow clone: still catches an edit within reach, and says what it could not check', async () => {
    const origin = repoWithDoc();
    commitAt(origin, 'Team doc', '2026-11-20T09:00:00Z');
    origin.write('TEAM.md', FAILED_RUN);
    const board = commitAt(origin, 'Board', '2026-11-22T09:00:00Z');
    origin.write('TEAM.md', editedDoc(TRAIN_PASS, '- Pass: validation loss at or below 2.4 at 20k.', FAILED_RUN));
    const edit = commitAt(origin, 'train: criteria', '2026-11-24T11:00:00Z');
    const clone = join(scratchDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${origin.dir}`, clone], { env: origin.env });

    const result = await runCli(['check'], { cwd: clone, env: origin.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toMatch(
      new RegExp(` +info +Unexpected shallow clone: history before ${short(board)} not available, expected the doc’s whole history`),
    );
    expect(flat(result.stdout)).toContain('hint: Fetch the whole history: git fetch --unshallow');
    expect(flat(result.stdout)).toContain(`in ${short(edit)} after it was committed in ${short(board)}`);
    expect(flat(result.stdout)).toContain(`committed in commit ${short(board)} (2026-11-22 09:00 UTC, “Board”) or earlier (this clone’s history starts there)`);
  });

  it('in a clone of depth 1: nothing to compare, and it says so instead of passing in silence', async () => {
    const origin = repoWithDoc();
    commitAt(origin, 'Team doc', '2026-11-20T09:00:00Z');
    origin.write('TEAM.md', TIGHTENED);
    const edit = commitAt(origin, 'train: criteria', '2026-11-24T11:00:00Z');
    const clone = join(scratchDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin.dir}`, clone], { env: origin.env });

    const result = await runCli(['check', '--format', 'json', '--no-log'], { cwd: clone, env: origin.env });
    expect(result.code).toBe(0);
    const messages = JSON.parse(result.stdout).files[0].messages as { ruleId: string; severity: string; message: string }[];
    expect(messages.map(({ ruleId, severity }) => `${ruleId} ${severity}`)).toEqual(['history-incomplete info']);
    expect(messages[0]!.message).toContain(`history before ${short(edit)} not available`);
  });

  it('tells a team that closed out with GPUs still allocated, with the commits that prove it (--format github)', async () => {
    const repo = repoWithDoc();
    const allocated = commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', editedDoc('#### Verdict\n', `#### Verdict\n\n${TRAIN_VERDICT}\n`, editedDoc('| top | train | active |', '| top | train | done |')));
    const closed = commitAt(repo, 'train: done', '2026-11-27T16:00:00Z');

    const result = await runCli(['check'], { cwd: repo.dir, env: { ...repo.env, GITHUB_ACTIONS: 'true' } });
    expect(result.code).toBe(0);
    const held = annotations(result.stdout, 'resource-held-by-finished');
    expect(held.map((lines) => lines[0])).toEqual([
      'Unexpected `training cards` still held by `train`, which is `done`, expected it freed at close-out',
      'Unexpected `dashboards` still held by `train`, which is `done`, expected it freed at close-out',
      'Unexpected `checkpoints` still held by `train`, which is `done`, expected it freed at close-out',
    ]);
    expect(held[0]).toContain(`\`train\` marked \`done\` in commit ${short(closed)} (2026-11-27 16:00 UTC, “train: done”)`);
    expect(held[0]).toContain(
      `\`training cards\` (\`0-3\`) listed for \`train\` in every version since commit ${short(allocated)} (2026-11-20 09:00 UTC, “Team doc”)`,
    );
    expect(result.stdout).toContain('::warning file=TEAM.md,line=28,col=32,endLine=28,endColumn=37,title=teamdoc resource-held-by-finished::');
  });

  it('catches an edit to committed criteria that is not committed yet', async () => {
    const repo = repoWithDoc();
    const first = commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', TIGHTENED);
    const result = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toContain(
      `Unexpected change to \`Criteria (2026-11-20)\` of \`train\` in the working copy after it was committed in ${short(first)}`,
    );
    expect(flat(result.stdout)).toContain('changed in the working copy (not committed): `Pass: validation loss at or below 2.4 at 20k.`');
  });

  it('catches an edit made on a branch and merged', async () => {
    const repo = repoWithDoc();
    const first = commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.git('checkout', '-q', '-b', 'work/train');
    repo.write('TEAM.md', TIGHTENED);
    const edit = commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');
    repo.git('checkout', '-q', 'main');
    repo.write('notes.txt', 'unrelated\n');
    commitAt(repo, 'Notes', '2026-11-24T12:00:00Z');
    execFileSync('git', ['merge', '-q', '--no-ff', '--no-edit', 'work/train'], {
      cwd: repo.dir,
      env: { ...repo.env, GIT_AUTHOR_DATE: '2026-11-25T09:00:00Z', GIT_COMMITTER_DATE: '2026-11-25T09:00:00Z' },
    });

    const result = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(flat(result.stdout)).toContain(`in ${short(edit)} after it was committed in ${short(first)}`);
  });

  it('a doc committed with a BOM and mixed line endings and normalised later: no edit, and an edit after it is caught against the first commit', async () => {
    const repo = makeRepo({ commit: false });
    repo.write('TEAM.md', `\ufeff${withLineEndings(VALID_DOC, 'mixed')}`);
    const first = commitAt(repo, 'Team doc, edited on Windows and elsewhere', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', VALID_DOC);
    commitAt(repo, 'Normalise line endings', '2026-11-21T09:00:00Z');
    expect(await runCli(['check', '--no-log'], { cwd: repo.dir, env: repo.env })).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });

    // Back in a CRLF editor over LF commits (core.autocrlf): the same doc is no change either.
    repo.write('TEAM.md', VALID_DOC.replace(/\n/g, '\r\n'));
    expect(await runCli(['check', '--no-log'], { cwd: repo.dir, env: repo.env })).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });

    repo.write('TEAM.md', TIGHTENED.replace(/\n/g, '\r\n'));
    const edited = await runCli(['check', '--format', 'github', '--no-log'], { cwd: repo.dir, env: repo.env });
    expect(edited.code).toBe(1);
    const [annotation, ...others] = annotations(edited.stdout, 'criteria-unchanged');
    expect(others).toEqual([]);
    expect(edited.stdout).toContain('::error file=TEAM.md,line=59,col=1,endLine=60,endColumn=48,title=teamdoc criteria-unchanged::');
    expect(annotation![0]).toContain(`in the working copy after it was committed in ${short(first)}`);
    expect(annotation).toContain('changed in the working copy (not committed): `Pass: validation loss at or below 2.4 at 20k.`');
  });

  it('says when the doc has no commit yet, and --no-history reads no history at all', async () => {
    const repo = repoWithDoc();
    const fresh = await runCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(fresh.code).toBe(0);
    expect(fresh.stdout).toMatch(/^TEAM\.md\n +info +Unexpected team doc with no commit, expected it committed/);

    commitAt(repo, 'Team doc', '2026-11-20T09:00:00Z');
    repo.write('TEAM.md', TIGHTENED);
    commitAt(repo, 'train: criteria', '2026-11-24T11:00:00Z');
    const skipped = await runCli(['check', '--no-history', '--no-log'], { cwd: repo.dir, env: repo.env });
    expect(skipped).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });
  });
});
