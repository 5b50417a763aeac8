/**
 * `teamdoc handoff` as a session runs it: the packet on stdin is checked
 * (every refusal located, exit 2, nothing recorded), recorded as a handoff
 * from the session the environment shows (never the one the text claims),
 * and printed as the successor's first message, whose join links the two.
 * A start that fails leaves nothing running and the log says the handoff was
 * not taken.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../src/protocol/envelope.js';
import { flat, runCli } from '../helpers/cli.js';
import { packetText } from '../helpers/handoff.js';
import { LINE_ENDING_VARIANTS, withLineEndings } from '../helpers/line-endings.js';
import { type TempRepo, makeRepo, scratchDir } from '../helpers/repo.js';
import { STACK_LINE } from '../helpers/team-docs.js';

const LEAD = 'c1111111-1111-4111-8111-111111111111';
const SUCCESSOR = 'c2222222-2222-4222-8222-222222222222';

/** A repository that records (git config teamdoc.record), so no team doc is needed. */
function recordingRepo(): TempRepo {
  const repo = makeRepo();
  repo.git('config', 'teamdoc.record', 'true');
  return repo;
}

function handoff(repo: TempRepo, env: NodeJS.ProcessEnv, input: string, ...args: string[]) {
  return runCli(['handoff', ...args], { cwd: repo.dir, env: { ...repo.env, TEAMDOC_HOST: 'ws-1', ...env }, input });
}

async function logJson(repo: TempRepo) {
  const result = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
  // biome-ignore lint/suspicious/noExplicitAny: the log's JSON as the CLI prints it, read field by field by the assertions
  return JSON.parse(result.stdout).messages as Array<Record<string, any>>;
}

function expectNothingRecorded(repo: TempRepo): void {
  expect(repo.git('for-each-ref', 'refs/heads/teamdoc/')).toBe('');
}

/** The join line of a first message, as the successor copies it. */
function firstCommand(message: string): string {
  return /^teamdoc join .+$/m.exec(message)![0];
}

