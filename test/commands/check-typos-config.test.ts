/**
 * A lead's morning with `teamdoc check`, as processes in a real repository
 * with a real log: a doc written in a hurry has typos in its headings and a
 * column; each is one finding with a did-you-mean, and nothing follows from
 * it; `check --fix` writes the did-you-means. Applied as written, the hints leave only what the team accepts on
 * purpose, which the doc itself then says (rules: and a comment), so CI's
 * `check --max-warnings 0` passes and `teamdoc kickoff` works from the doc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flat, runCli } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { addWorktree, makeRepo } from '../helpers/repo.js';

const EXAMPLE = readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8');
const NOW = '2026-11-30T12:00:00Z';

function replaced(text: string, pairs: [from: string, to: string][]): string {
  return pairs.reduce((doc, [from, to]) => {
    expect(doc, from).toContain(from);
    return doc.replace(from, to);
  }, text);
}

describe('typos and configuration, in a team’s repository', () => {
  it('one finding per typo with its did-you-mean; the hints applied, and what is accepted said in the doc, check passes in CI', async () => {
    const typos: [string, string][] = [
      ['## Resources\n', '## Resouces\n'],
      ['| Name | Runtime | Session | Host | Worktree | Parent |', '| Name | Runtme | Session | Host | Worktree | Parnet |'],
      ['#### Criteria (2026-11-22)\n\n- Pass: validation loss', '#### Critera (2026-11-22)\n\n- Pass: validation loss'],
    ];
    // Each lead works in a worktree beside the repository, on the host its row names.
    const repo = makeRepo({ files: { 'TEAM.md': replaced(EXAMPLE, typos).replaceAll('/srv/llm/wt-', '../wt-') }, commit: false });
    const env = pinnedClock(repo.env, NOW);
    // The doc was committed the day before the leads started work.
    execFileSync('git', ['add', '-A'], { cwd: repo.dir, env });
    execFileSync('git', ['commit', '-qm', 'Team doc'], {
      cwd: repo.dir,
      env: { ...env, GIT_AUTHOR_DATE: '2026-11-29T09:00:00Z', GIT_COMMITTER_DATE: '2026-11-29T09:00:00Z' },
    });
    // The leads have stated their parents; the doc's history and the log are both read.
    for (const [name, parent, part, session, host] of [
      ['pretrain', 'top', 'pretrain-7b', '8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34', 'gpu-a'],
      ['data', 'top', 'data-mix', 'c7e90f13-2b4d-4a68-9e1c-5f3a7b2d8e06', 'gpu-b'],
      ['evals', 'top', 'eval-suite', '019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08', 'gpu-b'],
    ]) {
      const joined = await runCli(['join', '--name', name!, '--parent', parent!, '--part', part!, '--session', session!], {
        cwd: addWorktree(repo, name!),
        env: { ...env, TEAMDOC_HOST: host },
      });
      expect(joined.code, joined.stderr).toBe(0);
      const reported = await runCli(['record', '--from', name!, '--to', parent!, '--kind', 'report'], {
        cwd: repo.dir,
        env,
        input: 'Plan written; starting.\n',
      });
      expect(reported.code, reported.stderr).toBe(0);
    }

    const check = await runCli(['check', '--format', 'json'], { cwd: repo.dir, env });
    const findings = (JSON.parse(check.stdout) as { files: { messages: { ruleId: string; line: number; message: string; hint: string }[] }[] }).files[0]!
      .messages;
    const typoFindings = findings.filter((finding) => /\(read as that (section|column)\)/.test(finding.message));
    expect(typoFindings.map((finding) => [finding.ruleId, finding.line, finding.hint.split('?')[0]])).toEqual([
      ['table-columns', 18, 'Did you mean `Runtime`'],
      ['table-columns', 18, 'Did you mean `Parent`'],
      ['section-missing', 35, 'Did you mean `## Resources`'],
      ['part-section-name', 81, 'Did you mean `#### Criteria (2026-11-22)`'],
    ]);
    // Nothing follows from them (no missing section, column, top or criteria): what else there is has other causes.
    expect(findings.filter((finding) => !typoFindings.includes(finding)).map((finding) => `${finding.ruleId} ${finding.line}`)).toEqual([
      'chain-statement-missing 24',
      'history-incomplete 104',
    ]);
    expect(check.code).toBe(1);

    // Each typo has one likely reading, so `check --fix` writes the did-you-means; nothing else is touched by them.
    const fix = await runCli(['check', '--fix'], { cwd: repo.dir, env });
    expect(fix.stdout).toContain('TEAM.md:18:10 table-columns: Replace `Runtme` with `Runtime`\n');
    expect(fix.stdout).toContain('TEAM.md:35:4 section-missing: Replace `Resouces` with `Resources`\n');
    expect(fix.stdout).toContain('TEAM.md:81:6 part-section-name: Replace `Critera (2026-11-22)` with `Criteria (2026-11-22)`\n');
    const respelt = readFileSync(join(repo.dir, 'TEAM.md'), 'utf8');
    for (const [right, wrong] of typos) expect([respelt.includes(right), respelt.includes(wrong)], right).toEqual([true, false]);

    // The other hints, applied; `ablate` has not joined yet (it is `starting`): accepted for now, in the doc, at its row.
    const fixed = replaced(respelt, [
      [
        '| pretrain | warmup-ablation | starting |',
        '| pretrain | warmup-ablation | starting <!-- teamdoc-disable-line chain-statement-missing -- starts after lunch --> |',
      ],
      ['handoff-timeout: 30m\n', 'handoff-timeout: 30m\nrules:\n  history-incomplete: off\n'],
    ]);
    repo.write('TEAM.md', fixed);
    const ci = await runCli(['check', '--max-warnings', '0'], { cwd: repo.dir, env });
    expect(ci).toMatchObject({ code: 0, stdout: 'TEAM.md: no issues found\n', stderr: '' });

    // The doc's configuration is the check's wherever it runs: the kickoff refuses only what the doc does not accept.
    const broken = fixed.replace('| pretrain | train on to 60k |', '| pretrain | — |');
    repo.write('TEAM.md', broken);
    expect((await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env })).code).toBe(1);
    repo.write('TEAM.md', broken.replace('rules:\n', 'rules:\n  decision-default: warning\n'));
    // The worker reads the committed doc.
    execFileSync('git', ['commit', '-qam', 'Team doc: the typos fixed'], { cwd: repo.dir, env });
    const kickoff = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env });
    expect(kickoff.code, kickoff.stderr).toBe(0);
    expect(kickoff.stderr).toBe('teamdoc: note: TEAM.md has 1 warning; teamdoc check lists them\n');
    // A typo in the configuration is itself a finding, with the rule it most likely means.
    repo.write('TEAM.md', fixed.replace('history-incomplete: off', 'history-incomplet: off'));
    const typoInConfig = await runCli(['check'], { cwd: repo.dir, env });
    expect(flat(typoInConfig.stdout)).toContain(
      'warning Unexpected rule `history-incomplet` under `rules:`, expected a teamdoc rule id rule-config hint: Did you mean `history-incomplete`?',
    );
  });
});
