#!/usr/bin/env node
/**
 * The fuzz run over hostile team docs: the hand-made attacks of
 * bench/lib/hostile-docs.mjs, then seeded mutations of real docs, each under
 * the 5 MiB cap —
 *
 *   - through the library in one process (checkTeamDoc, every rule): no
 *     error but a located refusal (InputError), and how long each took;
 *   - through the CLI as separate processes (`teamdoc check`): exit 0, 1 or
 *     2, no internal error, no stack trace, no Node warning on stderr, and
 *     each process's time and peak memory (from /usr/bin/time where present).
 *
 * Targets: 0 internal errors, 0 cases over 5 s, 0 over 500 MB. Times are
 * given as CPU (what the check costs) and wall (what the person waits, which
 * on this shared 2-core machine also measures the other jobs).
 *
 *   node bench/hostile-docs.mjs [--library 10000] [--cli 500] [--seed 1] [--quick]
 *
 * A failing case is written to the scratch folder, which is kept and named.
 * Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileDocs, mutate, seedDocs } from './lib/hostile-docs.mjs';
import { seededRandom } from './lib/random.mjs';
import { library } from './lib/setup.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const quick = process.argv.includes('--quick');
const libraryCases = option('--library', quick ? 500 : 10_000);
const cliCases = option('--cli', quick ? 40 : 500);
const seed = option('--seed', 1);
const LIMIT_MS = 5_000;
const LIMIT_KB = 500 * 1024;

const teamdoc = fileURLToPath(new URL('../bin/teamdoc', import.meta.url));
const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const scratch = mkdtempSync(join(tmpdir(), 'teamdoc-fuzz-'));
const failures = join(scratch, 'failures');
mkdirSync(failures);
// The tree cache would fill up with the parses of large docs; every case parses.
process.env.TEAMDOC_CACHE = '0';
const now = new Date('2026-11-30T12:00:00Z');

/** The documents of a run, one at a time: the hand-made attacks first, then mutations of the seeds. */
function* documents(count, random) {
  const attacks = hostileDocs();
  const seeds = seedDocs();
  for (let index = 0; index < count; index++) {
    if (index < attacks.length) {
      yield [index, attacks[index]];
      continue;
    }
    const from = seeds[Math.floor(random() * seeds.length)];
    yield [index, { name: `mutation ${index} of ${from.name}`, text: mutate(from.text, random) }];
  }
}

function keep(kind, index, doc, detail) {
  const path = join(failures, `${kind}-${index}.md`);
  writeFileSync(path, doc.text);
  writeFileSync(`${path}.txt`, `${doc.name}\n${detail}\n`);
  return path;
}