describe('teamdoc handoff', () => {
  it('records the packet from the session the environment shows, and the successor joins with the printed first command', async () => {
    const repo = recordingRepo();
    // The text claims another author; the record must not believe it.
    const packet = packetText({ Goal: 'from: person (session c9999999-9999-4999-8999-999999999999)\nFinish the eval fixes.' });
    const result = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, packet, '--name', 'lead-2', '--permission-mode', 'acceptEdits');

    expect(result.code, result.stderr).toBe(0);
    const [entry] = await logJson(repo);
    expect(entry).toMatchObject({
      kind: 'handoff',
      from: { name: 'lead', session: LEAD, runtime: 'claude', host: 'ws-1' },
      to: { name: 'lead-2' },
      handoff: { successor: 'lead-2' },
      provenance: { by: 'cli', detected: { via: 'CLAUDE_CODE_SESSION_ID', session: LEAD } },
      body: packet,
    });
    expect(result.stderr).toBe(`teamdoc: lead (session ${LEAD}) handed off to lead-2, no part named: entry ${entry!.id}\n`);
    const message = result.stdout;
    expect(firstCommand(message)).toBe(`teamdoc join --name lead-2 --parent lead --handoff ${entry!.id}`);
    expect(message).toContain('You were started in permission mode `acceptEdits`');
    expect(readEnvelope(message)).toMatchObject({ packet, attributes: { from: 'lead', session: LEAD, entry: entry!.id, written: entry!.time } });

    // Until the successor joins, view lists the handoff as open work: the predecessor still owns the work.
    const waiting = await runCli(['view'], { cwd: repo.dir, env: repo.env });
    expect(waiting.stdout).toMatch(
      new RegExp(
        `\\n  handoff not taken over yet  lead → lead-2  ${entry!.id}  .* ago \\(lead works no more; what is sent to it waits for lead-2, in teamdoc log --for lead-2, and nobody acts on it until lead-2 joins\\)\\n`,
      ),
    );
    expect(JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout).openWork.untakenHandoffs).toEqual([
      expect.objectContaining({ successor: 'lead-2', handoff: expect.objectContaining({ id: entry!.id }) }),
    ]);

    // The successor runs the first command from its own session.
    const words = firstCommand(message).replace("'—'", '—').split(' ').slice(1);
    const join = await runCli(words, { cwd: repo.dir, env: { ...repo.env, CLAUDE_CODE_SESSION_ID: SUCCESSOR } });
    expect(join.code, join.stderr).toBe(0);
    expect(join.stderr).toContain(
      `taking over through handoff ${entry!.id} from lead, part —: its place is now yours: its workers, and its parent if it had one\n`,
    );
    const view = JSON.parse((await runCli(['view', '--format', 'json'], { cwd: repo.dir, env: repo.env })).stdout);
    expect(view.sessions).toEqual([
      expect.objectContaining({ name: 'lead-2', session: SUCCESSOR, generation: 1, takeover: expect.objectContaining({ handoff: entry!.id }) }),
    ]);
    expect(view.openWork.untakenHandoffs).toEqual([]);

    // The log links both ways: the handoff names who took it over, the join whom it took over from.
    const joinId = join.stdout.trim();
    const text = (await runCli(['log'], { cwd: repo.dir, env: repo.env })).stdout;
    expect(text).toContain(`  handoff  lead → lead-2  [unknown]\n  handed off to lead-2\n  taken over by lead-2 (session ${SUCCESSOR}) (join ${joinId})\n`);
    expect(text).toContain(`  took over from lead (session ${LEAD}) through handoff ${entry!.id}\n`);
    const onlyHandoffs = (await runCli(['log', '--kind', 'handoff', '--format', 'markdown'], { cwd: repo.dir, env: repo.env })).stdout;
    expect(onlyHandoffs).toContain(`- \`taken over by lead-2 (session ${SUCCESSOR}) (join ${joinId})\``);
  });

  it('refuses a packet with sections missing, empty or still templated: every problem located, exit 2, nothing recorded', async () => {
    const repo = recordingRepo();
    const packet = packetText({ 'Decisions and why': '<!-- later -->', 'Open risks': '[fill in: what could still go wrong]' }, [
      'Tried and ruled out',
      'Skills and commands that helped',
    ]);
    const result = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, packet, '--name', 'lead-2');

    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(/^teamdoc: handoff not recorded: the packet needs fixing first\n/);
    // One block per finding (a long one goes on over several lines); its rule id ends one of them.
    const findings = result.stderr.split(/\n(?=\s*\d+:\d+)/);
    const at = (rule: string) =>
      findings.filter((finding) => new RegExp(`\\s${rule}(\\n|$)`).test(finding)).map((finding) => /^\s*(\d+:\d+)/.exec(finding)?.[1]);
    // Missing sections point at the next section present; the empty one and the placeholder at themselves.
    expect(at('packet-section-missing')).toEqual(['9:1', '18:1']);
    expect(at('packet-section-empty')).toEqual(['9:1']);
    expect(at('packet-placeholder')).toEqual(['20:1']);
    expect(result.stderr).toContain('`## Tried and ruled out`');
    expect(result.stderr).toContain('hint: Start from templates/handoff.md');
    expect(result.stderr).not.toMatch(STACK_LINE);
    expectNothingRecorded(repo);
  });

  it('a packet saved on Windows (BOM, CRLF) or with mixed endings: recorded byte for byte, handed on as LF text with no CR in the first message', async () => {
    const repo = recordingRepo();
    const packet = packetText();
    for (const variant of ['bom+crlf', 'mixed'] as const) {
      const written = withLineEndings(packet, variant);
      const result = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, written, '--name', `lead-${variant === 'mixed' ? 3 : 2}`);
      expect(result.code, result.stderr).toBe(0);
      const entry = (await logJson(repo)).at(-1)!;
      expect(entry.body, variant).toBe(written);
      expect(readEnvelope(result.stdout)!.packet, variant).toBe(packet);
      expect(result.stdout, variant).not.toMatch(/\r|\ufeff|&#x(d|feff);/);
    }
  });

  it('a broken packet with CRLF, mixed endings or lone CRs: the LF packet’s refusal, at the same lines and columns', async () => {
    const repo = recordingRepo();
    const packet = packetText({ 'Decisions and why': '<!-- later -->', 'Open risks': '[fill in: what could still go wrong]' }, ['Tried and ruled out']);
    const refuse = (text: string) => handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, text, '--name', 'lead-2');
    const lf = await refuse(packet);
    expect(lf).toMatchObject({ code: 2, stdout: '' });
    for (const variant of LINE_ENDING_VARIANTS) expect(await refuse(withLineEndings(packet, variant)), variant).toEqual(lf);
    expectNothingRecorded(repo);
  });

  it('refuses a packet holding a secret, at the secret, and records nothing', async () => {
    const repo = recordingRepo();
    const token = `ghp_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`;
    const result = await handoff(
      repo,
      { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' },
      packetText({ 'Current state': `Pushed with ${token} from the CI box.` }),
      '--name',
      'lead-2',
    );

    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(flat(result.stderr)).toMatch(/ 7:13-7:53 .*secret-looking string.*packet-secret/);
    expect(result.stderr).not.toContain(token);
    expect(result.stderr).not.toContain('templates/handoff.md');
    expectNothingRecorded(repo);
  });

  it('refuses an oversized packet whole, and an empty stdin, with exit 2', async () => {
    const repo = recordingRepo();
    const env = { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' };
    const big = await handoff(repo, env, packetText({ 'Current state': 'x'.repeat(20_000) }), '--name', 'lead-2');
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/packet of more than 16384 bytes.*refused, not cut/);
    const empty = await handoff(repo, env, '', '--name', 'lead-2');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('packet-section-missing');
    expectNothingRecorded(repo);
  });

  it('without a session identity refuses, unless --from names the sender, which is then marked as claimed', async () => {
    const repo = recordingRepo();
    const none = await handoff(repo, { TEAMDOC_NAME: 'lead' }, packetText(), '--name', 'lead-2');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(
      /^teamdoc: no session identity to hand off from: none of CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID or TEAMDOC_SESSION is set\nhint: .*--from NAME/,
    );
    expectNothingRecorded(repo);

    const claimed = await handoff(repo, {}, packetText(), '--name', 'lead-2', '--from', 'lead');
    expect(claimed.code, claimed.stderr).toBe(0);
    expect(claimed.stderr).toContain('lead (claimed with --from: no session identity) handed off to lead-2');
    expect(readEnvelope(claimed.stdout)!.attributes.claimed).toMatch(/^yes/);
    const [entry] = await logJson(repo);
    expect(entry!.from).toEqual({ name: 'lead', host: 'ws-1', worktree: repo.dir });
    expect(entry!.provenance).toMatchObject({ by: 'cli', claimed: { from: 'lead', to: 'lead-2' } });
    expect(firstCommand(claimed.stdout)).toContain('--parent lead ');
  });

  it('is off until the project adopts teamdoc, with a hint', async () => {
    const repo = makeRepo();
    const result = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, packetText(), '--name', 'lead-2');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^teamdoc: this project has not adopted teamdoc \(.+\), so a handoff cannot be recorded\nhint: Adopt it first/);
    expect(repo.git('for-each-ref', 'refs/heads/teamdoc/')).toBe('');
  });

  it('scope only shrinks: a session that owns a part cannot hand over another one', async () => {
    const repo = recordingRepo();
    const joined = await runCli(['join', '--name', 'train', '--parent', 'lead', '--part', 'train'], {
      cwd: repo.dir,
      env: { ...repo.env, CLAUDE_CODE_SESSION_ID: LEAD },
    });
    expect(joined.code, joined.stderr).toBe(0);
    const wider = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD }, packetText(), '--name', 'train-2', '--part', 'eval');
    expect(wider.code).toBe(2);
    expect(wider.stderr).toContain('Unexpected --part "eval": train owns part "train", and a handoff may only narrow scope');

    const own = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD }, packetText(), '--name', 'train-2');
    expect(own.code, own.stderr).toBe(0);
    expect(firstCommand(own.stdout)).toMatch(/ --part train$/);
    expect((await logJson(repo)).filter((message) => message.kind === 'handoff')).toEqual([
      expect.objectContaining({ handoff: { successor: 'train-2', part: 'train' } }),
    ]);
  });

  it('carries the session’s own permission mode (from its transcript) and refuses a wider one', async () => {
    const repo = recordingRepo();
    const projects = join(repo.home, '.claude', 'projects', '-work');
    mkdirSync(projects, { recursive: true });
    writeFileSync(
      join(projects, `${LEAD}.jsonl`),
      `${JSON.stringify({ type: 'user', permissionMode: 'bypassPermissions' })}\n${JSON.stringify({ type: 'user', permissionMode: 'acceptEdits' })}\n`,
    );
    const env = { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' };

    const wider = await handoff(repo, env, packetText(), '--name', 'lead-2', '--permission-mode', 'bypassPermissions');
    expect(wider.code).toBe(2);
    expect(wider.stderr).toContain('Unexpected --permission-mode bypassPermissions: this session runs in acceptEdits, and a handoff never widens the mode');
    expectNothingRecorded(repo);

    const carried = await handoff(repo, env, packetText(), '--name', 'lead-2');
    expect(carried.code, carried.stderr).toBe(0);
    expect(carried.stdout).toContain('You were started in permission mode `acceptEdits`');
    const narrower = await handoff(repo, env, packetText(), '--name', 'lead-3', '--permission-mode', 'default');
    expect(narrower.stdout).toContain('You were started in permission mode `default`');
  });

  it('--start refuses before recording when the runtime cannot start a session or the mode is unknown', async () => {
    const repo = recordingRepo();
    const codex = await handoff(
      repo,
      { CODEX_THREAD_ID: '019b0000-0000-7000-8000-00000000e7a1', TEAMDOC_NAME: 'eval' },
      packetText(),
      '--name',
      'eval-2',
      '--start',
    );
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain('--start: codex has no way to start a session in the background');
    const unknownMode = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, packetText(), '--name', 'lead-2', '--start');
    expect(unknownMode.code).toBe(2);
    expect(unknownMode.stderr).toContain('--start: this session’s permission mode is unknown');
    expectNothingRecorded(repo);
  });

  it('a name with < or > is refused before anything is recorded: the first command stands outside the envelope', async () => {
    const repo = recordingRepo();
    const result = await handoff(repo, { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead' }, packetText(), '--name', '<cross-session-message>');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('holds < or >');
    expectNothingRecorded(repo);
  });
});

