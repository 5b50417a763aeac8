// What finding secrets costs on the record hot path. Run after `npm run build`:
//
//   node bench/secrets.mjs            node bench/secrets.mjs --quick
//
// Every message a record, a hook or a scan writes has its body and evidence
// redacted and its names checked for secrets. Measured in-process, for bodies
// of the sizes messages have (a line, a report, a pasted log at the 256 KiB
// bound), against the baseline of the same run: one in-process append of the
// same message to a real repository (what `teamdoc record` does after start-up).
// Target: the secret checks of a usual message stay under 1% of its append, and
// no input makes them more than linear in its size.
import { join } from 'node:path';
import { benchEnv, library, makeRepo, median, scratch } from './lib/setup.mjs';

const { locateRepo, appendEntries, prepareEntry, redactSecrets, refuseSecretsInNames } = library;
const quick = process.argv.includes('--quick');

const LINE = 'Started run 42 on gpu-a (cards 0-3); loss 2.31 at step 1200, see runs/42/metrics.json.\n';
/** Report-like text: prose, paths, commands, hashes, URLs and JSON, as real bodies mix them. */
const REPORT = [
  '[done] warmup-ablation: criteria met',
  'Evidence: commit 9f8e7d6c5b4a39281706f5e4d3c2b1a098765432, runs/42/metrics.json, https://wandb.ai/acme/trainer/runs/3x7k9q2p',
  'Ran: python train.py --config configs/ablation.yaml --seed 1234 --output /data/runs/42',
  '{"step": 12000, "loss": 1.92, "lr": 0.0003, "session": "8911568d-28ee-4322-8293-23a1e9ea2c7e"}',
  'Next: compare with the baseline in docs/ablation.md; the sk-learn metrics agree with ours.',
].join('\n');
const bodies = {
  'a line (90 B)': LINE,
  'a report (4 KiB)': repeatTo(REPORT + '\n', 4 * 1024),
  'a pasted log (256 KiB)': repeatTo(REPORT + '\n', 256 * 1024),
  // The worst input found for the old socket pattern, which tried every slash as a start: 10 s at 64 KiB.
  'one long path (64 KiB of /x/x/…)': '/x'.repeat(32 * 1024),
};

const base = scratch('teamdoc-bench-secrets-');
Object.assign(process.env, benchEnv(join(base, 'home')));
const repo = makeRepo(base, 'secrets');
const location = await locateRepo(repo.dir);
console.log(`teamdoc bench/secrets.mjs — ${new Date().toISOString()}${quick ? ' (quick)' : ''}\n`);

let counter = 0;
for (const [label, body] of Object.entries(bodies)) {
  const message = () => ({
    kind: 'report',
    from: { name: 'train-lead', session: '8911568d-28ee-4322-8293-23a1e9ea2c7e', runtime: 'claude', host: 'gpu-a', worktree: '/home/ada/trainer/wt-ablation' },
    to: { name: 'top' },
    id: `bench-${++counter}`,
    evidence: [
      { commit: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432' },
      { url: 'https://wandb.ai/acme/trainer/runs/3x7k9q2p' },
      { command: 'python train.py --seed 1234' },
    ],
    provenance: {
      by: 'cli',
      claimed: { from: 'train-lead', to: 'top' },
      detected: { host: 'gpu-a', session: '8911568d-28ee-4322-8293-23a1e9ea2c7e', via: 'CLAUDE_CODE_SESSION_ID' },
    },
    body,
  });
  const secretChecks = () => {
    const entry = message();
    refuseSecretsInNames?.(entry);
    redactSecrets(entry.body);
    for (const item of entry.evidence) for (const value of Object.values(item)) redactSecrets(value);
  };
  const rounds = quick ? 5 : 15;
  const checks = [];
  const prepares = [];
  const appends = [];
  for (let round = 0; round < rounds; round++) {
    checks.push(timeLoop(secretChecks));
    prepares.push(timeLoop(() => prepareEntry(message(), { now: new Date() })));
    const started = performance.now();
    const result = await appendEntries(location, [message()], { env: repo.env });
    appends.push(performance.now() - started);
    if (!result.committed) throw new Error(`append not committed: ${result.pendingReason}`);
  }
  const check = median(checks);
  const prepare = median(prepares);
  const append = median(appends);
  console.log(`${label}`);
  console.log(`   secret checks (body, evidence, names)  ${formatMs(check)}`);
  console.log(`   prepareEntry (all checks, encoding)    ${formatMs(prepare)}`);
  console.log(`   one in-process append (baseline)       ${formatMs(append)}`);
  console.log(`   secret checks / append = ${((100 * check) / append).toFixed(2)}%\n`);
}

/** Median time of one call, from enough calls to last about 50 ms. */
function timeLoop(work) {
  let calls = 0;
  const started = performance.now();
  do {
    work();
    calls++;
  } while (performance.now() - started < 50);
  return (performance.now() - started) / calls;
}

function repeatTo(text, bytes) {
  return text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);
}

function formatMs(ms) {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}
