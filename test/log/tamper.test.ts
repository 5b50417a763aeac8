/**
 * Forgeries by someone with push access and plain git, as the issue made
 * them: a copied entry with its body changed, its hash recomputed and its
 * time backdated under the same id; an in-place edit; a foreign entry with
 * no key; a re-id'd copy; a rewrite of the ref. The reader shows the
 * original, names every forgery with its file and commit, and exits 1; a
 * foreign entry never stops later writers.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { commitWithPlainGit, fileOn, forgedEntry, pathsOf } from '../helpers/forge.js';
import { LOG_REF } from '../helpers/log.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';

const NOW = '2026-12-01T12:00:00.000Z';

async function record(repo: TempRepo, body: string, args: string[] = [], cwd = repo.dir) {
  const result = await runCli(['record', '--from', 'train-lead', '--to', 'top', '--kind', 'report', ...args], {
    cwd,
    env: pinnedClock(repo.env, NOW),
    input: body,
  });
  return { ...result, id: result.stdout.trim() };
}

async function logJson(repo: TempRepo) {
  const result = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: pinnedClock(repo.env, NOW) });
  return {
    code: result.code,
    stderr: result.stderr,
    json: JSON.parse(result.stdout) as {
      messages: Array<{
        id: string;
        body: string;
        time: string;
        from: { name: string };
        integrity?: Array<{ problem: string; path: string; commit?: string }>;
      }>;
      problems: Array<{ path: string; kind?: string; message: string }>;
    },
  };
}

/** A log with two honest reports; returns the first one's id and file. */
async function honestLog(repo: TempRepo): Promise<{ id: string; path: string; bytes: Buffer }> {
  const first = await record(repo, 'loss 2.31 at step 4000: PASS\n');
  expect(first.code).toBe(0);
  expect((await record(repo, 'eval done\n')).code).toBe(0);
  const path = pathsOf(first.id, NOW).entry;
  return { id: first.id, path, bytes: fileOn(repo, LOG_REF, path) };
}

describe('tamper evidence in teamdoc log', () => {
  it('a copy under the same id with another body, its hash recomputed and its time backdated, is named, never shown in place of the original', async () => {
    const repo = makeRepo();
    const { id, path, bytes } = await honestLog(repo);
    const forgedTime = '2020-01-01T00:00:00.000Z';
    const forgery = forgedEntry(bytes, { body: 'loss 9.99 at step 4000: FAIL\n', time: forgedTime });
    const commit = commitWithPlainGit(repo, LOG_REF, { files: { [pathsOf(id, forgedTime).entry]: forgery }, date: '2020-01-01T00:00:00Z' });

    const { code, json, stderr } = await logJson(repo);
    expect(code).toBe(1);
    const shown = json.messages.filter((message) => message.id === id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.body).toBe('loss 2.31 at step 4000: PASS\n');
    expect(shown[0]!.time).toBe(NOW);
    expect(json.messages.map((message) => message.body)).not.toContain('loss 9.99 at step 4000: FAIL\n');
    expect(shown[0]!.integrity).toEqual([expect.objectContaining({ problem: 'id-reused', path: pathsOf(id, forgedTime).entry, commit })]);
    expect(stderr).toContain(
      `teamdoc: ${pathsOf(id, forgedTime).entry}: reuses the id ${id} of ${path} (added by commit ${commit.slice(0, 12)}, after the original); it is not shown [id-reused]`,
    );
    expect(stderr).toContain('hint: `teamdoc doctor --verify`');

    const text = await runCli(['log'], { cwd: repo.dir, env: pinnedClock(repo.env, NOW) });
    expect(text.stdout).toContain(`  ! id-reused: ${pathsOf(id, forgedTime).entry}: reuses the id ${id}`);
    expect(text.stdout).not.toContain('FAIL');
  });

  it('the same forgery with the key index pointed at it too: the key change is named and the original still shown', async () => {
    const repo = makeRepo();
    const { id, bytes } = await honestLog(repo);
    const forgedTime = '2020-01-01T00:00:00.000Z';
    const forgery = forgedEntry(bytes, { body: 'loss 9.99: FAIL\n', time: forgedTime });
    const paths = pathsOf(id, forgedTime);
    commitWithPlainGit(repo, LOG_REF, { files: { [paths.entry]: forgery, [paths.key]: forgery } });

    const { json } = await logJson(repo);
    expect(json.messages.find((message) => message.id === id)!.body).toBe('loss 2.31 at step 4000: PASS\n');
    expect(json.problems.map((problem) => problem.kind).sort()).toEqual(['id-reused', 'key-changed']);
  });

  it('an edit in place with the hash recomputed is named, although the key index still holds the original bytes', async () => {
    const repo = makeRepo();
    const { id, path, bytes } = await honestLog(repo);
    const commit = commitWithPlainGit(repo, LOG_REF, { files: { [path]: forgedEntry(bytes, { body: 'loss 2.31 at step 4000: FAIL\n' }) } });
    const { code, json, stderr } = await logJson(repo);
    expect(code).toBe(1);
    const message = json.messages.find((candidate) => candidate.id === id)!;
    expect(message.body).toBe('loss 2.31 at step 4000: PASS\n');
    expect(message.integrity).toEqual([expect.objectContaining({ problem: 'edited', path, commit })]);
    expect(stderr).toContain(`${path}: changed by commit ${commit.slice(0, 12)} after it was recorded; the original is shown [edited]`);
  });

  it('a backdated entry (its time edited in place) keeps its recorded time', async () => {
    const repo = makeRepo();
    const { id, path, bytes } = await honestLog(repo);
    commitWithPlainGit(repo, LOG_REF, { files: { [path]: forgedEntry(bytes, { time: '2026-11-30T09:00:00.000Z' }) } });
    const { json } = await logJson(repo);
    expect(json.messages.find((message) => message.id === id)!.time).toBe(NOW);
    expect(json.problems.map((problem) => problem.kind)).toEqual(['edited']);
  });

  it('a re-id’d copy (the original removed, the copy under a new id with keys) shows the original from the history, and marks the copy', async () => {
    const repo = makeRepo();
    const { id, path, bytes } = await honestLog(repo);
    const copy = forgedEntry(bytes, { id: 'renamed-1', from: 'someone-else' });
    const paths = pathsOf('renamed-1', NOW);
    commitWithPlainGit(repo, LOG_REF, { files: { [path]: null, [pathsOf(id, NOW).key]: null, [paths.entry]: copy, [paths.key]: copy } });
    const { json } = await logJson(repo);
    const original = json.messages.find((message) => message.id === id)!;
    expect(original.from.name).toBe('train-lead');
    expect(original.integrity!.map((note) => note.problem)).toEqual(['removed']);
    expect(json.messages.find((message) => message.id === 'renamed-1')!.integrity!.map((note) => note.problem)).toEqual(['foreign-commit']);
    expect(json.problems.map((problem) => problem.kind).sort()).toEqual(['foreign-commit', 'key-changed', 'removed']);
  });
});

