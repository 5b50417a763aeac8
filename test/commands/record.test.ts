import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logStatePaths } from '../../src/log/store/state-dir.js';
import { TEAMDOC_BIN, runCli } from '../helpers/cli.js';
import { withLineEndings } from '../helpers/line-endings.js';
import { LOG_REF, gitIn, loggedIds, workingState } from '../helpers/log.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';
import { childScript } from '../helpers/child-scripts.js';
import { teamDoc } from '../helpers/chain-team.js';

function record(repo: TempRepo, args: string[], input: string | Buffer = 'hello\n', cwd = repo.dir) {
  return runCli(['record', '--from', 'worker', '--to', 'lead', '--kind', 'report', ...args], { cwd, env: repo.env, input });
}

function spoolOf(repo: TempRepo): string[] {
  const spool = logStatePaths(join(repo.dir, '.git'), LOG_REF).spool;
  return existsSync(spool) ? readdirSync(spool) : [];
}

describe('teamdoc record', () => {
  it('prints the new id and exits 0 once the message is committed', async () => {
    const repo = makeRepo();
    const result = await record(repo, []);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const id = result.stdout.trim();
    expect(id).toMatch(/^[0-9A-Z]{26}$/);
    expect(loggedIds(repo)).toEqual([id]);
    expect(spoolOf(repo)).toEqual([]);
  });

  it("refuses a report whose first line opens with a format's tag but lacks its form (a plan read as a result would stand for ever), and takes it written right", async () => {
    const repo = makeRepo();
    const plan = 'Plan: sweep warmup\nCriteria:\n- Pass: loss at or below 2.1\n- Fail: above 2.1\n';
    for (const first of ['[plan] train', '[plan]train: sweep', '\uFEFF[done] train']) {
      const refused = await record(repo, ['--from', 'train', '--to', 'top'], `${first}\r\n${plan}`);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        `teamdoc: Unexpected first line ${JSON.stringify(first.replace('\uFEFF', ''))}, expected a report heading: [${first.includes('done') ? 'done' : 'plan'}] <part>: <one line>\n`,
      );
      expect(refused.stderr).toContain('Nothing was written.');
    }
    // Untagged bodies and tags that are no format stay free text.
    expect((await record(repo, [], 'the run is done\n')).code).toBe(0);
    expect((await record(repo, [], '[wip] still going\n')).code).toBe(0);
    expect((await record(repo, ['--from', 'train', '--to', 'top'], `[plan] train: sweep warmup\n${plan}`)).code).toBe(0);
    expect(loggedIds(repo)).toHaveLength(3); // the refused three left nothing
  });

  it('reads the body from --body-file as well as from stdin, byte for byte', async () => {
    const repo = makeRepo();
    const body = 'line 1\r\nline 2 ```` \u001b[31mred\n';
    writeFileSync(join(repo.dir, '..', 'body.md'), body);
    const result = await record(repo, ['--body-file', '../body.md', '--id', 'from-file'], '');
    expect(result.code).toBe(0);
    const json = JSON.parse((await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(json.messages[0].body).toBe(body);
  });

  it('a body file saved on Windows (BOM, CRLF) or with lone CRs: stored byte for byte, shown by log as lines, read by view as the LF report', async () => {
    const repo = makeRepo();
    const report = '[done] train: loss 2.04 at 20k\nCriteria: Pass: loss at or below 2.1 at 20k, met.\n';
    const bodies = { lf: report, windows: withLineEndings(report, 'bom+crlf'), cr: withLineEndings(report, 'cr'), mixed: withLineEndings(report, 'mixed') };
    for (const [name, body] of Object.entries(bodies)) {
      writeFileSync(join(repo.dir, '..', `${name}.md`), body);
      expect((await record(repo, ['--body-file', `../${name}.md`, '--id', name, '--from', 'train', '--to', 'top'], '')).code).toBe(0);
    }
    const log = (...args: string[]) => runCli(['log', ...args], { cwd: repo.dir, env: repo.env });
    const json = JSON.parse((await log('--format', 'json')).stdout).messages as Array<{ id: string; body: string }>;
    expect(Object.fromEntries(json.map((message) => [message.id, message.body]))).toEqual(bodies);

    const text = (await log()).stdout;
    expect(text.split('    [done] train: loss 2.04 at 20k\n    Criteria: Pass: loss at or below 2.1 at 20k, met.\n').length - 1).toBe(4);
    expect(text).not.toMatch(/\r|\\u000d|\\ufeff/);
    expect((await log('--format', 'markdown')).stdout).not.toMatch(/[\r\ufeff]/);

    // A [done] report citing nothing is listed by view, whatever its line endings.
    const view = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(view.traffic.doneWithoutEvidence.map((done: { id: string; part: string }) => `${done.id} ${done.part}`)).toEqual([
      'lf train',
      'windows train',
      'cr train',
      'mixed train',
    ]);
  });

  it('at the door, finds the team doc that git config teamdoc.doc names, from the main checkout and from a worker’s worktree, with the one config read that gives the log its settings', async () => {
    const repo = makeRepo();
    // teamdoc.logRef read in the same call: the doc and the log ref both come from config.
    repo.git('config', 'teamdoc.logRef', 'team/log');
    repo.git('config', 'teamdoc.doc', 'docs/team.md');
    mkdirSync(join(repo.dir, 'docs'));
    repo.write('docs/team.md', teamDoc([`| lead | claude | — | laptop | — | — | — | active |`, `| eval | claude | — | laptop | — | lead | eval | active |`]));
    // A TEAM.md at the default place that the config overrides: a name only it holds is not on the team.
    repo.write('TEAM.md', teamDoc([`| lead | claude | — | laptop | — | — | — | active |`, `| stale | claude | — | laptop | — | lead | stale | active |`]));
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'team doc');
    const worktree = addWorktree(repo, 'eval');
    for (const cwd of [repo.dir, worktree]) {
      const typo = await runCli(['record', '--from', 'lead', '--to', 'evl', '--kind', 'brief'], { cwd, env: repo.env, input: 'hello\n' });
      expect(typo.code).toBe(2);
      expect(typo.stderr).toContain('no one named "evl" on the team (the roles table and the log); did you mean "eval"?');
      expect((await runCli(['record', '--from', 'lead', '--to', 'stale', '--kind', 'brief'], { cwd, env: repo.env, input: 'hello\n' })).code).toBe(2);
      expect(await runCli(['record', '--from', 'lead', '--to', 'eval', '--kind', 'brief'], { cwd, env: repo.env, input: 'hello\n' })).toMatchObject({
        code: 0,
        stderr: '',
      });
    }
    expect(gitIn(repo, repo.dir, 'ls-tree', '-r', '--name-only', 'refs/heads/team/log', 'messages').split('\n')).toHaveLength(2);
  });

  it('leaves a worker’s staged changes, index and branch exactly as they were', async () => {
    const repo = makeRepo({ files: { 'train.py': 'lr = 1e-3\n' } });
    const worktree = addWorktree(repo, 'worker');
    writeFileSync(join(worktree, 'train.py'), 'lr = 3e-4\n');
    gitIn(repo, worktree, 'add', 'train.py');
    writeFileSync(join(worktree, 'notes.txt'), 'not staged\n');
    const before = workingState(repo, worktree);
    const result = await record(repo, ['--evidence', 'path:train.py'], 'changed the learning rate\n', worktree);
    expect(result.code).toBe(0);
    expect(workingState(repo, worktree)).toEqual(before);
    expect(before.status).toBe('M  train.py\n?? notes.txt');
  });

  it('records from a clone where git has no identity configured at all', async () => {
    const repo = makeRepo();
    const home = join(repo.dir, '..', 'empty-home');
    mkdirSync(home);
    const env: NodeJS.ProcessEnv = { ...repo.env, HOME: home, EMAIL: '' };
    for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL']) delete env[name];
    const result = await runCli(['record', '--from', 'a', '--to', 'b', '--kind', 'other'], { cwd: repo.dir, env, input: 'x' });
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  describe('bad input is refused with a located error, exit 2, and nothing written', () => {
    it('a body over the bound (never truncated)', async () => {
      const repo = makeRepo();
      const result = await record(repo, ['--max-body-bytes', '1k'], 'x'.repeat(1025));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('teamdoc: <stdin>: Unexpected body of more than 1024 bytes');
      expect(result.stderr).toContain('hint:');
      repo.git('config', 'teamdoc.maxBodyBytes', '16');
      expect((await record(repo, [], 'x'.repeat(16))).code).toBe(0);
      expect((await record(repo, [], 'x'.repeat(17))).code).toBe(2);
      expect(loggedIds(repo)).toHaveLength(1);
    });

    it('an endless stream on stdin: reading stops just past the bound', async () => {
      const repo = makeRepo();
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn('sh', ['-c', `yes | "${process.execPath}" "${TEAMDOC_BIN}" record --from a --to b --kind other`], { cwd: repo.dir, env: repo.env });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('more than 262144 bytes');
    });

    it('a NUL byte, with its line and column', async () => {
      const repo = makeRepo();
      const result = await record(repo, [], 'first\nab\0c');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('teamdoc: <stdin>:2:3: Unexpected NUL byte');
    });

    it('bytes that are not UTF-8', async () => {
      const repo = makeRepo();
      writeFileSync(join(repo.dir, '..', 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
      const result = await record(repo, ['--body-file', '../latin1.txt'], '');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('teamdoc: ../latin1.txt:1:4: Unexpected byte sequence that is not UTF-8');
      expect(spoolOf(repo)).toEqual([]);
    });

    it('a body on the command line: there is no such option (E2BIG would break it past 128 KiB)', async () => {
      const repo = makeRepo();
      const result = await record(repo, ['--body', 'hello']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("unknown option '--body'");
    });

    it.each([['../x'], ['a/b'], [''], ['x'.repeat(300)]])('an id that is not a safe file name (%#)', async (id) => {
      const repo = makeRepo();
      const result = await record(repo, ['--id', id]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Unexpected id:');
      expect(existsSync(join(repo.dir, '.git', 'refs', 'heads', 'teamdoc'))).toBe(false);
    });

    it('a missing body file', async () => {
      const repo = makeRepo();
      const result = await record(repo, ['--body-file', 'nope.md'], '');
      expect(result).toMatchObject({ code: 2, stderr: 'teamdoc: nope.md: No such file\n' });
    });
  });

  it('stores names that are not safe path parts as names, never as paths', async () => {
    const repo = makeRepo();
    for (const name of ['../x', 'a/b', 'x'.repeat(300)]) {
      const result = await runCli(['record', '--from', name, '--to', name, '--kind', 'other'], { cwd: repo.dir, env: repo.env, input: 'x' });
      expect(result.code).toBe(0);
    }
    const files = gitIn(repo, repo.dir, 'ls-tree', '-r', '--name-only', LOG_REF).split('\n');
    expect(
      files.every((path) =>
        /^(README\.md|\.gitattributes|messages\/\d{4}\/\d{2}\/\d{2}\/[0-9A-Z]{26}\.md|keys\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64})$/.test(path),
      ),
    ).toBe(true);
  });

  it('replaces secrets with a visible mark before anything is written, and says how many', async () => {
    const repo = makeRepo();
    const token = 'ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const result = await record(repo, ['--evidence', `command:gh auth login --with-token ${token}`], `my token is ${token}\nsocket /tmp/cc-socks/4017.sock\n`);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('teamdoc: replaced 3 secret-looking strings with a visible mark before writing (2 github-token, claude-socket)\n');
    const everything = execFileSync('git', ['log', '-p', '--all'], { cwd: repo.dir, env: repo.env, encoding: 'utf8' });
    expect(everything).toContain('my token is [redacted:github-token]');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('4017.sock');
  });

  it('is refused while a worktree has the log branch checked out', async () => {
    const repo = makeRepo();
    expect((await record(repo, [])).code).toBe(0);
    repo.git('worktree', 'add', '-q', join(repo.dir, '..', 'oops'), 'teamdoc/log');
    const result = await record(repo, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/The log branch refs\/heads\/teamdoc\/log is checked out in .*oops/);
    expect(result.stderr).toContain('hint: ');
  });

  it('exits 75 when the message is durable but a live process holds the lock, and doctor commits it later', async () => {
    const repo = makeRepo();
    const paths = logStatePaths(join(repo.dir, '.git'), LOG_REF);
    const holder = await holdLogLock(paths.lock);
    try {
      const result = await record(repo, ['--wait', '0.3', '--id', 'held-up']);
      expect(result.code).toBe(75);
      expect(result.stdout).toBe('held-up\n');
      expect(result.stderr).toContain(`held-up is durable on disk but not committed to the log yet: the log lock is held by pid ${holder.pid}`);
      expect(result.stderr).toContain('hint: Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits it.');
      expect(spoolOf(repo)).toEqual(['held-up.md']);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    const doctor = await runCli(['doctor'], { cwd: repo.dir, env: repo.env });
    expect(doctor.code).toBe(0);
    expect(doctor.stdout).toContain("remove teamdoc's log lock (held by pid");
    expect(doctor.stdout).toContain('commit 1 entry left in the spool');
    expect(loggedIds(repo)).toEqual(['held-up']);
  });
});

/** A real process that takes the log lock and keeps it until killed. */
async function holdLogLock(lockPath: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [await childScript('hold-log-lock'), lockPath], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}
