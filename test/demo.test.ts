/** `npm run demo` walks the whole flow and ends well: a sceptic can rerun exactly what the README promises. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isolatedGitEnv, scratchDir } from './helpers/repo.js';

it('the demo inits, checks clean, joins three leads, catches the wrong parent, views the chain, breaks the doc and shows the findings in all three forms', () => {
  const home = scratchDir();
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../examples/demo.mjs', import.meta.url))], {
    encoding: 'utf8',
    env: { ...isolatedGitEnv(home), NO_COLOR: '1' },
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const out = result.stdout;
  expect(out).toContain('$ teamdoc check --no-log\nTEAM.md: no issues found\n(exit 0)');
  expect(out).toMatch(/teamdoc: evals \(session 019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08, codex\) joined: parent pretrain, part eval-suite\n[0-9A-Z]{26}\n\(exit 0\)/);
  expect(out).toMatch(/23:86-23:89 +error +Unexpected parent `top` for `evals`, expected `pretrain` as its statement says \(entry [0-9A-Z]{26} of [^)]+\) +chain-statement-mismatch/);
  expect(out).toMatch(/\n {2}│ {3}├── evals {2}codex · active · part eval-suite · gpu-b · .* {2}stated \d+s ago · table says parent top\n/);
  expect(out).toContain('  s1 --> s3\n');
  expect(out).toMatch(/amends its statement [0-9A-Z]{26}: now parent top, part eval-suite/);
  expect(out).toMatch(/info +Unexpected amended statement of `evals`/);
  expect(out).toMatch(/44:33-44:48 +error +Unexpected port range `gpu-a:6006-6009` \(overlaps `6006-6009` of `pretrain` on `gpu-a`, line 43\)/);
  expect(out).toMatch(/65:68-65:69 +error +Unexpected decision `Stop at 60k steps if the 40k eval is already ahead\?` without a default/);
  expect(out).toContain('"ruleId": "resource-port-overlap"');
  expect(out).toContain('::error file=TEAM.md,line=65,col=68,endLine=65,endColumn=69,title=teamdoc decision-default::');
  expect(out).toContain('| TEAM.md | 44:33 | error | [resource-port-overlap](');
  expect(out).toContain('The scratch repository was removed');
});
