/**
 * A team that holds real secrets, through every path by which teamdoc writes a person's or a model's text
 * into git: record bodies and evidence, every naming flag and environment variable, join, handoff, the
 * Claude Code hook, `scan --record` over transcripts, and `sync` through a bare remote — one machine
 * syncing by a URL with a password in it. Afterwards no sample of the secrets table is in any git object
 * of either clone or the remote (`git cat-file --batch-all-objects --batch`, `git log --all -p`), nor in
 * any file teamdoc keeps beside them (spool, quarantine, hook errors, caches, reflogs); and the near-misses
 * are stored exactly as written.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { packetText } from '../helpers/handoff.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';
import { NEAR_MISSES, SECRET_SAMPLES } from '../helpers/secret-samples.js';
import { installRecordedCase } from '../helpers/transcripts.js';

const ONE_LINE = SECRET_SAMPLES.filter((sample) => !sample.text.includes('\n'));
const SECRET_URL = 'https://ada:Tr4in-Run-42!@git.example.com/acme/trainer-log.git';

interface Machine {
  repo: TempRepo;
  env: NodeJS.ProcessEnv;
}

/** A bare remote and two clones of it that record (`teamdoc.record`), the clock pinned. */
function team(): { remote: string; a: Machine; b: Machine } {
  const origin = makeRepo({ files: { 'README.md': '# trainer\n' } });
  const remote = join(origin.dir, '..', 'remote.git');
  origin.git('clone', '-q', '--bare', origin.dir, remote);
  const machine = (name: string): Machine => {
    const dir = join(origin.dir, '..', `machine-${name}`);
    origin.git('clone', '-q', remote, dir);
    const repo: TempRepo = { ...origin, dir, git: (...args) => execFileSync('git', args, { cwd: dir, env: origin.env, encoding: 'utf8' }).replace(/\n$/, '') };
    repo.git('config', 'teamdoc.record', 'true');
    return { repo, env: pinnedClock({ ...repo.env, TEAMDOC_HOST: `gpu-${name}` }) };
  };
  return { remote, a: machine('a'), b: machine('b') };
}

function teamdoc(machine: Machine, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) {
  return runCli(args, { cwd: machine.repo.dir, env: { ...machine.env, ...options.env }, input: options.input ?? '' });
}

/** Every secret sample, each in its words, as one message body. */
const ALL_SECRETS = SECRET_SAMPLES.map((sample) => sample.text).join('\n\n');

/** Whatever of the table shows in `text`, raw or JSON-escaped (headers store values as JSON). */
function samplesIn(text: string): string[] {
  return SECRET_SAMPLES.filter((sample) => text.includes(sample.secret) || text.includes(JSON.stringify(sample.secret).slice(1, -1))).map(
    (sample) => `${sample.kind}: ${sample.secret.slice(0, 24)}…`,
  );
}

/** Every object in a repository, every commit with its patch, and every file teamdoc or git keeps beside them. */
function everythingStored(gitDir: string, env: NodeJS.ProcessEnv): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: gitDir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'objects') walk(path);
      } else if (name !== 'config') {
        // The objects are read decompressed below; `config` holds the test's own insteadOf with the password.
        files.push(readFileSync(path, 'latin1'));
      }
    }
  };
  walk(gitDir);
  return [git('cat-file', '--batch-all-objects', '--batch'), git('log', '--all', '-p'), git('log', '--all', '--format=%B'), ...files].join('\n');
}

function gitDirOf(machine: Machine): string {
  return join(machine.repo.dir, '.git');
}

interface LoggedMessage {
  id: string;
  from: { name: string; session?: string };
  to: { name: string };
  nativeId?: string;
  body: string;
  evidence: Array<Record<string, string>>;
  redactions: number;
  provenance: { detected?: { session?: string } };
}

async function logged(machine: Machine): Promise<LoggedMessage[]> {
  const result = await teamdoc(machine, ['log', '--format', 'json']);
  expect(result.stderr).toBe('');
  return (JSON.parse(result.stdout) as { messages: LoggedMessage[] }).messages;
}

