// Timing teamdoc processes of one or two builds against bare `node -e 0`, interleaved, and printing both
// builds' medians side by side: wall time, and the process's own CPU time (read at its exit through a
// --require probe), which the other jobs on a shared machine disturb far less.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './median.mjs';

/** This build and, with `--against <bin>`, another, each { label, bin }; `--rounds N` or `defaultRounds`. */
export function buildsFromArguments(thisBin, defaultRounds) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const against = option('--against');
  return {
    rounds: Number(option('--rounds')) || defaultRounds,
    builds: [{ label: 'this build', bin: thisBin }, ...(against ? [{ label: 'against', bin: resolve(against) }] : [])],
  };
}

/** A case's name for a build: plain with one build, `name (label)` with two. */
export function caseName(name, build, builds) {
  return builds.length > 1 ? `${name} (${build.label})` : name;
}

/** A timer of Node processes in `dir`: each run returns { wall, cpu } in ms, and throws when the process fails (exit 1 allowed with `findingsOk`). */
export function processTimer(dir) {
  // Writes the process's own CPU time to fd 3 as it exits.
  const probe = join(dir, 'cpu-probe.cjs');
  writeFileSync(
    probe,
    "process.on('exit', () => { const { user, system } = process.cpuUsage(); require('node:fs').writeSync(3, String((user + system) / 1000)); });\n",
  );
  return (args, { cwd, env, input = '', findingsOk = false }) => {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--require', probe, ...args], { cwd, env, input, stdio: ['pipe', 'ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    const wall = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0 && !(findingsOk && result.status === 1)) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    return { wall, cpu: Number(result.output[3]) };
  };
}

/**
 * Runs every case ({ name, time() → { wall, cpu } }) once per round, starting one further along each round
 * so background load hits all alike, and prints the medians: `node -e 0` (a case of that name) first, then
 * each of `names` for every build, with `teamdoc ` before it, and this build ÷ the other.
 */
export function compareRounds({ cases, rounds, builds, names }) {
  const startLoad = loadavg()[0];
  const times = new Map(cases.map((entry) => [entry.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let offset = 0; offset < cases.length; offset++) {
      const entry = cases[(round + offset) % cases.length];
      times.get(entry.name).push(entry.time());
    }
  }
  const medians = new Map(
    [...times].map(([name, values]) => [name, { wall: median(values.map((time) => time.wall)), cpu: median(values.map((time) => time.cpu)) }]),
  );
  const node = medians.get('node -e 0');
  const width = Math.max(...names.map((name) => name.length)) + 'teamdoc '.length + 2;
  const cell = (time) =>
    `${time.wall.toFixed(0).padStart(5)} ms ${(time.wall / node.wall).toFixed(2).padStart(5)}×  cpu ${time.cpu.toFixed(0).padStart(4)} ms ${(time.cpu / node.cpu).toFixed(2).padStart(5)}×`;
  console.log(
    `${rounds} interleaved rounds; medians of wall and CPU time, and their ratios to node -e 0; 1-minute load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
  for (const build of builds) console.log(`  ${build.label}: ${build.bin}`);
  console.log(`  ${'node -e 0'.padEnd(width)} ${cell(node)}`);
  for (const name of names) {
    const [mine, other] = builds.map((build) => medians.get(caseName(name, build, builds)));
    const line = `  ${`teamdoc ${name}`.padEnd(width)} ${cell(mine)}`;
    console.log(
      other === undefined
        ? line
        : `${line}   against ${cell(other)}   this/against wall ${(mine.wall / other.wall).toFixed(2)}, cpu ${(mine.cpu / other.cpu).toFixed(2)}`,
    );
  }
}