describe('a foreign entry never blocks later writers', () => {
  it('refuses `record --id` of a foreign entry’s id with the reason, and every later record from any worktree is committed', async () => {
    const repo = makeRepo();
    const worktree = addWorktree(repo, 'other');
    const { bytes } = await honestLog(repo);
    // An entry written by hand: today's folder, a caller's id, no key-index entry.
    const foreign = forgedEntry(bytes, { id: 'hand-made', body: 'written with plain git\n' });
    commitWithPlainGit(repo, LOG_REF, { files: { [pathsOf('hand-made', NOW).entry]: foreign } });

    const reused = await record(repo, 'my own message\n', ['--id', 'hand-made']);
    expect(reused.code).toBe(2);
    expect(reused.stderr).toContain('the id hand-made is already used by message hand-made with different content');
    for (const cwd of [repo.dir, worktree, repo.dir]) expect((await record(repo, 'later report\n', [], cwd)).code).toBe(0);
    // The same message again is a retry of what the log holds: nothing new is written.
    expect((await record(repo, 'written with plain git\n', ['--id', 'hand-made'])).code).toBe(0);

    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(0);
    const { json } = await logJson(repo);
    expect(json.messages.find((message) => message.id === 'hand-made')!.integrity!.map((note) => note.problem)).toEqual(['unindexed']);
    expect(json.messages.filter((message) => message.body === 'later report\n')).toHaveLength(3);
  });

  it('a foreign entry in another day’s folder does not take the id from the entry teamdoc records for it later', async () => {
    const repo = makeRepo();
    const { bytes } = await honestLog(repo);
    commitWithPlainGit(repo, LOG_REF, {
      files: {
        [pathsOf('claimed', '2026-11-01T00:00:00.000Z').entry]: forgedEntry(bytes, { id: 'claimed', time: '2026-11-01T00:00:00.000Z', body: 'foreign\n' }),
      },
    });
    expect((await record(repo, 'ours\n', ['--id', 'claimed'])).code).toBe(0);
    const { json } = await logJson(repo);
    const shown = json.messages.filter((message) => message.id === 'claimed');
    expect(shown.map((message) => message.body)).toEqual(['ours\n']);
    expect(shown[0]!.integrity!.map((note) => note.problem)).toEqual(['unindexed']);
  });
});