/** Each naming path: how to put a value into it, and the field the refusal must name. */
const NAMING_PATHS: Array<{ path: string; field: string; run: (machine: Machine, value: string) => ReturnType<typeof teamdoc> }> = [
  { path: 'record --id', field: 'id', run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief', '--id', v], { input: 'hi\n' }) },
  { path: 'record --from', field: 'from.name', run: (m, v) => teamdoc(m, ['record', '--from', v, '--to', 'b', '--kind', 'brief'], { input: 'hi\n' }) },
  { path: 'record --to', field: 'to.name', run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', v, '--kind', 'brief'], { input: 'hi\n' }) },
  {
    path: 'record --native-id',
    field: 'native-id',
    run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief', '--native-id', v], { input: 'hi\n' }),
  },
  {
    path: 'record --native-runtime',
    field: 'native-runtime',
    run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief', '--native-id', 'm-1', '--native-runtime', v], { input: 'hi\n' }),
  },
  {
    path: 'record --in-reply-to',
    field: '--in-reply-to',
    run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief', '--in-reply-to', v], { input: 'hi\n' }),
  },
  {
    path: 'TEAMDOC_SESSION',
    field: 'provenance.detected.session (from TEAMDOC_SESSION)',
    run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief'], { input: 'hi\n', env: { TEAMDOC_SESSION: v } }),
  },
  {
    path: 'TEAMDOC_HOST',
    field: 'provenance.detected.host',
    run: (m, v) => teamdoc(m, ['record', '--from', 'a', '--to', 'b', '--kind', 'brief'], { input: 'hi\n', env: { TEAMDOC_HOST: v } }),
  },
  { path: 'deliver <message-id>', field: '<message-id>', run: (m, v) => teamdoc(m, ['deliver', '--state', 'delivered', '--', v]) },
  { path: 'join --name', field: 'from.name', run: (m, v) => teamdoc(m, ['join', '--name', v, '--parent', 'top', '--part', 'eval']) },
  { path: 'TEAMDOC_NAME', field: 'from.name', run: (m, v) => teamdoc(m, ['join', '--parent', 'top', '--part', 'eval'], { env: { TEAMDOC_NAME: v } }) },
  { path: 'join --parent', field: 'to.name', run: (m, v) => teamdoc(m, ['join', '--name', 'eval', '--parent', v, '--part', 'eval']) },
  { path: 'join --part', field: 'statement.part', run: (m, v) => teamdoc(m, ['join', '--name', 'eval', '--parent', 'top', '--part', v]) },
  { path: 'join --session', field: 'from.session', run: (m, v) => teamdoc(m, ['join', '--name', 'eval', '--parent', 'top', '--part', 'eval', '--session', v]) },
  {
    path: 'handoff --name',
    field: '--name',
    run: (m, v) => teamdoc(m, ['handoff', '--name', v, '--from', 'lead'], { input: packetText(), env: { TEAMDOC_SESSION: randomUUID() } }),
  },
  {
    path: 'handoff --from',
    field: '--from',
    run: (m, v) => teamdoc(m, ['handoff', '--name', 'lead-2', '--from', v], { input: packetText() }),
  },
];

describe('secrets a real team holds, through every writing path', () => {
  it('no sample reaches any git object of either clone or the remote, and no near-miss is altered', { timeout: 600_000 }, async () => {
    const { remote, a, b } = team();

    // 1. A record whose body and evidence hold every sample: redacted, counted, said on stderr.
    const body = await teamdoc(
      a,
      [
        'record',
        '--from',
        'train-lead',
        '--to',
        'top',
        '--kind',
        'report',
        '--id',
        'secrets-in-text',
        ...ONE_LINE.slice(0, 64).flatMap((sample) => ['--evidence', `url:${sample.text}`]),
      ],
      {
        input: ALL_SECRETS,
      },
    );
    expect(body.code, body.stderr).toBe(0);
    // (The clone's first write also says it starts the log here: a line of its own.)
    expect(body.stderr).toMatch(
      /^teamdoc: replaced \d+ secret-looking strings with a visible mark before writing \(.*aws-secret-key.*private-key.*url-password.*\)$/m,
    );
    const more = await teamdoc(
      a,
      ['record', '--from', 'train-lead', '--to', 'top', '--kind', 'other', ...ONE_LINE.slice(64).flatMap((sample) => ['--evidence', `command:${sample.text}`])],
      { input: 'the rest\n' },
    );
    expect(more.code, more.stderr).toBe(0);

    // 2. Every sample through a naming path, round robin: refused, the field named, nothing written. (A peer's
    //    socket is how a party is named when nothing else is known: redacted in text, a name in names.)
    const refusals = SECRET_SAMPLES.filter((sample) => sample.kind !== 'claude-socket').map((sample, index) => ({
      sample,
      naming: NAMING_PATHS[index % NAMING_PATHS.length]!,
    }));
    for (const { sample, naming } of refusals) {
      const result = await naming.run(a, sample.text.includes('\n') ? sample.secret : sample.text);
      expect(result.code, `${naming.path} ${sample.kind}: ${result.stderr}`).toBe(2);
      expect(result.stderr, naming.path).toMatch(new RegExp(`^teamdoc: Unexpected [a-z0-9-]+ in ${naming.field.replace(/[().]/g, '\\$&')}, expected a name`));
      expect(samplesIn(result.stderr + result.stdout)).toEqual([]);
    }

    // 3. A handoff packet with a secret is refused at its line, and nothing is recorded.
    const packet = await teamdoc(a, ['handoff', '--name', 'lead-2', '--from', 'lead'], {
      input: packetText({ 'Current state': `Deploy key: ${ONE_LINE[5]!.text}` }),
    });
    expect(packet.code).toBe(2);
    expect(packet.stderr).toContain('packet-secret');

    // 4. The Claude Code hook: a SendMessage with every sample in its body; one to a recipient named by a token.
    const home = join(a.repo.home, 'claude-user');
    const session = { id: randomUUID(), pid: 5101, socket: join(home, 't', 'cc-socks', '5101.sock') };
    mkdirSync(join(home, '.claude', 'sessions'), { recursive: true });
    writeFileSync(
      join(home, '.claude', 'sessions', '5101.json'),
      JSON.stringify({ pid: session.pid, sessionId: session.id, name: 'train-lead', messagingSocketPath: session.socket }),
    );
    const hookEnv = { HOME: home, CLAUDE_CODE_SESSION_ID: session.id, CLAUDE_PID: String(session.pid), CLAUDE_CODE_MESSAGING_SOCKET: session.socket };
    const send = (to: string, message: string) =>
      teamdoc(a, ['hook', 'PostToolUse'], {
        env: hookEnv,
        input: JSON.stringify({
          session_id: session.id,
          cwd: a.repo.dir,
          hook_event_name: 'PostToolUse',
          tool_name: 'SendMessage',
          tool_input: { to, message },
          tool_response: { success: true, message: `→ ${to}`, msg_id: randomUUID() },
          tool_use_id: `toolu_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        }),
      });
    expect(await send('top', ALL_SECRETS)).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(await send(ONE_LINE[0]!.text, 'hello')).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(gitDirOf(a), 'teamdoc', 'hooks', 'errors.jsonl'), 'utf8')).toContain(`Unexpected ${ONE_LINE[0]!.kind} in to.name`);

    // 5. scan --record over two recorded Claude Code transcripts whose message now carries every sample.
    const scanHome = join(a.repo.home, 'scan-user');
    const recorded = installRecordedCase('claude-delivered-idle', scanHome);
    const original = JSON.stringify('PING from A: please start the eval part').slice(1, -1);
    for (const { transcript } of Object.values(recorded.sessions ?? {}) as unknown as Array<{ transcript: string }>) {
      const path = join(scanHome, '.claude', transcript.replace(/^claude\//, ''));
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(original, `${original}\\n${JSON.stringify(ALL_SECRETS).slice(1, -1)}`));
    }
    const sessionArgs = Object.values(recorded.sessions ?? {}).flatMap((entry) => ['--session', entry.sessionId]);
    const scan = await teamdoc(a, ['scan', ...sessionArgs, '--record'], { env: { HOME: scanHome } });
    expect(scan.code, scan.stderr).toBe(0);
    expect(scan.stdout).toMatch(
      /^Recorded 1 message and 2 delivery events \(commit [0-9a-f]{12}\)\.\nReplaced \d+ secret-looking strings with a visible mark before writing \(.*private-key.*\)\.$/m,
    );

    // 6. Near-misses, in the body, the evidence and the naming flags: stored exactly as written.
    const near = await teamdoc(
      a,
      [
        'record',
        '--from',
        'ada.lovelace@example.com',
        '--to',
        'git@github.com:acme/trainer.git',
        '--kind',
        'other',
        '--id',
        '01JDKZ4X8Q3V7N2M5R9T1W6Y0B',
        '--native-id',
        '8911568d-28ee-4322-8293-23a1e9ea2c7e',
        ...NEAR_MISSES.flatMap((text) => ['--evidence', `command:${text}`]),
      ],
      { input: NEAR_MISSES.join('\n'), env: { TEAMDOC_SESSION: '20e50ccf-3094-4500-97bf-1c3e57794c35' } },
    );
    expect(near).toMatchObject({ code: 0, stderr: '' });

    // 7. Both machines sync through the remote; b has news of its own, and names the remote by a URL with a password.
    expect((await teamdoc(b, ['record', '--from', 'eval', '--to', 'top', '--kind', 'report'], { input: 'eval done\n' })).code).toBe(0);
    expect((await teamdoc(a, ['sync'])).code).toBe(0);
    b.repo.git('config', `url.${remote}.insteadOf`, SECRET_URL);
    const synced = await teamdoc(b, ['sync', SECRET_URL], { env: { TEAMDOC_SESSION: ONE_LINE[1]!.text } });
    expect(synced.code, synced.stderr).toBe(0);
    expect(synced.stdout).toContain('https://ada:[redacted:url-password]@git.example.com/acme/trainer-log.git');
    expect((await teamdoc(a, ['sync'])).code).toBe(0);

    // What was stored: every message on both machines, secrets marked, near-misses intact.
    for (const machine of [a, b]) {
      const messages = await logged(machine);
      const inText = messages.find((message) => message.id === 'secrets-in-text')!;
      expect(inText.body).toBe(SECRET_SAMPLES.map((sample) => sample.redacted ?? sample.text.replace(sample.secret, `[redacted:${sample.kind}]`)).join('\n\n'));
      expect(inText.redactions).toBeGreaterThanOrEqual(SECRET_SAMPLES.length);
      const nearMiss = messages.find((message) => message.id === '01JDKZ4X8Q3V7N2M5R9T1W6Y0B')!;
      expect(nearMiss).toMatchObject({
        body: NEAR_MISSES.join('\n'),
        redactions: 0,
        from: { name: 'ada.lovelace@example.com' },
        to: { name: 'git@github.com:acme/trainer.git' },
        nativeId: '8911568d-28ee-4322-8293-23a1e9ea2c7e',
      });
      expect(nearMiss.evidence).toEqual(NEAR_MISSES.map((text) => ({ command: text })));
      expect(nearMiss.provenance.detected?.session).toBe('20e50ccf-3094-4500-97bf-1c3e57794c35');
      expect(messages.filter((message) => message.body.includes('[redacted:github-token]')).length, 'record, hook and scan').toBeGreaterThanOrEqual(3);
    }
    const merge = b.repo.git('log', '--format=%B', '--merges', '-1', 'refs/heads/teamdoc/log');
    expect(merge).toContain('teamdoc log: merge https://ada:[redacted:url-password]@git.example.com/acme/trainer-log.git');
    expect(merge).toContain('session=_redacted:');

    for (const [where, gitDir, env] of [
      ['a', gitDirOf(a), a.env],
      ['b', gitDirOf(b), b.env],
      ['the remote', remote, a.env],
    ] as const) {
      expect(samplesIn(everythingStored(gitDir, env)), where).toEqual([]);
    }
    expect(existsSync(join(gitDirOf(a), 'teamdoc', 'log', 'refs', 'heads', 'teamdoc', 'log', 'quarantine'))).toBe(false);
  });
});