console.log(
  `teamdoc bench/hostile-docs.mjs — ${new Date().toISOString()}, seed ${seed}, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);

// 1. The library, in-process.
const libraryRun = { cases: 0, refused: new Map(), internal: [], overMs: [], maxWall: { ms: 0 }, maxCpu: { ms: 0 } };
{
  const random = seededRandom(seed);
  const file = join(scratch, 'TEAM.md');
  const started = Date.now();
  for (const [index, doc] of documents(libraryCases, random)) {
    writeFileSync(file, doc.text);
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      library.checkTeamDoc(file, 'TEAM.md', { now });
    } catch (error) {
      if (error instanceof library.InputError) {
        const reason = error.message.replace(/[\d,]+/g, 'N').slice(0, 60);
        libraryRun.refused.set(reason, (libraryRun.refused.get(reason) ?? 0) + 1);
      } else {
        libraryRun.internal.push(keep('library', index, doc, error?.stack ?? String(error)));
      }
    }
    const wallMs = performance.now() - wall;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    if (wallMs > libraryRun.maxWall.ms) libraryRun.maxWall = { ms: wallMs, name: doc.name };
    if (cpuMs > libraryRun.maxCpu.ms) libraryRun.maxCpu = { ms: cpuMs, name: doc.name };
    if (cpuMs > LIMIT_MS) libraryRun.overMs.push(keep('slow-library', index, doc, `${cpuMs.toFixed(0)} ms CPU`));
    libraryRun.cases++;
  }
  console.log(
    `\nlibrary: ${libraryRun.cases.toLocaleString('en')} documents in ${((Date.now() - started) / 1000).toFixed(0)} s, one process (peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB over the whole run)`,
  );
  console.log(`   internal errors            ${libraryRun.internal.length}   target 0`);
  console.log(`   over 5 s of CPU            ${libraryRun.overMs.length}   target 0`);
  console.log(`   slowest (CPU)              ${libraryRun.maxCpu.ms.toFixed(0)} ms  ${libraryRun.maxCpu.name}`);
  console.log(`   slowest (wall)             ${libraryRun.maxWall.ms.toFixed(0)} ms  ${libraryRun.maxWall.name}`);
  console.log('   refused (exit 2), by reason:');
  for (const [reason, count] of [...libraryRun.refused].sort((a, b) => b[1] - a[1])) console.log(`     ${String(count).padStart(6)}  ${reason}`);
}

// 2. The CLI, one process per document.
const cliRun = { cases: 0, codes: new Map(), bad: [], overCpu: [], overWall: [], overMemory: [], max: { cpu: { ms: 0 }, wall: { ms: 0 }, kb: { kb: 0 } } };
{
  const random = seededRandom(seed + 1);
  const dir = join(scratch, 'cli');
  mkdirSync(dir);
  const file = join(dir, 'TEAM.md');
  const env = { ...process.env, HOME: dir, TEAMDOC_CACHE: '0', TEAMDOC_NOW: now.toISOString() };
  const started = Date.now();
  for (const [index, doc] of documents(cliCases, random)) {
    writeFileSync(file, doc.text);
    const args = ['check', '--no-history', '--no-log', 'TEAM.md'];
    const command = time ? [time, '-f', '\n%e %U %S %M', process.execPath, teamdoc, ...args] : [process.execPath, teamdoc, ...args];
    const wall = performance.now();
    const result = spawnSync(command[0], command.slice(1), { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    let wallMs = performance.now() - wall;
    let stderr = result.stderr;
    let cpuMs;
    let kb;
    if (time) {
      const lines = stderr.trimEnd().split('\n');
      const [elapsed, user, system, rss] = lines.pop().split(' ').map(Number);
      stderr = lines.join('\n').replace(/\n?Command exited with non-zero status \d+$/, '');
      wallMs = elapsed * 1000;
      cpuMs = (user + system) * 1000;
      kb = rss;
    }
    cliRun.codes.set(result.status, (cliRun.codes.get(result.status) ?? 0) + 1);
    const wrong = ![0, 1, 2].includes(result.status)
      ? `exit ${result.status} (${result.signal ?? 'no signal'})`
      : /internal error|\n\s+at |\(node:\d+\)|Warning:/.test(stderr)
        ? stderr.slice(0, 2000)
        : undefined;
    if (wrong) cliRun.bad.push(keep('cli', index, doc, wrong));
    if (cpuMs !== undefined && cpuMs > LIMIT_MS) cliRun.overCpu.push(keep('slow-cli', index, doc, `${cpuMs.toFixed(0)} ms CPU`));
    if (wallMs > LIMIT_MS) cliRun.overWall.push({ name: doc.name, ms: wallMs });
    if (kb !== undefined && kb > LIMIT_KB) cliRun.overMemory.push(keep('memory-cli', index, doc, `${(kb / 1024).toFixed(0)} MB`));
    if (cpuMs !== undefined && cpuMs > cliRun.max.cpu.ms) cliRun.max.cpu = { ms: cpuMs, name: doc.name };
    if (wallMs > cliRun.max.wall.ms) cliRun.max.wall = { ms: wallMs, name: doc.name };
    if (kb !== undefined && kb > cliRun.max.kb.kb) cliRun.max.kb = { kb, name: doc.name };
    cliRun.cases++;
  }
  console.log(
    `\nCLI: ${cliRun.cases} documents, one \`teamdoc check\` process each, in ${((Date.now() - started) / 1000).toFixed(0)} s${time ? '' : ' (no /usr/bin/time: CPU and memory not measured)'}`,
  );
  console.log(
    `   exit codes                 ${[...cliRun.codes]
      .sort()
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ')}`,
  );
  console.log(`   internal errors, traces, warnings, other exits   ${cliRun.bad.length}   target 0`);
  console.log(`   over 5 s of CPU            ${cliRun.overCpu.length}   target 0   (slowest ${cliRun.max.cpu.ms.toFixed(0)} ms: ${cliRun.max.cpu.name})`);
  console.log(
    `   over 500 MB                ${cliRun.overMemory.length}   target 0   (largest ${(cliRun.max.kb.kb / 1024).toFixed(0)} MB: ${cliRun.max.kb.name})`,
  );
  console.log(
    `   over 5 s of wall time      ${cliRun.overWall.length}   (slowest ${cliRun.max.wall.ms.toFixed(0)} ms: ${cliRun.max.wall.name}; wall time counts the machine's other jobs too)`,
  );
}

const failed = libraryRun.internal.length + libraryRun.overMs.length + cliRun.bad.length + cliRun.overCpu.length + cliRun.overMemory.length;
console.log(
  `\nload average at the end ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
if (failed > 0) {
  console.log(`${failed} failing cases kept in ${failures}`);
  process.exitCode = 1;
} else {
  rmSync(scratch, { recursive: true, force: true });
}
