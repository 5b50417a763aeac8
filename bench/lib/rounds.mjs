// Cases timed in interleaved rounds: each round runs every case once, starting one further along each
// time, so background load on a shared machine hits all of them alike. Returns each case's wall times (ms).
export function timeRounds(cases, rounds) {
  const times = new Map(cases.map((entry) => [entry.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let offset = 0; offset < cases.length; offset++) {
      const entry = cases[(round + offset) % cases.length];
      entry.prepare?.();
      const start = process.hrtime.bigint();
      entry.run();
      times.get(entry.name).push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times;
}
