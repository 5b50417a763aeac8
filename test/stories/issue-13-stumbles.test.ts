/**
 * Each place where following the skills literally ran into a state no roles
 * table could make clean (issue 13, "Why"), replayed as it was met, with the
 * documented way out: one roles-table layout per event, `check` clean after
 * it, and `view` agreeing. Real repositories and the CLI as processes, the
 * clock pinned.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/findings/text-edits.js';
import { join_, makeRepo, secondMachine, send, teamDoc, teamdoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { addWorktree, type TempRepo } from '../helpers/repo.js';
import { TEST_NOW } from '../helpers/clock.js';
import { editDoc, findings, type JsonFinding } from '../helpers/story.js';

const TOP = { name: 'top', session: 'c0000000-0000-4000-8000-000000000000' };
const TRAIN = { name: 'train', session: 'c1111111-1111-4111-8111-111111111111' };
const EVAL = { name: 'eval', session: '019b0000-0000-7000-8000-00000000e7a1', runtime: 'codex' as const };

/** A repository whose teamdoc commands all run at TEST_NOW (`withoutPlans`: its parts have a statement only, as a top writes them). */
function pinnedRepo(rows: string[], withoutPlans = false): TempRepo {
  const doc = teamDoc(rows);
  const repo = makeRepo({
    files: { 'TEAM.md': withoutPlans ? doc.replace(/#### Plan\n\n- Do [\w-]+\.\n\n#### Criteria\n\n- Pass: it works\.\n- Fail: it does not\.\n\n/g, '') : doc },
  });
  repo.env.TEAMDOC_NOW = TEST_NOW.toISOString();
  // git's commits are dated on the same clock: the doc was committed an hour before the story starts.
  const committed = new Date(TEST_NOW.getTime() - 3_600_000).toISOString();
  Object.assign(repo.env, { GIT_AUTHOR_DATE: committed, GIT_COMMITTER_DATE: committed });
  repo.git('commit', '-q', '--amend', '--no-edit', '--reset-author');
  return repo;
}

/** The story's clock moves on (every teamdoc command of `repo` runs at the new time). */
function later(repo: TempRepo, minutes: number): void {
  repo.env.TEAMDOC_NOW = new Date(Date.parse(repo.env.TEAMDOC_NOW!) + minutes * 60_000).toISOString();
}

/** The top makes the edit a finding suggests (as `check --format json` carries it). */
async function applySuggested(repo: TempRepo, ruleId: string): Promise<JsonFinding> {
  const finding = (await findings(repo)).find((candidate) => candidate.ruleId === ruleId)!;
  expect(finding.suggestion, ruleId).toBeDefined();
  editDoc(repo, (text) => applyTextEdits(text, finding.suggestion!.edits));
  return finding;
}

function viewSessions(stdout: string): Array<{
  name: string;
  status: string;
  parent: { name: string } | null;
  part: string;
  session: string;
  takeover: { kind: string } | null;
  tableDisagrees: unknown;
}> {
  return JSON.parse(stdout).sessions;
}

// Sessions join from the main checkout unless a test gives them a worktree: the rows say so.
const topRow = `| top | claude | ${TOP.session} | laptop | ../repo | — | — | active |`;
const row = (name: string, part: string, status: string, session = '—', runtime = 'claude') =>
  `| ${name} | ${runtime} | ${session} | laptop | ../repo | top | ${part} | ${status} |`;

describe('issue 13: the stumbles, each with its way out', () => {
  it('fresh clone: log reads the log check and view read, and says so; the first record builds on origin’s log; doctor merges an unrelated one; a single-branch clone is told what to fetch', async () => {
    const repo = pinnedRepo([topRow, row('train', 'train', 'active', TRAIN.session), row('eval', 'eval', 'active', EVAL.session, 'codex')]);
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    later(repo, 1);
    await send(repo, repo.dir, 'top', 'eval', 'brief', 'Score ckpt-20k.\n');
    later(repo, 1);
    await join_(repo, repo.dir, EVAL, 'top', 'eval');
    later(repo, 10);
    const { remote, clone } = secondMachine(repo);
    expect((await teamdoc(repo, repo.dir, 'sync')).code).toBe(0);
    clone.git('fetch', '-q', 'origin');

    // Before its first write, a clone reads origin's copy, and says where from; a Codex worker there sees its brief.
    const forEval = await runCli(['log', '--for', 'eval'], { cwd: clone.dir, env: repo.env });
    expect(forEval.stdout).toContain('Score ckpt-20k.');
    expect(forEval.stderr).toBe(
      'teamdoc: read origin/teamdoc/log: this clone has no teamdoc/log branch of its own yet (its first teamdoc write starts one from that copy)\n',
    );
    // The first write builds on it: one root, and check, view and log see every statement.
    await send(clone, clone.dir, 'eval', 'top', 'report', '[blocked] eval: no eval set here\nTried:\n- ls\nNeeds: the path\n');
    expect(clone.git('rev-list', '--max-parents=0', 'refs/heads/teamdoc/log').split('\n')).toHaveLength(1);
    expect((await findings(clone)).filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(JSON.parse((await teamdoc(clone, clone.dir, 'view', '--format', 'json')).stdout).log.messages).toBe(4);
    expect((await teamdoc(clone, clone.dir, 'doctor')).stdout).toContain('Nothing to repair');

    // A single-branch clone has no log: log and the first write say what to fetch.
    const single = join(repo.dir, '..', 'single');
    repo.git('clone', '-q', '--single-branch', '--branch', 'main', remote, single);
    const empty = await runCli(['log'], { cwd: single, env: repo.env });
    expect(empty.stderr).toContain(
      "no log here yet: no teamdoc/log branch and no copy of origin's (origin may have none yet; if it has one, a shallow or single-branch clone did not fetch it: git fetch origin teamdoc/log:teamdoc/log)",
    );
    const firstWrite = await runCli(['record', '--from', 'eval', '--to', 'top', '--kind', 'report'], {
      cwd: single,
      env: repo.env,
      input: 'from the single clone\n',
    });
    expect(firstWrite.code).toBe(0);
    expect(firstWrite.stderr).toContain(
      "origin has no teamdoc/log as far as this repository has fetched, so this entry starts the team's log; `teamdoc sync` shares it",
    );
    // Its log has no common history with origin's: doctor finds it and repairs it, as sync would.
    execFileSync('git', ['fetch', '-q', 'origin', 'teamdoc/log:refs/remotes/origin/teamdoc/log'], { cwd: single, env: repo.env });
    const doctor = await runCli(['doctor'], { cwd: single, env: repo.env });
    expect(doctor).toMatchObject({ code: 0 });
    expect(doctor.stdout).toContain('merge origin/teamdoc/log into teamdoc/log: their histories share no commit');
    const merged = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: single, env: repo.env })).stdout).messages;
    // Origin's three entries and this clone's own one.
    expect(merged).toHaveLength(4);
  });

  it('restart: a new session under the same name is a restart; the row keeps its name and takes the new session id, and check is clean', async () => {
    const repo = pinnedRepo([topRow, row('eval', 'eval', 'active', EVAL.session, 'codex')]);
    await join_(repo, repo.dir, EVAL, 'top', 'eval');
    later(repo, 40);
    const again = { ...EVAL, session: '019b0000-0000-7000-8000-00000000e7a2' };
    const restarted = await join_(repo, repo.dir, again, 'top', 'eval');
    expect(restarted.code).toBe(0);
    expect(restarted.stderr).toContain(`restarts eval (parent top, part eval), which session ${EVAL.session} was`);
    // No "one lead per part" error; one warning, whose edit is the documented layout.
    const before = await findings(repo);
    expect(before.map((finding) => [finding.ruleId, finding.severity])).toEqual([['chain-session-unlisted', 'warning']]);
    expect(before[0]!.hint).toBe(`Write \`${again.session}\` in the Session cell of \`eval\` (and its Host and Worktree, if they changed).`);
    await applySuggested(repo, 'chain-session-unlisted');
    expect(readFileSync(join(repo.dir, 'TEAM.md'), 'utf8')).toContain(`| eval | codex | ${again.session} |`);
    expect(await findings(repo)).toEqual([]);
    const sessions = viewSessions((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(sessions.find((session) => session.session === again.session)).toMatchObject({
      name: 'eval',
      status: 'active',
      takeover: { kind: 'restart' },
      tableDisagrees: null,
    });
  });

  it('handoff: the successor takes its predecessor’s place (same parent and part, predecessor done); check is clean, view agrees, its reports are edge traffic and it is not silent', async () => {
    const repo = pinnedRepo([topRow, row('train', 'train', 'active', TRAIN.session)]);
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    later(repo, 30);
    const handoff = await send(repo, repo.dir, 'train', 'train-2', 'handoff', 'Goal: the last epochs.\n');
    later(repo, 5);
    const successor = { name: 'train-2', session: 'c3333333-3333-4333-8333-333333333333' };
    expect((await join_(repo, repo.dir, successor, 'train', 'train', '--handoff', handoff)).code).toBe(0);

    const unlisted = (await findings(repo)).find((finding) => finding.ruleId === 'chain-session-unlisted')!;
    // The hint writes out the row, with the predecessor's parent (not a session id).
    expect(unlisted.hint).toBe(
      `Add \`| train-2 | claude | ${successor.session} | laptop | ${repo.dir} | top | train | active |\` after \`train\`’s row; set \`train\` to \`done\`, and give its resources and workers to \`train-2\`.`,
    );
    await applySuggested(repo, 'chain-session-unlisted');
    const doc = readFileSync(join(repo.dir, 'TEAM.md'), 'utf8');
    expect(doc).toContain(`| train | claude | ${TRAIN.session} | laptop | ../repo | top | train | done |`);
    expect(doc).toContain(`| train-2 | claude | ${successor.session} | laptop | ${repo.dir} | top | train | active |`);
    expect(await findings(repo)).toEqual([]);

    // Three reports later, four hours on: the successor reported, so nobody calls it silent, and its traffic is an edge.
    for (const hour of ['13', '14', '15']) {
      repo.env.TEAMDOC_NOW = `2026-12-01T${hour}:00:00.000Z`;
      await send(
        repo,
        repo.dir,
        'train-2',
        'top',
        'report',
        `[result] train: epoch ${hour}\nEvidence:\n- runs/${hour}.json — loss\nBears on: none\nNext: go on\n`,
      );
    }
    expect(await findings(repo)).toEqual([]);
    const view = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    expect(view.sessions.find((session: { name: string }) => session.name === 'train-2')).toMatchObject({
      parent: { name: 'top' },
      status: 'active',
      tableDisagrees: null,
    });
    expect(
      view.traffic.pairs.map((pair: { relation: string; a: { name: string }; b: { name: string } }) => `${pair.relation} ${pair.a.name}→${pair.b.name}`),
    ).toEqual(['edge top→train-2']);
  });

  it('the top hands off: its successor becomes the top, the old top done, the workers its own; check names each edit, and the table then agrees with view', async () => {
    const repo = pinnedRepo([topRow, row('train', 'train', 'active', TRAIN.session), row('eval', 'eval', 'active', EVAL.session, 'codex')]);
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    await join_(repo, repo.dir, EVAL, 'top', 'eval');
    later(repo, 60);
    const handoff = await send(repo, repo.dir, 'top', 'top-2', 'handoff', 'Goal: lead the rest of the push.\n');
    later(repo, 5);
    const successor = { name: 'top-2', session: 'c4444444-4444-4444-8444-444444444444' };
    expect((await join_(repo, repo.dir, successor, 'top', '—', '--handoff', handoff)).code).toBe(0);
    const unlisted = (await findings(repo)).find((finding) => finding.ruleId === 'chain-session-unlisted')!;
    expect(unlisted.hint).toContain('| top-2 | claude | c4444444-4444-4444-8444-444444444444 | laptop |');
    await applySuggested(repo, 'chain-session-unlisted');
    const doc = readFileSync(join(repo.dir, 'TEAM.md'), 'utf8');
    expect(doc).toContain(`| top | claude | ${TOP.session} | laptop | ../repo | — | — | done |`);
    expect(doc).toContain(`| train | claude | ${TRAIN.session} | laptop | ../repo | top-2 | train | active |`);
    expect(await findings(repo)).toEqual([]);
    const view = JSON.parse((await teamdoc(repo, repo.dir, 'view', '--format', 'json')).stdout);
    const byName = (name: string) => view.sessions.find((session: { name: string }) => session.name === name);
    expect(byName('top-2')).toMatchObject({ parent: null, status: 'active', takeover: { kind: 'handoff' } });
    expect(byName('train')).toMatchObject({ parent: { name: 'top-2' }, tableDisagrees: null });
    expect(byName('top')).toMatchObject({ status: 'done', successor: `session:${successor.session}` });
  });

  it('replacing a dead worker without a packet: its row stopped, the replacement’s row owns the part; no second-owner error, no verdict asked of the stopped one', async () => {
    const repo = pinnedRepo([topRow, row('eval', 'eval', 'active', EVAL.session, 'codex')]);
    await join_(repo, repo.dir, EVAL, 'top', 'eval');
    later(repo, 60);
    editDoc(repo, (text) =>
      text.replace(
        `| eval | codex | ${EVAL.session} | laptop | ../repo | top | eval | active |`,
        `| eval | codex | ${EVAL.session} | laptop | ../repo | top | eval | stopped |\n${row('eval-2', 'eval', 'planned', '—', 'codex')}`,
      ),
    );
    expect(await findings(repo)).toEqual([]);
    repo.git('commit', '-qam', 'eval-2 replaces eval');
    const kickoff = await teamdoc(repo, repo.dir, 'kickoff', 'eval', '--permission-mode', 'default');
    expect(kickoff.stdout).toContain('# Kickoff: you are eval-2, owner of part eval');
    expect(kickoff.stdout).toContain(`- \`eval\` (stopped, session \`${EVAL.session}\`)`);
    expect((await join_(repo, repo.dir, { name: 'eval-2', session: '019b0000-0000-7000-8000-00000000e7b2', runtime: 'codex' }, 'top', 'eval')).code).toBe(0);
    expect(await findings(repo)).toEqual([]);
  });

  it('the second worker: workers started one after another never deadlock the kickoff; marking one active before its plan names the way back', async () => {
    // Parts without a plan: the workers write theirs.
    const repo = pinnedRepo([topRow, row('train', 'train', 'planned'), row('eval', 'eval', 'planned', '—', 'codex')], true);
    expect((await teamdoc(repo, repo.dir, 'kickoff', 'train', '--permission-mode', 'default')).code).toBe(0);
    await join_(repo, repo.dir, TRAIN, 'top', 'train');
    expect((await teamdoc(repo, repo.dir, 'kickoff', 'eval', '--permission-mode', 'default')).code).toBe(0);

    // The old practice (active on the ack) is an error whose edit is the documented layout again.
    editDoc(repo, (text) => text.replace('| top | train | planned |', '| top | train | active |'));
    const refused = await teamdoc(repo, repo.dir, 'kickoff', 'eval', '--permission-mode', 'default');
    expect(refused.code).toBe(1);
    const planCriteria = (await findings(repo)).filter((finding) => finding.ruleId === 'part-plan-criteria');
    expect(planCriteria[0]!.hint).toContain('A worker stays `planned` until its `[plan]` is in the doc (`teamdoc apply-plan train` writes it');
    await applySuggested(repo, 'part-plan-criteria');
    expect(await findings(repo)).toEqual([]);
    expect((await teamdoc(repo, repo.dir, 'kickoff', 'eval', '--permission-mode', 'default')).code).toBe(0);
  });

  it('a worker never commits in the top’s checkout: its plan travels as [plan], the top writes it with apply-plan, its own board edit stays its own', async () => {
    const repo = pinnedRepo([topRow, row('train', 'train', 'planned')], true);
    const path = join(repo.dir, 'TEAM.md');
    const worktree = addWorktree(repo, 'train');
    const kickoff = (await teamdoc(repo, repo.dir, 'kickoff', 'train', '--permission-mode', 'default')).stdout;
    expect(kickoff).not.toContain('git -C');
    expect(kickoff.replace(/\s+/g, ' ')).toContain('Never edit it: it belongs to your parent');
    await join_(repo, worktree, TRAIN, 'top', 'train');
    later(repo, 5);
    await send(
      repo,
      worktree,
      'train',
      'top',
      'report',
      '[plan] train: the 7B run\nPlan:\n- launch on cards 0-3\nCriteria:\n- Pass: loss at or below 2.1 at 20k\n- Fail: loss above 2.1 at 20k\n',
    );
    // The top's uncommitted board edit.
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(
        '| Item | Owner | State | Next |\n| --- | --- | --- | --- |',
        '| Item | Owner | State | Next |\n| --- | --- | --- | --- |\n| 7B run | train | starting | plan |',
      ),
    );
    // From the worker's checkout, writing the top's doc is refused, and nothing changes there.
    const before = readFileSync(path, 'utf8');
    const refused = await teamdoc(repo, worktree, 'apply-plan', 'train');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is in another checkout');
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(repo.git('status', '--porcelain')).toBe(' M TEAM.md');
    // The top writes it in its own checkout: the plan, the criteria, the row; its board edit is still there, for it to commit.
    expect((await teamdoc(repo, repo.dir, 'apply-plan', 'train')).code).toBe(0);
    const after = readFileSync(path, 'utf8');
    expect(after).toContain('| 7B run | train | starting | plan |');
    expect(after).toContain('- Pass: loss at or below 2.1 at 20k');
    expect(after).toContain(`| train | claude | ${TRAIN.session} | laptop | ${worktree} | top | train | active |`);
    expect(repo.git('log', '--format=%s')).toBe('initial');
    expect(await findings(repo)).toEqual([]);
  });

  it('at the door: a misspelt part or parent at join, a misspelt recipient or reply id at record, each refused with a did-you-mean, nothing written; --outside-team for a person', async () => {
    const rows = [topRow, row('serving', 'serving', 'planned'), row('eval', 'eval', 'planned', '—', 'codex')];
    const repo = pinnedRepo(rows);
    const serve = await join_(repo, repo.dir, { name: 'serving', session: TRAIN.session }, 'top', 'serve');
    expect(serve.code).toBe(2);
    expect(serve.stderr).toBe(
      'teamdoc: no part "serve" in TEAM.md; did you mean "serving"?\nhint: The parts are: serving, eval. Nothing was written. If your parent added the part since this checkout was updated, update it (git pull) and join again.\n',
    );
    const parent = await join_(repo, repo.dir, { name: 'serving', session: TRAIN.session }, 'tpo', 'serving');
    expect(parent.code).toBe(2);
    expect(parent.stderr).toContain('no session named "tpo" in TEAM.md or the log; did you mean "top"?');
    expect((await teamdoc(repo, repo.dir, 'log', '--format', 'json')).stdout).toContain('"messages":[]');

    const evl = await runCli(['record', '--from', 'top', '--to', 'evl', '--kind', 'brief'], { cwd: repo.dir, env: repo.env, input: 'hello\n' });
    expect(evl.code).toBe(2);
    expect(evl.stderr).toContain('no one named "evl" on the team (the roles table and the log); did you mean "eval"?');
    const brief = await send(repo, repo.dir, 'top', 'eval', 'brief', 'hello\n');
    // The id with its last character mistyped (a prefix would be taken: any unique one of six or more characters is).
    // Ids are read letter case aside, so the replacement differs from the original in any case.
    const typo = `${brief.slice(0, -1)}${/x$/i.test(brief) ? 'Y' : 'X'}`;
    const reply = await runCli(['record', '--from', 'eval', '--to', 'top', '--kind', 'report', '--in-reply-to', typo], {
      cwd: repo.dir,
      env: repo.env,
      input: 'hi\n',
    });
    expect(reply.code).toBe(2);
    expect(reply.stderr).toContain(`--in-reply-to ${typo}: no message with that id in refs/heads/teamdoc/log; did you mean ${brief}?`);
    const person = await runCli(['record', '--from', 'top', '--to', 'ana', '--kind', 'other', '--outside-team'], {
      cwd: repo.dir,
      env: repo.env,
      input: 'the run is done\n',
    });
    expect(person.code).toBe(0);
    expect(
      JSON.parse((await teamdoc(repo, repo.dir, 'log', '--format', 'json')).stdout)
        .messages.map((message: { to: { name: string } }) => message.to.name)
        .sort(),
    ).toEqual(['ana', 'eval']);
  });
});
