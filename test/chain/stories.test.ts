/**
 * The chain as a team lives it: sessions state their parents with
 * `teamdoc join`, messages are recorded, the log travels between machines,
 * and `teamdoc check` and `teamdoc view` tell the person what is true.
 * Real repositories, real worktrees, the built CLI as real processes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addWorktree } from '../helpers/repo.js';
import { join_, makeRepo, secondMachine, send, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { at, editDoc, joinWorkers, storyRepo } from '../helpers/story.js';

const TOP = { name: 'top', session: 'c0000000-0000-4000-8000-000000000000' };
const TRAIN = { name: 'train', session: 'c1111111-1111-4111-8111-111111111111' };
const EVAL = { name: 'eval', session: '019b0000-0000-7000-8000-00000000e7a1', runtime: 'codex' as const };
const DATA = { name: 'data', session: 'c2222222-2222-4222-8222-222222222222', host: 'gpu-box' };
const TOK = { name: 'tok', session: '019b0000-0000-7000-8000-0000000070c0', runtime: 'codex' as const, host: 'gpu-box' };

const ROWS = [
  `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
  `| train | claude | ${TRAIN.session} | laptop | ../wt-train | top | train | active |`,
  `| eval | codex | ${EVAL.session} | laptop | ../wt-eval | top | eval | active |`,
  `| data | claude | ${DATA.session} | gpu-box | ../wt-data | top | data | active |`,
  `| tok | codex | ${TOK.session} | gpu-box | ../wt-tok | train | tok | active |`,
];

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  line: number | null;
  entry?: { id: string; time: string; path: string; ref: string };
  related: Array<{ message: string; file: string; entry?: { id: string } }>;
}

async function checkJson(repo: Parameters<typeof teamdoc>[0], cwd: string): Promise<{ code: number | null; findings: JsonFinding[] }> {
  const result = await teamdoc(repo, cwd, 'check', '--format', 'json');
  expect(result.stderr).toBe('');
  return { code: result.code, findings: JSON.parse(result.stdout).files[0].messages };
}

describe('a top with three leads and a grandchild, on two machines', () => {
  it('joins on both machines meet through the remote; check is clean and view shows the tree with hosts, worktrees and traffic', async () => {
    const laptop = makeRepo({ files: { 'TEAM.md': teamDoc(ROWS) } });
    const wtTrain = addWorktree(laptop, 'train');
    const wtEval = addWorktree(laptop, 'eval');
    const { remote, clone: gpuBox } = secondMachine(laptop);
    const wtData = addWorktree(gpuBox, 'data');
    const wtTok = addWorktree(gpuBox, 'tok');

    expect((await join_(laptop, wtTrain, TRAIN, 'top', 'train')).code).toBe(0);
    expect((await join_(laptop, wtEval, EVAL, 'top', 'eval')).code).toBe(0);
    expect((await join_(gpuBox, wtData, DATA, 'top', 'data')).code).toBe(0);
    expect((await join_(gpuBox, wtTok, TOK, 'train', 'tok')).code).toBe(0);
    const brief = await send(laptop, laptop.dir, 'top', 'train', 'brief');
    await send(laptop, wtTrain, 'train', 'tok', 'brief');
    await send(gpuBox, wtTok, 'tok', 'train', 'report');
    await send(laptop, wtEval, 'eval', 'top', 'report');

    // Before the machines sync, the laptop has not seen data's and tok's statements.
    const before = await checkJson(laptop, laptop.dir);
    expect(before.code).toBe(1);
    expect(before.findings.filter((finding) => finding.ruleId === 'chain-statement-missing').map((finding) => finding.message)).toEqual([
      expect.stringContaining('`data` without a parent statement'),
      expect.stringContaining('`tok` without a parent statement'),
    ]);

    for (const machine of [gpuBox, laptop, gpuBox]) expect((await teamdoc(machine, machine.dir, 'sync')).code).toBe(0);
    const after = await teamdoc(laptop, wtEval, 'check');
    expect(after).toMatchObject({ code: 0, stderr: '' });
    expect(after.stdout).toBe('../repo/TEAM.md: no issues found\n');

    const view = await teamdoc(laptop, laptop.dir, 'view', '--format', 'json');
    expect(view).toMatchObject({ code: 0, stderr: '' });
    const chain = JSON.parse(view.stdout);
    const byName = Object.fromEntries(chain.sessions.map((session: { name: string }) => [session.name, session]));
    expect(chain.tops).toEqual([`session:${TOP.session}`]);
    expect(byName.top.children).toEqual([`session:${TRAIN.session}`, `session:${EVAL.session}`, `session:${DATA.session}`]);
    expect(byName.train.children).toEqual([`session:${TOK.session}`]);
    expect(byName.tok).toMatchObject({ host: 'gpu-box', worktree: wtTok, runtime: 'codex', part: 'tok', status: 'active', noStatement: false });
    expect(byName.tok.statement).toMatchObject({ parent: 'train', part: 'tok', kind: 'first', byName: false });
    expect(byName.top).toMatchObject({ statement: null, noStatement: false, parent: null });
    const topTrain = chain.traffic.pairs.find((pair: { a: { name: string }; b: { name: string } }) => pair.a.name === 'top' && pair.b.name === 'train');
    expect(topTrain).toMatchObject({ relation: 'edge', forward: { total: 1, last: { id: brief, kind: 'brief' } }, backward: { total: 0 } });
    // train briefed tok and tok reported since: nothing open there; top's brief to train has no report yet.
    expect(chain.openWork.openBriefs.map((open: { brief: { id: string } }) => open.brief.id)).toEqual([brief]);

    const text = await teamdoc(laptop, laptop.dir, 'view');
    expect(text.stdout).toContain(`Team chain-story · TEAM.md · log teamdoc/log at `);
    expect(text.stdout).toMatch(/\n {2}top {2}claude · active · laptop\n/);
    expect(text.stdout).toMatch(/\n {2}├── train {2}claude · active · part train · laptop · .*wt-train {2}stated \d+s ago\n/);
    expect(text.stdout).toMatch(/\n {2}│ {3}└── tok {2}codex · active · part tok · gpu-box · .*wt-tok {2}stated \d+s ago\n/);
    expect(text.stdout).toMatch(/\n {2}└── data {2}claude · active · part data · gpu-box · .*wt-data/);
    expect(text.stdout).toMatch(/brief with no report since {2}top → train {2}/);

    // CI checks out one branch only: no log until it is fetched; check says so, then compares.
    const ci = join(laptop.dir, '..', 'ci');
    laptop.git('clone', '-q', '--depth', '1', '--single-branch', '--branch', 'main', `file://${remote}`, ci);
    const unfetched = await teamdoc(laptop, ci, 'check', '--format', 'github');
    expect(unfetched.code).toBe(0);
    expect(unfetched.stdout).toContain('::notice file=TEAM.md,line=13,col=1,endLine=13,endColumn=70,title=teamdoc chain-log-missing::');
    expect(unfetched.stdout).toContain('git fetch origin teamdoc/log:teamdoc/log');
    execFileSync('git', ['fetch', '-q', 'origin', 'teamdoc/log:teamdoc/log'], { cwd: ci, env: laptop.env });
    // A depth-1 clone has no history to compare (history-incomplete says so): this story is about the log.
    expect(await teamdoc(laptop, ci, 'check', '--no-history')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });
    // A full clone has only the remote's copy of the log branch, and reads that.
    const clone = join(laptop.dir, '..', 'reviewer');
    laptop.git('clone', '-q', remote, clone);
    expect(await teamdoc(laptop, clone, 'check')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });
    const cloneView = JSON.parse((await teamdoc(laptop, clone, 'view', '--format', 'json')).stdout);
    expect(cloneView.log).toMatchObject({ ref: 'refs/remotes/origin/teamdoc/log', branch: 'refs/heads/teamdoc/log' });
  });
});

describe('renames', () => {
  it('a session that renamed itself keeps its identity through its session id; the table’s former name matches', async () => {
    const repo = makeRepo({
      files: { 'TEAM.md': teamDoc([ROWS[0]!, `| train (was: trainer) | claude | ${TRAIN.session} | laptop | ../repo | top | train | active |`]) },
    });
    expect((await join_(repo, repo.dir, { ...TRAIN, name: 'trainer' }, 'top', 'train')).code).toBe(0);
    const renamed = await join_(repo, repo.dir, TRAIN, 'top', 'train');
    expect(renamed.code).toBe(0);
    expect(renamed.stderr).toContain('stated its new name; parent top, part train as before');
    await send(repo, repo.dir, 'trainer', 'top', 'report');

    expect(await teamdoc(repo, repo.dir, 'check')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });
    const chain = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(chain.sessions.map((session: { name: string; formerNames: string[] }) => [session.name, session.formerNames])).toEqual([
      ['top', []],
      ['train', ['trainer']],
    ]);
    // The report sent under the old name is on the same edge.
    expect(chain.traffic.pairs).toMatchObject([{ relation: 'edge', a: { name: 'top' }, backward: { counts: { report: 1 } } }]);
  });
});

describe('a lead that states the wrong parent, and corrects it', () => {
  it('check names the row and the log entry; a second join is refused; --amend corrects it and is shown as a correction everywhere', async () => {
    // Both join from the main checkout, where their rows say they work.
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(ROWS.slice(0, 3).map((row) => row.replace(/\.\.\/wt-\w+/, '../repo'))) } });
    expect((await join_(repo, repo.dir, TRAIN, 'top', 'train')).code).toBe(0);
    const wrong = await join_(repo, repo.dir, EVAL, 'train', 'eval');
    const wrongId = wrong.stdout.trim();

    const checked = await checkJson(repo, repo.dir);
    expect(checked.code).toBe(1);
    expect(checked.findings).toHaveLength(1);
    expect(checked.findings[0]).toMatchObject({
      ruleId: 'chain-statement-mismatch',
      severity: 'error',
      line: 17,
      message: expect.stringMatching(
        new RegExp(
          `^Unexpected parent \`top\` for \`eval\`, expected \`train\` as its statement says \\(entry ${wrongId} of \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ\\)$`,
        ),
      ),
      entry: { id: wrongId, ref: 'refs/heads/teamdoc/log', path: expect.stringMatching(new RegExp(`^messages/\\d{4}/\\d\\d/\\d\\d/${wrongId}\\.md$`)) },
    });
    expect(checked.findings[0]!.related[0]).toMatchObject({ file: `teamdoc/log:${checked.findings[0]!.entry!.path}`, entry: { id: wrongId } });
    // The path a finding names opens with git show.
    expect(repo.git('show', checked.findings[0]!.related[0]!.file)).toContain('"parent":"train"');

    // --no-history is for git-history rules: the chain rules still run; --no-log skips them.
    expect((await teamdoc(repo, repo.dir, 'check', '--no-history')).code).toBe(1);
    expect(await teamdoc(repo, repo.dir, 'check', '--no-log')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });

    const github = await teamdoc(repo, repo.dir, 'check', '--format', 'github');
    expect(github.stdout).toContain('::error file=TEAM.md,line=17,col=');
    expect(github.stdout).toContain(`teamdoc/log:messages/`);

    const again = await join_(repo, repo.dir, EVAL, 'train', 'eval');
    expect(again).toMatchObject({ code: 0, stdout: `${wrongId}\n` });
    expect(again.stderr).toContain('nothing new was written');
    const refused = await join_(repo, repo.dir, EVAL, 'top', 'eval');
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`already stated parent "train", part "eval" (entry ${wrongId} of `);
    expect(refused.stderr).toContain('hint: If that statement was a mistake, correct it explicitly');
    expect(refused.stderr).toContain('--amend --reason');

    const amended = await join_(repo, repo.dir, EVAL, 'top', 'eval', '--amend', '--reason', 'stated the wrong parent');
    expect(amended.code).toBe(0);
    expect(amended.stderr).toContain(`amends its statement ${wrongId}: now parent top, part eval`);
    const fixed = await teamdoc(repo, repo.dir, 'check');
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain('info     Unexpected amended statement of `eval`');
    expect(fixed.stdout).toContain('reason `stated the wrong parent`');
    const view = await teamdoc(repo, repo.dir, 'view');
    expect(view.stdout).toMatch(/eval {2}codex · active · part eval · laptop · .* {2}stated \d+s ago · amended \(stated the wrong parent\)/);
    const log = await teamdoc(repo, repo.dir, 'log', '--kind', 'join');
    expect(log.stdout).toContain(`amends ${wrongId}: stated the wrong parent`);
  });
});

describe('a cycle introduced by a table edit', () => {
  it('check reports the loop from the table and from the statements; view shows it', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(ROWS.slice(0, 3)) } });
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    await join_(repo, repo.dir, EVAL, 'top', 'eval');
    expect((await teamdoc(repo, repo.dir, 'check')).code).toBe(0);

    const doc = join(repo.dir, 'TEAM.md');
    writeFileSync(
      doc,
      readFileSync(doc, 'utf8').replace(
        `| top | claude | ${TOP.session} | laptop | — | — | — | active |`,
        `| top | claude | ${TOP.session} | laptop | — | train | — | active |`,
      ),
    );
    const checked = await checkJson(repo, repo.dir);
    expect(checked.code).toBe(1);
    expect(checked.findings.map((finding) => [finding.ruleId, finding.line])).toEqual(
      expect.arrayContaining([
        ['role-parent-cycle', 15],
        ['chain-parent-cycle', 15],
      ]),
    );
    expect(checked.findings.find((finding) => finding.ruleId === 'chain-parent-cycle')!.message).toContain('`top` → `train` → `top`');
    const view = await teamdoc(repo, repo.dir, 'view');
    expect(view.code).toBe(0);
    expect(view.stdout).toContain('A loop of parents: top → train');
  });
});

describe('a handoff', () => {
  it('the successor states its predecessor as parent via --handoff; view shows the generations in order', async () => {
    const rows = [ROWS[0]!, `| train | claude | ${TRAIN.session} | laptop | ../repo | top | train | active |`];
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(rows) } });
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    const brief = await send(repo, repo.dir, 'top', 'train', 'brief');
    const handoff = await send(repo, repo.dir, 'train', 'train-2', 'handoff', 'Goal: finish the run. State: at step 40k.\n');
    const successor = { name: 'train-2', session: 'c3333333-3333-4333-8333-333333333333' };

    const notHandoff = await join_(repo, repo.dir, successor, 'top', 'train', '--handoff', brief);
    expect(notHandoff.code).toBe(2);
    expect(notHandoff.stderr).toContain(`--handoff ${brief}: that entry is a brief message, not a handoff`);
    const wrongParent = await join_(repo, repo.dir, successor, 'top', 'train', '--handoff', handoff);
    expect(wrongParent.code).toBe(2);
    expect(wrongParent.stderr).toContain(`--handoff ${handoff} was written by "train", but --parent is "top"`);
    const missing = await join_(repo, repo.dir, successor, 'train', 'train', '--handoff', '01NOSUCHENTRY0000000000000');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such entry in the log');

    const joined = await join_(repo, repo.dir, successor, 'train', 'train', '--handoff', handoff);
    expect(joined.code).toBe(0);
    expect(joined.stderr).toContain(`taking over through handoff ${handoff}`);
    // Until the table says so, check names the one edit: the successor in its predecessor's place, the predecessor done.
    const unlisted = JSON.parse((await teamdoc(repo, repo.dir, 'check', '--format', 'json')).stdout).files[0].messages;
    expect(unlisted.map((finding: { ruleId: string }) => finding.ruleId)).toEqual(['chain-session-unlisted']);
    expect(unlisted[0].suggestion.message).toBe('Add `train-2` in the place of `train`, and set `train` to `done`');
    writeFileSync(
      join(repo.dir, 'TEAM.md'),
      teamDoc([
        ROWS[0]!,
        `| train | claude | ${TRAIN.session} | laptop | — | top | train | done |`,
        `| train-2 | claude | ${successor.session} | laptop | ${repo.dir} | top | train | active |`,
      ]),
    );
    expect(await teamdoc(repo, repo.dir, 'check')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });

    const chain = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(chain.lineages).toEqual([[`session:${TRAIN.session}`, `session:${successor.session}`]]);
    const byName = Object.fromEntries(chain.sessions.map((session: { name: string }) => [session.name, session]));
    // The successor stands where its predecessor stood: under top, as the table says.
    expect(byName['train-2']).toMatchObject({
      generation: 2,
      status: 'active',
      parent: { name: 'top', source: 'statement' },
      tableDisagrees: null,
      takeover: { kind: 'handoff', handoff, predecessor: `session:${TRAIN.session}` },
    });
    expect(byName.train).toMatchObject({ generation: 1, status: 'done', takeover: null, successor: `session:${successor.session}` });
    expect(byName.top.children).toEqual([`session:${TRAIN.session}`, `session:${successor.session}`]);
    const text = await teamdoc(repo, repo.dir, 'view');
    expect(text.stdout).toContain(`Lineage: handoffs, restarts and replacements (oldest generation first)\n  train → train-2 (handoff ${handoff}, `);
    expect(text.stdout).toContain(`generation 2: took over from train by handoff ${handoff}`);
    expect(text.stdout).toContain('handed off to train-2');
  });
});

describe('a replacement', () => {
  const CLI = { name: 'cli', session: 'c4444444-4444-4444-8444-444444444401' };
  const CLI_2 = { name: 'cli-2', session: 'c4444444-4444-4444-8444-444444444402' };
  const CLI_3 = { name: 'cli-3', session: 'c4444444-4444-4444-8444-444444444403' };
  const CLI_4 = { name: 'cli-4', session: 'c4444444-4444-4444-8444-444444444404' };
  const key = (spec: { session: string }) => `session:${spec.session}`;

  it('view links the replacement to the session it replaced, in JSON and in the Lineage; a handoff and a replacement after it read as one line', {
    timeout: 120_000,
  }, async () => {
    const repo = storyRepo(teamDoc([ROWS[0]!, '| cli | claude | — | laptop | — | top | cli | planned |']), '09:00:00');
    const [wtCli] = await joinWorkers(repo, 'top', [CLI]);

    // cli dies without a handoff; the top replaces it as life-cycle.md says, and cli-2 joins where cli worked.
    at(repo, '09:05:00');
    editDoc(
      repo,
      (text) => text.replace(/(\| cli \|.*\| )active \|/, `$1stopped |\n| cli-2 | claude | — | laptop | ${wtCli} | top | cli | planned |`),
      'cli replaced by cli-2',
    );
    at(repo, '09:10:00');
    expect((await join_(repo, wtCli, CLI_2, 'top', 'cli', '--name', 'cli-2')).code).toBe(0);

    at(repo, '09:15:00');
    const chain = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    const byName = Object.fromEntries(chain.sessions.map((session: { name: string }) => [session.name, session]));
    expect(chain.lineages).toEqual([[key(CLI), key(CLI_2)]]);
    expect(byName['cli-2']).toMatchObject({
      takeover: null,
      generation: 1,
      replaced: { predecessors: [key(CLI)], time: expect.stringMatching(/^2026-12-02T09:10:00/) },
    });
    expect(byName.cli).toMatchObject({ status: 'stopped', replaced: null, successor: null });
    const text = (await teamdoc(repo, repo.dir, 'view')).stdout;
    expect(text).toContain('Lineage: handoffs, restarts and replacements (oldest generation first)\n  cli → cli-2 (replaced cli, 5m ago)\n');
    expect(text).toContain('replaced cli (ended without a handoff)');
    expect(text).toContain('replaced by cli-2');
    // Markdown's sessions table carries the same marks.
    expect((await teamdoc(repo, repo.dir, 'view', '--format', 'markdown')).stdout).toContain('replaced by cli-2');

    // cli-2 hands off to cli-3, which dies in turn: cli-4 replaces it, and the four are one line.
    at(repo, '09:20:00');
    const handoff = await send(repo, wtCli, 'cli-2', 'cli-3', 'handoff', 'Goal: finish the flags. State: --top parsed.\n');
    expect((await join_(repo, wtCli, CLI_3, 'cli-2', 'cli', '--name', 'cli-3', '--handoff', handoff)).code).toBe(0);
    const row = (spec: { name: string; session: string }, status: string) =>
      `| ${spec.name} | claude | ${spec.session} | laptop | ${wtCli} | top | cli | ${status} |`;
    editDoc(repo, (text) => text.replace(/\| cli-2 \|.*\| planned \|/, `${row(CLI_2, 'done')}\n${row(CLI_3, 'active')}`), 'cli-2 handed off to cli-3');
    at(repo, '09:25:00');
    const brief = await send(repo, repo.dir, 'top', 'cli-3', 'brief', 'cli: add --json too\n');
    at(repo, '09:30:00');
    editDoc(repo, (text) => text.replace(row(CLI_3, 'active'), `${row(CLI_3, 'stopped')}\n${row(CLI_4, 'active')}`), 'cli-3 replaced by cli-4');
    expect((await join_(repo, wtCli, CLI_4, 'top', 'cli', '--name', 'cli-4')).code).toBe(0);
    expect(await teamdoc(repo, repo.dir, 'check')).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n' });

    at(repo, '09:35:00');
    const later = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    const laterByName = Object.fromEntries(later.sessions.map((session: { name: string }) => [session.name, session]));
    expect(later.lineages).toEqual([[key(CLI), key(CLI_2), key(CLI_3), key(CLI_4)]]);
    expect(laterByName['cli-3']).toMatchObject({ replaced: null, takeover: { kind: 'handoff', handoff, predecessor: key(CLI_2) } });
    // The one before it in the line, not the whole line behind it.
    expect(laterByName['cli-4'].replaced.predecessors).toEqual([key(CLI_3)]);
    expect((await teamdoc(repo, repo.dir, 'view')).stdout).toContain(
      `  cli → cli-2 (replaced cli, 25m ago) → cli-3 (handoff ${handoff}, 15m ago) → cli-4 (replaced cli-3, 5m ago)\n`,
    );
    // The same definition as log --for: cli-4 reads what was sent to cli-3, which stood under top by its handoff.
    const mail = JSON.parse((await teamdoc(repo, wtCli, 'log', '--for', 'cli-4', '--kind', 'brief', '--format', 'json')).stdout);
    expect(mail.messages.map((message: { id: string }) => message.id)).toContain(brief);
  });
});
