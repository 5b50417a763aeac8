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
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildsFromArguments, caseName, compareRounds, processTimer } from './lib/builds-compared.mjs';
import { makeRepo, scratch, TEAMDOC } from './lib/setup.mjs';

const { rounds, builds } = buildsFromArguments(TEAMDOC, 11);
const dir = scratch('teamdoc-sync-bench-');
const timed = processTimer(dir);

// Each build syncs a repository of its own with a remote of its own, both holding 20 entries to begin with.
const cases = [{ name: 'node -e 0', time: () => timed(['-e', '0'], { cwd: dir, env: process.env }) }];
for (const [index, build] of builds.entries()) {
  const repo = makeRepo(dir, `machine-${index}`);
  const remote = join(dir, `remote-${index}.git`);
  execFileSync('git', ['init', '-q', '--bare', remote], { env: repo.env });
  repo.git('remote', 'add', 'origin', remote);
  const record = () =>
    timed([build.bin, 'record', '--from', 'lead', '--to', 'train', '--kind', 'brief'], {
      cwd: repo.dir,
      env: repo.env,
      input: 'Next: compare with the baseline.\n',
    });
  const sync = () => timed([build.bin, 'sync'], { cwd: repo.dir, env: repo.env });
  for (let entry = 0; entry < 20; entry++) record();
  sync();
  cases.push(
    { name: caseName('sync, nothing new', build, builds), time: sync },
    {
      name: caseName('sync, one entry sent', build, builds),
      time: () => {
        record();
        return sync();
      },
    },
  );
}

compareRounds({ cases, rounds, builds, names: ['sync, nothing new', 'sync, one entry sent'] });
