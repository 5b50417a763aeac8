/**
 * A corpus of damaged logs: one honest log, copied once per fault, each copy
 * with one fault planted the way a full disk, a lost file, a careless tool or
 * someone with push access would plant it. `doctor --verify` must name every
 * one (exit 1) with a repair, while plain `doctor` stays a look at locks and
 * the spool; the honest log is sound. The repairs it can make are made: a
 * damaged object fetched again from a remote, a rewrite merged back.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { commitWithPlainGit, fileOn, forgedEntry, looseObjectPath, pathsOf, truncateObject } from '../helpers/forge.js';
import { LOG_REF, fsckClean, messageFiles } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

interface Base {
  root: string;
  repo: TempRepo;
  /** Paths of the entries on the log ref, oldest day first. */
  entries: string[];
}

let base: Base;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'teamdoc-corpus-'));
  const repo = makeRepo({ dir: root });
  const record = (at: string, body: string, ...args: string[]) =>
    runCli(['record', '--from', 'train', '--to', 'top', '--kind', 'report', ...args], { cwd: repo.dir, env: pinnedClock(repo.env, at), input: body });
  for (const [at, body] of [
    ['2026-11-29T10:00:00Z', 'an older report\n'],
    ['2026-11-30T10:00:00Z', 'yesterday\n'],
    ['2026-12-01T09:00:00Z', 'loss 2.31: PASS\n'],
    ['2026-12-01T09:30:00Z', 'eval half done\n'],
    ['2026-12-01T10:00:00Z', 'the latest report\n'],
  ] as const) {
    expect((await record(at, body)).code).toBe(0);
  }
  // The reader has read (and so verified) the log once: the witness a rewrite is caught against.
  expect((await runCli(['log'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
  base = { root, repo, entries: messageFiles(repo).sort() };
}, 120_000);

afterAll(() => rmSync(base.root, { recursive: true, force: true }));

/** A fresh copy of the honest log to plant one fault in. */
function copyOfBase(): TempRepo {
  const root = mkdtempSync(join(tmpdir(), 'teamdoc-fault-'));
  cpSync(base.root, root, { recursive: true });
  const dir = join(root, 'repo');
  const env = { ...base.repo.env, HOME: join(root, 'home') };
  return {
    ...base.repo,
    dir,
    home: env.HOME,
    env,
    git: (...args) => execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).replace(/\n$/, ''),
    write: (path, content) => {
      writeFileSync(join(dir, path), content);
      return join(dir, path);
    },
  };
}

const latestDay = 'messages/2026/12/01';

/** Each fault: how it is planted, and what `doctor --verify` must say (its rule id and words). */
const FAULTS: Array<{ name: string; plant: (repo: TempRepo) => void; ruleId: string; says: RegExp }> = [
  {
    name: 'a truncated entry object (a disk that filled up)',
    plant: (repo) => truncateObject(repo, `${LOG_REF}:${base.entries[2]}`),
    ruleId: 'object-damaged',
    says: /needed at [0-9a-f]{12}:messages\/2026\/12\/01\/\w+\.md/,
  },
  {
    name: 'a missing entry object',
    plant: (repo) => rmSync(looseObjectPath(repo, `${LOG_REF}:${base.entries[0]}`)),
    ruleId: 'object-missing',
    says: /blob [0-9a-f]{40} is missing from this repository; needed at [0-9a-f]{12}:messages\/2026\/11\/29\//,
  },
  {
    name: 'a truncated folder of the log',
    plant: (repo) => truncateObject(repo, `${LOG_REF}:${latestDay}`),
    ruleId: 'object-damaged',
    says: /needed at [0-9a-f]{12}:messages\/2026\/12\/01$/,
  },
  {
    name: 'a missing folder of an older commit',
    plant: (repo) => rmSync(looseObjectPath(repo, `${LOG_REF}~2:messages/2026/11`)),
    ruleId: 'object-missing',
    says: /tree [0-9a-f]{40} is missing from this repository; needed at [0-9a-f]{12}:messages\/2026\/11/,
  },
  {
    name: 'a truncated commit in the middle of the history',
    plant: (repo) => truncateObject(repo, `${LOG_REF}~2`),
    ruleId: 'object-damaged',
    says: /needed at commit [0-9a-f]{40} \(a parent of/,
  },
  {
    name: 'a damaged tip commit',
    plant: (repo) => truncateObject(repo, LOG_REF),
    ruleId: 'log-ref-damaged',
    says: /the log ref refs\/heads\/teamdoc\/log is damaged: its commit [0-9a-f]{40} is damaged/,
  },
  {
    name: 'a ref file that holds no object id',
    plant: (repo) => writeFileSync(join(repo.dir, '.git', 'refs', 'heads', 'teamdoc', 'log'), 'not an id\n'),
    ruleId: 'log-ref-damaged',
    says: /does not hold an object id/,
  },
  {
    name: 'a ref pointing at a blob',
    plant: (repo) => writeFileSync(join(repo.dir, '.git', 'refs', 'heads', 'teamdoc', 'log'), `${repo.git('rev-parse', `${LOG_REF}:README.md`)}\n`),
    ruleId: 'log-ref-foreign',
    says: /is not a teamdoc log: it points at a blob, not at a commit/,
  },
  {
    name: 'an entry edited in place',
    plant: (repo) =>
      commitWithPlainGit(repo, LOG_REF, { files: { [base.entries[2]!]: forgedEntry(fileOn(repo, LOG_REF, base.entries[2]!), { body: 'loss 9.99: FAIL\n' }) } }),
    ruleId: 'log-integrity',
    says: /changed by commit [0-9a-f]{12} after it was recorded; the original is shown \[edited\]/,
  },
  {
    name: 'an entry removed',
    plant: (repo) => commitWithPlainGit(repo, LOG_REF, { files: { [base.entries[1]!]: null } }),
    ruleId: 'log-integrity',
    says: /removed by commit [0-9a-f]{12} after it was recorded; the original is shown from the history \[removed\]/,
  },
  {
    name: 'a backdated copy under a reused id',
    plant: (repo) => {
      const bytes = fileOn(repo, LOG_REF, base.entries[3]!);
      const id = base.entries[3]!.split('/').pop()!.slice(0, -3);
      commitWithPlainGit(repo, LOG_REF, {
        files: { [pathsOf(id, '2020-01-01T00:00:00.000Z').entry]: forgedEntry(bytes, { time: '2020-01-01T00:00:00.000Z', body: 'eval: all passed\n' }) },
      });
    },
    ruleId: 'log-integrity',
    says: /reuses the id \w+ of messages\/2026\/12\/01\/\w+\.md .*\[id-reused\]/,
  },
  {
    name: 'a key pointed at another entry',
    plant: (repo) => {
      const id = base.entries[4]!.split('/').pop()!.slice(0, -3);
      commitWithPlainGit(repo, LOG_REF, { files: { [pathsOf(id, '2026-12-01T10:00:00.000Z').key]: fileOn(repo, LOG_REF, base.entries[0]!) } });
    },
    ruleId: 'log-integrity',
    says: /this key-index entry was changed by commit [0-9a-f]{12}; teamdoc only ever adds keys \[key-changed\]/,
  },
  {
    name: 'a foreign entry with no key',
    plant: (repo) =>
      commitWithPlainGit(repo, LOG_REF, {
        files: {
          [pathsOf('hand-made', '2026-12-01T11:00:00.000Z').entry]: forgedEntry(fileOn(repo, LOG_REF, base.entries[0]!), {
            id: 'hand-made',
            time: '2026-12-01T11:00:00.000Z',
          }),
        },
      }),
    ruleId: 'log-integrity',
    says: /without its key-index entry: not written by teamdoc \[unindexed\]/,
  },
  {
    name: 'an entry in a folder that does not match its time',
    plant: (repo) => {
      const bytes = forgedEntry(fileOn(repo, LOG_REF, base.entries[0]!), { id: 'moved-in' });
      const paths = pathsOf('moved-in', '2026-12-01T00:00:00.000Z');
      commitWithPlainGit(repo, LOG_REF, { files: { [paths.entry]: bytes, [paths.key]: bytes } });
    },
    ruleId: 'log-integrity',
    says: /its folder does not match its time .*\[misplaced\]/,
  },
  {
    name: 'a file that is not an entry, under an entry’s name',
    plant: (repo) => {
      const paths = pathsOf('not-an-entry', '2026-12-01T00:00:00.000Z');
      commitWithPlainGit(repo, LOG_REF, { files: { [paths.entry]: 'hello\n', [paths.key]: 'hello\n' } });
    },
    ruleId: 'log-integrity',
    says: /expected the file to start with a "---" line \[unreadable\]/,
  },
  {
    name: 'a file beside the log’s own',
    plant: (repo) => commitWithPlainGit(repo, LOG_REF, { files: { 'notes.txt': 'mine\n' } }),
    ruleId: 'log-ref-foreign',
    says: /its tree holds "notes\.txt"/,
  },
  {
    name: 'a merge that brings content neither parent had',
    plant: (repo) => {
      const tip = repo.git('rev-parse', LOG_REF);
      const bytes = forgedEntry(fileOn(repo, LOG_REF, base.entries[0]!), { id: 'smuggled', time: '2026-12-01T12:00:00.000Z' });
      const paths = pathsOf('smuggled', '2026-12-01T12:00:00.000Z');
      repo.git('update-ref', 'refs/heads/evil', tip);
      const withEntry = commitWithPlainGit(repo, 'refs/heads/evil', { files: { [paths.entry]: bytes, [paths.key]: bytes } });
      const tree = repo.git('rev-parse', `${withEntry}^{tree}`);
      const merge = repo.git('commit-tree', tree, '-p', tip, '-p', repo.git('rev-parse', `${tip}~1`), '-m', 'merge');
      repo.git('update-ref', LOG_REF, merge);
    },
    ruleId: 'log-integrity',
    says: /added by commit [0-9a-f]{12}, which also changed, removed or merged in other content: not a teamdoc append \[foreign-commit\]/,
  },
  {
    name: 'a rewrite of the ref (caught against this clone’s witness)',
    plant: (repo) => repo.git('update-ref', LOG_REF, `${LOG_REF}~2`),
    ruleId: 'log-rewritten',
    says: /was rewritten: [0-9a-f]{12} (is|are) no longer in its history/,
  },
  {
    name: 'a rewrite of the ref (caught in its reflog, with no witness)',
    plant: (repo) => {
      rmSync(join(repo.dir, '.git', 'teamdoc', 'log', encodeURIComponent(LOG_REF), 'verified-tip'));
      repo.git('update-ref', LOG_REF, `${LOG_REF}~1`);
    },
    ruleId: 'log-rewritten',
    says: /was rewritten: [0-9a-f]{12} (is|are) no longer in its history/,
  },
  {
    name: 'a damaged object inside a pack',
    plant: (repo) => {
      repo.git('repack', '-a', '-d', '-q');
      const id = repo.git('rev-parse', `${LOG_REF}:${base.entries[2]}`);
      const pack = join(repo.dir, '.git', 'objects', 'pack');
      const index = readdirSync(pack).find((name) => name.endsWith('.idx'))!;
      const offsets = execFileSync('git', ['show-index'], { input: readFileSync(join(pack, index)), encoding: 'utf8' });
      const offset = Number(
        offsets
          .split('\n')
          .find((line) => line.includes(id))!
          .split(' ')[0],
      );
      const packFile = join(pack, index.replace(/\.idx$/, '.pack'));
      chmodSync(packFile, 0o644);
      const bytes = readFileSync(packFile);
      bytes[offset + 12] = bytes[offset + 12]! ^ 0xff;
      writeFileSync(packFile, bytes);
    },
    ruleId: 'object-damaged',
    says: /needed at [0-9a-f]{12}:messages\/2026\/12\/01\//,
  },
];

describe('doctor --verify over a corpus of damaged logs', () => {
  it('finds nothing in the honest log, and says it is sound', async () => {
    const repo = copyOfBase();
    const result = await runCli(['doctor', '--verify'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('is sound');
  });

  for (const fault of FAULTS) {
    it(`finds ${fault.name}, with a repair`, async () => {
      const repo = copyOfBase();
      fault.plant(repo);
      const result = await runCli(['doctor', '--verify', '--dry-run', '--format', 'json'], { cwd: repo.dir, env: repo.env });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as { findings: Array<{ ruleId: string; message: string; hint: string }>; actions: Array<{ message: string }> };
      const found = [
        ...report.findings.map((finding) => ({ ...finding, text: finding.message })),
        ...report.actions.map((action) => ({ ruleId: 'action', text: action.message, hint: 'action' })),
      ];
      const match = found.filter((finding) => fault.says.test(finding.text));
      expect(
        match.map((finding) => finding.ruleId),
        JSON.stringify(report, null, 2),
      ).toContain(fault.ruleId);
      for (const finding of report.findings) expect(finding.hint.length).toBeGreaterThan(20);
    });
  }
});

describe('doctor --verify repairs what it safely can', () => {
  it('fetches a damaged entry object again from a remote that has it: afterwards git finds every object whole and the log reads', async () => {
    const repo = copyOfBase();
    const remote = join(repo.dir, '..', 'remote.git');
    // --no-local: a local clone would share the object files by hard links, and the damage with them.
    repo.git('clone', '-q', '--bare', '--no-local', repo.dir, remote);
    repo.git('remote', 'add', 'origin', remote);
    repo.git('push', '-q', 'origin', LOG_REF);
    truncateObject(repo, `${LOG_REF}:${base.entries[2]}`);
    expect(spawnSync('git', ['fsck', '--no-dangling'], { cwd: repo.dir, env: repo.env }).status).not.toBe(0);

    const repaired = await runCli(['doctor', '--verify'], { cwd: repo.dir, env: repo.env });
    expect(repaired.stdout).toContain('set the damaged object');
    expect(repaired.stdout).toContain('fetch refs/heads/teamdoc/log again from origin with every object it needs (git fetch --refetch)');
    expect(repaired.code).toBe(0);
    fsckClean(repo);
    const log = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(log.code).toBe(0);
    expect(JSON.parse(log.stdout).messages).toHaveLength(5);
  });

  it('merges back history a rewrite dropped: every entry is in the log again and the log is sound', async () => {
    const repo = copyOfBase();
    repo.git('update-ref', LOG_REF, `${LOG_REF}~2`);
    expect((await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'after the rewrite\n' })).code).toBe(
      0,
    );
    const repaired = await runCli(['doctor', '--verify'], { cwd: repo.dir, env: repo.env });
    expect(repaired.stdout).toContain('merge back history the ref no longer holds');
    expect(repaired.code).toBe(0);
    expect(messageFiles(repo)).toHaveLength(6);
    const log = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(log).toMatchObject({ code: 0, stderr: '' });
    expect((await runCli(['doctor', '--verify'], { cwd: repo.dir, env: repo.env })).code).toBe(0);
    fsckClean(repo);
  });
});