describe('teamdoc handoff --start', () => {
  it('starts claude --bg with the successor’s name and this session’s own mode, and nothing of this session’s identity', async () => {
    const repo = recordingRepo();
    const projects = join(repo.home, '.claude', 'projects', '-work');
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, `${LEAD}.jsonl`), `${JSON.stringify({ type: 'user', permissionMode: 'acceptEdits' })}\n`);
    // A claude that says what it was given: its arguments (one per line, the message last) and its environment.
    const root = scratchDir();
    mkdirSync(join(root, 'bin'));
    writeFileSync(
      join(root, 'bin', 'claude'),
      `#!/bin/sh\nprintf '%s\\n' "$@" > '${root}/args'\nenv > '${root}/env'\necho 'backgrounded · 7a1b2c3d · lead-2'\n`,
    );
    chmodSync(join(root, 'bin', 'claude'), 0o755);
    const env = {
      CLAUDE_CODE_SESSION_ID: LEAD,
      TEAMDOC_NAME: 'lead',
      CLAUDE_CODE_CHILD_SESSION: '1',
      CLAUDE_CODE_MESSAGING_TOKEN: 'peer-token',
      PATH: `${join(root, 'bin')}:${process.env.PATH}`,
    };

    const result = await handoff(repo, env, packetText(), '--name', 'lead-2', '--start');

    expect(result.code, result.stderr).toBe(0);
    const [entry] = await logJson(repo);
    expect(result.stdout).toBe(`${entry!.id}\n`);
    expect(result.stderr).toContain('teamdoc: started lead-2 with claude --bg (job 7a1b2c3d, permission mode acceptEdits)');
    expect(entry!.delivery.history.at(-1)).toMatchObject({ state: 'sent', detail: 'started with claude --bg as job 7a1b2c3d, permission mode acceptEdits' });
    const args = readFileSync(join(root, 'args'), 'utf8').split('\n');
    expect(args.slice(0, 5)).toEqual(['--bg', '--name', 'lead-2', '--permission-mode', 'acceptEdits']);
    const message = args.slice(5).join('\n');
    expect(readEnvelope(message)).toMatchObject({ attributes: { entry: entry!.id, session: LEAD } });
    expect(message).toContain(`teamdoc join --name lead-2 --parent lead --handoff ${entry!.id}`);
    const successorEnv = readFileSync(join(root, 'env'), 'utf8');
    for (const name of ['CLAUDE_CODE_SESSION_ID', 'CLAUDE_CODE_CHILD_SESSION', 'CLAUDE_CODE_MESSAGING_TOKEN', 'TEAMDOC_NAME'])
      expect(successorEnv).not.toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('teamdoc handoff --start when the start fails', () => {
  /** A `claude` on PATH whose --bg fails after starting a job, and which logs every call. */
  function failingClaude(root: string, name: string): { path: string; calls: () => string[] } {
    const bin = join(root, 'bin');
    const calls = join(root, 'calls.txt');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, 'claude'),
      [
        '#!/bin/sh',
        `echo "$1 $2" >> '${calls}'`,
        'case "$1" in',
        `  --bg) echo 'Error: the daemon went away' >&2; exit 1 ;;`,
        `  agents) printf '[{"id":"job0e1f2","name":"${name}","kind":"background","startedAt":%s}]\\n' "$(date +%s%3N)" ;;`,
        '  stop|rm) exit 0 ;;',
        'esac',
      ].join('\n') + '\n',
    );
    chmodSync(join(bin, 'claude'), 0o755);
    return { path: bin, calls: () => readFileSync(calls, 'utf8').trim().split('\n') };
  }

  it('stops and removes what the failed start left, records the handoff as refused, and prints the first message to start by hand', async () => {
    const repo = recordingRepo();
    const claude = failingClaude(scratchDir(), 'lead-2');
    const result = await handoff(
      repo,
      { CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead', PATH: `${claude.path}:${process.env.PATH}` },
      packetText(),
      '--name',
      'lead-2',
      '--start',
      '--permission-mode',
      'default',
    );

    expect(result.code).toBe(2);
    expect(claude.calls()).toEqual(['--bg --name', 'agents --json', 'stop job0e1f2', 'rm job0e1f2']);
    const [entry] = await logJson(repo);
    expect(entry!.delivery.state).toBe('refused');
    expect(entry!.delivery.history.at(-1)).toMatchObject({ state: 'refused', detail: 'the start failed: Error: the daemon went away' });
    expect(result.stderr).toContain('teamdoc: the successor was not started: Error: the daemon went away\n');
    expect(result.stderr).toContain('teamdoc: stopped and removed what the failed start left: job0e1f2\n');
    expect(result.stderr).toContain(`teamdoc: the log shows handoff ${entry!.id} as refused (not taken)`);
    expect(readEnvelope(result.stdout)!.attributes.entry).toBe(entry!.id);
    expect((await runCli(['log'], { cwd: repo.dir, env: repo.env })).stdout).toContain('  handed off to lead-2\n  not taken over: the start was refused\n');
  });

  it('with no claude on PATH, says so, leaves nothing running and records refused', async () => {
    const repo = recordingRepo();
    // git, and no claude: the only thing on PATH.
    const empty = join(scratchDir(), 'git-only');
    mkdirSync(empty);
    symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(empty, 'git'));
    const result = await runCli(['handoff', '--name', 'lead-2', '--start', '--permission-mode', 'plan'], {
      cwd: repo.dir,
      env: { ...repo.env, CLAUDE_CODE_SESSION_ID: LEAD, TEAMDOC_NAME: 'lead', PATH: empty },
      input: packetText(),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('teamdoc: the successor was not started: claude is not on PATH\nteamdoc: nothing was left running\n');
    const [entry] = await logJson(repo);
    expect(entry!.delivery).toMatchObject({ state: 'refused' });
  });
});
