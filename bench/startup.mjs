#!/usr/bin/env node
/**
 * Start-up of the committed build, against bare `node -e 0` measured in the
 * same rounds: `teamdoc --version`, the hook path (`teamdoc hook PostToolUse`
 * for a SendMessage in a repository that has not adopted teamdoc: start-up,
 * the payload, one git config read), `teamdoc record` of one message,
 * `teamdoc check` of an everyday team doc (80 lines) alone, and `teamdoc check`
 * of it in its repository: 50 commits of history and a 200-message log, the
 * case a pre-commit hook and an editor on save meet all day.
 *
 *   node bench/startup.mjs [--rounds 15] [--against <another build's bin script>]
 *
 * With --against, every case also runs with that build (e.g. an older
 * checkout's bin/teamdoc.js, kept with its dist/), interleaved with this one,
 * and the report gives both and their ratio. Every case runs once per round
 * in rotating order, so background load on a shared machine hits all alike.
 * Two medians per case: wall time, and CPU time (user + system, read by each
 * process at its exit through a --require probe), which the other jobs on a
 * shared machine disturb far less.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildsFromArguments, caseName, compareRounds, processTimer } from './lib/builds-compared.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { rounds, builds } = buildsFromArguments(join(root, 'bin', 'teamdoc'), 15);

const dir = mkdtempSync(join(tmpdir(), 'teamdoc-startup-bench-'));
const home = join(dir, 'home');
mkdirSync(home);
writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = Bench\n\temail = bench@example.invalid\n[gc]\n\tauto = 0\n[init]\n\tdefaultBranch = main\n');
const env = { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8', GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1' };

function repository(name, files = {}) {
  const path = join(dir, name);
  mkdirSync(path);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(path, file), text);
  execFileSync('git', ['init', '-q'], { cwd: path, env });
  execFileSync('git', ['add', '-A'], { cwd: path, env });
  execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'initial'], { cwd: path, env });
  return path;
}
const unadopted = repository('unadopted');
const everyday = join(dir, 'everyday.md');
copyFileSync(join(root, 'test', 'fixtures', 'valid', 'corpus-base.md'), everyday);
const everydayRepo = await repositoryWithHistory();

/** The everyday doc as TEAM.md in a repository of 50 commits, with a log of 200 messages among its sessions. */
async function repositoryWithHistory() {
  const path = repository('everyday-repo', { 'TEAM.md': readFileSync(everyday, 'utf8'), 'notes.txt': 'notes\n' });
  for (let index = 1; index < 50; index++) {
    writeFileSync(join(path, 'notes.txt'), `notes ${index}\n`);
    execFileSync('git', ['commit', '-q', '-am', `notes ${index}`], { cwd: path, env });
  }
  // The log's bytes come from the log's own prepareEntry (bench/lib/setup.mjs), built only for this case.
  const { generateLog } = await import('./lib/setup.mjs');
  const sessions = { top: '11111111-1111-4111-8111-111111111111', train: '22222222-2222-4222-8222-222222222222', eval: '019a0000-0000-7000-8000-000000000003' };
  const provenance = (from) => ({ by: 'cli', claimed: { from }, detected: {} });
  generateLog({ dir: path, env }, 200, (index) => {
    if (index < 2) {
      const name = index === 0 ? 'train' : 'eval';
      return {
        kind: 'join',
        from: { name, session: sessions[name] },
        to: { name: 'top' },
        statement: { name, parent: 'top', part: name, session: sessions[name] },
        provenance: provenance(name),
        body: `${name} joins.\n`,
      };
    }
    const worker = index % 2 ? 'train' : 'eval';
    const [kind, from, to] = index % 3 ? ['report', worker, 'top'] : ['brief', 'top', worker];
    return { kind, from: { name: from }, to: { name: to }, provenance: provenance(from), body: `[progress] ${worker}: step ${index}\n` };
  });
  return path;
}
const sendPayload = JSON.stringify({
  session_id: '7d3c9a4e-0000-4000-8000-000000000001',
  cwd: unadopted,
  hook_event_name: 'PostToolUse',
  tool_name: 'SendMessage',
  tool_input: { to: 'train', message: '[brief] warmup: start the run' },
  tool_response: { success: true, message: 'sent', msg_id: '5e0c8a51-0000-4000-8000-000000000002' },
});

// Each build records into a repository of its own, so both append to logs of the same length.
const timed = processTimer(dir);
const cases = [{ name: 'node -e 0', time: () => timed(['-e', '0'], { cwd: dir, env }) }];
for (const build of builds) {
  const records = repository(`records-${builds.indexOf(build)}`);
  const of = (name) => caseName(name, build, builds);
  cases.push(
    { name: of('--version'), time: () => timed([build.bin, '--version'], { cwd: dir, env }) },
    { name: of('hook, not adopted'), time: () => timed([build.bin, 'hook', 'PostToolUse'], { cwd: unadopted, env, input: sendPayload }) },
    {
      name: of('record'),
      time: () => timed([build.bin, 'record', '--from', 'lead', '--to', 'train', '--kind', 'brief'], { cwd: records, env, input: 'start the run\n' }),
    },
    { name: of('check (80 lines)'), time: () => timed([build.bin, 'check', '--no-history', everyday], { cwd: dir, env }) },
    // Findings (exit 1) are the doc's business here: the case is timed, not judged.
    { name: of('check in its repository'), time: () => timed([build.bin, 'check'], { cwd: everydayRepo, env, findingsOk: true }) },
  );
}

for (const entry of cases) entry.time(); // warm the file cache once
compareRounds({ cases, rounds, builds, names: ['--version', 'hook, not adopted', 'record', 'check (80 lines)', 'check in its repository'] });
rmSync(dir, { recursive: true, force: true });
