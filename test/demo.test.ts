/** `npm run demo` walks the whole flow and ends well: a sceptic can rerun exactly what the README promises. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isolatedGitEnv, scratchDir } from './helpers/repo.js';

it('the demo inits, checks clean, breaks the doc and shows the findings in all three forms', () => {
  const home = scratchDir();
  const result = spawnSync(process.execPath, [fileURLToPath(new URL('../examples/demo.mjs', import.meta.url))], {
    encoding: 'utf8',
    env: { ...isolatedGitEnv(home), NO_COLOR: '1' },
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const out = result.stdout;
  expect(out).toContain('== teamdoc check: clean\n$ teamdoc check\nTEAM.md: no issues found\n(exit 0)');
  expect(out).toMatch(/44:33-44:48 +error +Unexpected port range `gpu-a:6006-6009` \(overlaps `6006-6009` of `pretrain` on `gpu-a`, line 43\)/);
  expect(out).toMatch(/65:68-65:69 +error +Unexpected decision `Stop at 60k steps if the 40k eval is already ahead\?` without a default/);
  expect(out).toContain('"ruleId": "resource-port-overlap"');
  expect(out).toContain('::error file=TEAM.md,line=65,col=68,endLine=65,endColumn=69,title=teamdoc decision-default::');
  expect(out).toContain('| TEAM.md | 44:33 | error | [resource-port-overlap](');
  expect(out).toMatch(/83:1-85:\d+ +error +Unexpected change to `Criteria \(2026-11-22\)` of `pretrain-7b` in [0-9a-f]{7} after it was committed in [0-9a-f]{7}/);
  expect(out).toMatch(/changed in commit [0-9a-f]{7} \(.+, “pretrain: adjust criteria”\): `Pass: validation loss at 60k at or below 2\.10/);
  expect(out).toContain('The scratch repository was removed');
});