describe('a rewrite of the log ref', () => {
  it('is caught against the tip this clone verified: what only the old history holds is shown from it, marked', async () => {
    const repo = makeRepo();
    await honestLog(repo);
    const third = await record(repo, 'the report someone wants gone\n');
    expect((await logJson(repo)).code).toBe(0);
    // Rewind the ref past the third report and put another commit on top, as a force-push would.
    execFileSync('git', ['update-ref', LOG_REF, `${LOG_REF}~1`], { cwd: repo.dir, env: repo.env });
    expect((await record(repo, 'a later message\n')).code).toBe(0);

    const { code, json, stderr } = await logJson(repo);
    expect(code).toBe(1);
    const dropped = json.messages.find((message) => message.id === third.id)!;
    expect(dropped.body).toBe('the report someone wants gone\n');
    expect(dropped.integrity!.map((note) => note.problem)).toEqual(['rewritten']);
    expect(stderr).toMatch(
      /teamdoc: refs\/heads\/teamdoc\/log: rewritten since this clone last read it: commit [0-9a-f]{12} is no longer in its history; 1 entry only it holds is shown from it/,
    );
    // Still said on the next read, at the same tip and after another append.
    expect((await logJson(repo)).code).toBe(1);
    expect((await record(repo, 'and another\n')).code).toBe(0);
    expect((await logJson(repo)).json.messages.find((message) => message.id === third.id)).toBeDefined();
  });

  it('a file planted where a day’s folder belongs: the writes wait in quarantine, doctor names the file and the command, and the command as written commits them all', async () => {
    const repo = makeRepo();
    await honestLog(repo);
    const tomorrow = '2026-12-02T12:00:00.000Z';
    const day = pathsOf('x', tomorrow).entry.split('/').slice(0, -1).join('/');
    const planted = commitWithPlainGit(repo, LOG_REF, { files: { [day]: Buffer.from('not a folder\n') } });
    for (const body of ['day two\n', 'day two, later\n']) {
      const blocked = await runCli(['record', '--from', 'train-lead', '--to', 'top', '--kind', 'report'], {
        cwd: repo.dir,
        env: pinnedClock(repo.env, tomorrow),
        input: body,
      });
      expect(blocked.code).toBe(2);
      expect(blocked.stderr).toMatch(
        /^teamdoc: Unexpected file in the log where this entry belongs: \S+ cannot be stored: messages\/2026\/12\/02 is a file where a folder should be/,
      );
      expect(blocked.stderr).toContain('Nothing is lost: the entry waits in the quarantine folder.');
      expect(blocked.stderr).not.toContain('reuse of an id');
    }
    expect((await logJson(repo)).json.messages).toHaveLength(2);

    for (const verify of [[], ['--verify']]) {
      const doctor = await runCli(['doctor', ...verify, '--format', 'json'], { cwd: repo.dir, env: repo.env });
      expect(doctor.code).toBe(1);
      const findings = (JSON.parse(doctor.stdout) as { findings: Array<{ ruleId: string; message: string; hint: string }> }).findings;
      const found = findings.find((finding) => finding.ruleId === 'log-planted-file')!;
      expect(found.message).toBe(`${day} on ${LOG_REF} is a file where a folder of the log belongs; 2 entries wait in quarantine for that folder`);
      expect(findings.filter((finding) => finding.ruleId === 'quarantine')).toEqual([]);
    }
    const hint = (
      JSON.parse((await runCli(['doctor', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout) as {
        findings: Array<{ ruleId: string; hint: string }>;
      }
    ).findings.find((finding) => finding.ruleId === 'log-planted-file')!.hint;
    const command = /`teamdoc (doctor --move-aside \S+)`/.exec(hint)![1]!.split(' ');

    const repaired = await runCli(command, { cwd: repo.dir, env: pinnedClock(repo.env, tomorrow) });
    expect(repaired.stdout).toContain(`move ${day} aside to ${day}.aside, kept in the log (commit `);
    expect(repaired.stdout).toContain('commit 2 entries that waited in quarantine for it');
    expect(repaired.code).toBe(0);
    // The planted bytes are kept, and the commit that moved them is one commit on top of the plant.
    expect(fileOn(repo, LOG_REF, `${day}.aside`).toString()).toBe('not a folder\n');
    expect(repo.git('rev-list', '--count', `${planted}..${LOG_REF}`)).toBe('2');

    const { json, stderr } = await logJson(repo);
    expect(json.messages.map((message) => message.body)).toEqual(expect.arrayContaining(['day two\n', 'day two, later\n']));
    expect(json.messages).toHaveLength(4);
    // The plant is still evidence in the history; moving it aside added nothing to say.
    expect(json.problems.map((problem) => problem.path)).toEqual([day]);
    expect(stderr).not.toContain('.aside');
    const after = await runCli(['doctor', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect((JSON.parse(after.stdout) as { findings: Array<{ ruleId: string }> }).findings).toEqual([]);
    expect(after.code).toBe(0);
    expect((await record(repo, 'and the day goes on\n')).code).toBe(0);
  });
});
