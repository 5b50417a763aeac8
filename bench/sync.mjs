#!/usr/bin/env node
/**
 * `teamdoc sync` with a bare remote on the same disk (so git's own transfer
 * is as cheap as it gets and teamdoc's share is the largest it can be),
 * against bare `node -e 0` measured in the same rounds: a sync with nothing
 * new (one fetch), and a sync that sends one entry recorded just before it
 * (a fetch and a push).
 *
 *   node bench/sync.mjs [--rounds 11] [--against <another build's bin script>]
 *
 * With --against, every case also runs with that build (e.g. the build before
 * sync's fetch and push went through simple-git), interleaved with this one.
 * Two medians per case: wall time, and the teamdoc process's CPU time (its git
 * processes are not in it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { makeRepo, scratch, TEAMDOC } from './lib/setup.mjs';
import { median } from './lib/median.mjs';

const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds')) || 11;
const against = option('--against');
const builds = [{ label: 'this build', bin: TEAMDOC }, ...(against ? [{ label: 'against', bin: resolve(against) }] : [])];

const dir = scratch('teamdoc-sync-bench-');
const probe = join(dir, 'cpu-probe.cjs');
writeFileSync(probe, "process.on('exit', () => { const { user, system } = process.cpuUsage(); require('node:fs').writeSync(3, String((user + system) / 1000)); });\n");

function run(args, cwd, env, input = '') {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--require', probe, ...args], { cwd, env, input, stdio: ['pipe', 'ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return { wall, cpu: Number(result.output[3]) };
}

// Each build syncs a repository of its own with a remote of its own, both holding 20 entries to begin with.
const cases = [{ name: 'node -e 0', time: () => run(['-e', '0'], dir, process.env) }];
for (const [index, build] of builds.entries()) {
  const repo = makeRepo(dir, `machine-${index}`);
  const remote = join(dir, `remote-${index}.git`);
  execFileSync('git', ['init', '-q', '--bare', remote], { env: repo.env });
  repo.git('remote', 'add', 'origin', remote);
  const record = () => run([build.bin, 'record', '--from', 'lead', '--to', 'train', '--kind', 'brief'], repo.dir, repo.env, 'Next: compare with the baseline.\n');
  for (let entry = 0; entry < 20; entry++) record();
  run([build.bin, 'sync'], repo.dir, repo.env);
  const of = (name) => (builds.length > 1 ? `${name} (${build.label})` : name);
  cases.push(
    { name: of('sync, nothing new'), time: () => run([build.bin, 'sync'], repo.dir, repo.env) },
    {
      name: of('sync, one entry sent'),
      time: () => {
        record();
        return run([build.bin, 'sync'], repo.dir, repo.env);
      },
    },
  );
}

const startLoad = loadavg()[0];
const times = new Map(cases.map((entry) => [entry.name, []]));
for (let round = 0; round < rounds; round++) {
  for (let offset = 0; offset < cases.length; offset++) {
    const entry = cases[(round + offset) % cases.length];
    times.get(entry.name).push(entry.time());
  }
}

const medians = new Map([...times].map(([name, values]) => [name, { wall: median(values.map((time) => time.wall)), cpu: median(values.map((time) => time.cpu)) }]));
const node = medians.get('node -e 0');
const cell = (time) => `${time.wall.toFixed(0).padStart(5)} ms ${(time.wall / node.wall).toFixed(2).padStart(5)}×  cpu ${time.cpu.toFixed(0).padStart(4)} ms ${(time.cpu / node.cpu).toFixed(2).padStart(5)}×`;
console.log(`${rounds} interleaved rounds; medians of wall and CPU time, and their ratios to node -e 0; 1-minute load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
for (const build of builds) console.log(`  ${build.label}: ${build.bin}`);
console.log(`  ${'node -e 0'.padEnd(30)} ${cell(node)}`);
for (const name of ['sync, nothing new', 'sync, one entry sent']) {
  const [mine, other] = builds.map((build) => medians.get(builds.length > 1 ? `${name} (${build.label})` : name));
  const line = `  ${`teamdoc ${name}`.padEnd(30)} ${cell(mine)}`;
  console.log(other === undefined ? line : `${line}   against ${cell(other)}   this/against wall ${(mine.wall / other.wall).toFixed(2)}, cpu ${(mine.cpu / other.cpu).toFixed(2)}`);
}
