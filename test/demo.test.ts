/** `npm run demo` walks the whole flow and ends well: a sceptic can rerun exactly what the README promises. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { flat } from './helpers/cli.js';
import { isolatedGitEnv, scratchDir } from './helpers/repo.js';

it('the demo inits, checks clean, joins three workers, catches the wrong parent, views the chain, hands pretrain off to a successor, breaks the doc and shows the findings in all three forms', {
  timeout: 180_000,
}, () => {
  const home = scratchDir();
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../examples/demo.mjs', import.meta.url))], {
    encoding: 'utf8',
    env: { ...isolatedGitEnv(home), NO_COLOR: '1' },
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const out = result.stdout;
  // The findings as words, wherever the report wrapped them to fit a terminal.
  const wide = flat(out);
  expect(out).toContain('$ teamdoc check --no-log\nTEAM.md: no issues found\n(exit 0)');
  expect(out).toMatch(
    /teamdoc: evals \(session 019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08, codex\) joined: parent pretrain, part eval-suite\n[0-9A-Z]{26}\n\(exit 0\)/,
  );
  expect(wide).toMatch(
    /23:86-23:89 +error +Unexpected parent `top` for `evals`, expected `pretrain` as its statement says \(entry [0-9A-Z]{26} of [^)]+\) +chain-statement-mismatch/,
  );
  expect(out).toMatch(/\n {2}│ {3}├── evals {2}codex · active · part eval-suite · gpu-b · .* {2}stated \d+s ago · table says parent top\n/);
  expect(out).toContain('  s1 --> s3\n');
  expect(out).toMatch(/amends its statement [0-9A-Z]{26}: now parent top, part eval-suite/);
  expect(wide).toMatch(/info +Unexpected amended statement of `evals`/);
  expect(out).toMatch(/teamdoc: pretrain \(session 8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34\) handed off to pretrain-2, part pretrain-7b: entry [0-9A-Z]{26}\n/);
  expect(out).toMatch(/pretrain-2 {2}claude · status unknown · part pretrain-7b .* generation 2: took over from pretrain by handoff [0-9A-Z]{26}\n/);
  expect(out).toMatch(/Lineage: handoffs, restarts and replacements \(oldest generation first\)\n {2}pretrain → pretrain-2 \(handoff [0-9A-Z]{26}, /);
  expect(out).toMatch(/ {2}taken over by pretrain-2 \(session 5d2e8a41-7c3f-4b19-8e60-a1f4c9b2d737\) \(join [0-9A-Z]{26}\)\n/);
  expect(wide).toMatch(
    /warning +Unexpected session `pretrain-2` \(session `5d2e8a41-7c3f-4b19-8e60-a1f4c9b2d737`\) missing from the roles table, expected a row in the place of `pretrain`/,
  );
  expect(wide).toContain('and give its resources and workers to `pretrain-2`.');
  expect(out).toMatch(/a → b {2}delivered \(idle\)\n/);
  expect(out).toContain('`teamdoc scan --record` would add 1 message and 2 delivery events.\n(exit 1)');
  expect(out).toMatch(/Recorded 1 message and 2 delivery events \(commit [0-9a-f]{12}\)\.\n\(exit 0\)/);
  expect(out).toContain('(10 messages before this scan): 1 agreed.\n(exit 0)');
  expect(wide).toMatch(/44:33-44:48 +error +Unexpected port range `gpu-a:6006-6009` \(overlaps `6006-6009` of `pretrain` on `gpu-a`, line 43\)/);
  expect(wide).toMatch(/65:68-65:69 +error +Unexpected decision `Stop at 60k steps if the 40k eval is already ahead\?` without a default/);
  expect(out).toContain('"ruleId": "resource-port-overlap"');
  expect(out).toContain('::error file=TEAM.md,line=65,col=68,endLine=65,endColumn=69,title=teamdoc decision-default::');
  expect(out).toContain('| TEAM.md | 44:33 | error | [resource-port-overlap](');
  expect(wide).toMatch(
    /83:1-85:\d+ +error +Unexpected change to `Criteria \(2026-11-22\)` of `pretrain-7b` in [0-9a-f]{7} after it was committed in [0-9a-f]{7}/,
  );
  expect(wide).toMatch(/changed in commit [0-9a-f]{7} \(.+, “pretrain: adjust criteria”\): `Pass: validation loss at 60k at or below 2\.10/);
  expect(out).toContain('The scratch repository was removed');
});
