/**
 * `teamdoc kickoff PART` and `teamdoc check --kickoff FILE` as a lead meets
 * them: a kickoff rendered from the repository's team doc from any worktree,
 * refused while the doc has errors, and a hand-written kickoff checked against
 * the doc with every problem located.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findKickoffMarker } from '../../src/kickoff/marker.js';
import { runCli } from '../helpers/cli.js';
import { LINE_ENDING_VARIANTS, withLineEndings } from '../helpers/line-endings.js';
import { addWorktree, makeRepo, scratchDir } from '../helpers/repo.js';
import { STACK_LINE, editedDoc } from '../helpers/team-docs.js';
import { EXAMPLE_TEAMS_NOW } from '../helpers/clock.js';

const EXAMPLE = readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8');

function teamRepo(doc: string = EXAMPLE) {
  const repo = makeRepo({ files: { 'TEAM.md': doc } });
  // The example's board is current on the day it describes, not on every later day.
  repo.env.TEAMDOC_NOW = EXAMPLE_TEAMS_NOW.toISOString();
  return { repo, worktree: addWorktree(repo, 'ablate') };
}

describe('teamdoc kickoff', () => {
  it('from a linked worktree: prints the part’s kickoff from the main worktree’s doc, which then passes check --kickoff', async () => {
    const { repo, worktree } = teamRepo();
    const result = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'bypassPermissions'], { cwd: worktree, env: repo.env });

    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const kickoff = result.stdout;
    expect(findKickoffMarker(kickoff)).toEqual({
      version: 1,
      attributes: { team: 'llm-7b-push', part: 'warmup-ablation', owner: 'ablate', parent: 'pretrain' },
    });
    expect(kickoff).toContain('You are **ablate**, a worker in the team **llm-7b-push**.');
    expect(kickoff).toContain('is **pretrain** (session\n`8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34`, runtime claude, host gpu-a)');
    expect(kickoff).toContain('```sh\nteamdoc join --parent pretrain --part warmup-ablation --name ablate\n```');
    expect(kickoff).toContain(`The team doc is \`${join(repo.dir, 'TEAM.md')}\``);
    expect(kickoff).toContain('Train the 7B base model on the new data mix');
    expect(kickoff).toContain(
      '## Your resources\n\n- ablation cards (gpu): `gpu-a:6,7` — the two spare cards on `gpu-a`\n- ablation TensorBoard (port): `gpu-a:6010-6014`\n- ablation runs (path): `/data/runs/ablation-warmup` — shared NFS\n',
    );
    expect(kickoff).toContain(
      '#### Criteria (2026-11-30)\n\n- Pass: loss at 10k within 0.03 of the main run at 10k.\n- Fail: loss more than 0.03 above the main run at 10k, or any divergence.\n',
    );
    expect(kickoff).toContain('You were started in permission mode `bypassPermissions`');
    expect(kickoff).not.toMatch(/\{\{/);

    writeFileSync(join(worktree, 'kickoff.md'), kickoff);
    const check = await runCli(['check', '--kickoff', 'kickoff.md'], { cwd: worktree, env: repo.env });
    expect(check).toMatchObject({ code: 0, stdout: 'kickoff.md: no issues found\n', stderr: '' });
  });

  it('every part of the example renders into a kickoff that check --kickoff passes', async () => {
    const { repo } = teamRepo();
    const files: string[] = [];
    for (const part of ['pretrain-7b', 'data-mix', 'eval-suite', 'warmup-ablation']) {
      const result = await runCli(['kickoff', part, '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
      expect(result.code, result.stderr).toBe(0);
      writeFileSync(join(repo.dir, `${part}.md`), result.stdout);
      files.push('--kickoff', `${part}.md`);
    }
    const check = await runCli(['check', ...files, '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).summary).toEqual({ errors: 0, warnings: 0, info: 0, files: 4 });
  });

  it('says only the case that holds: SendMessage for Claude Code on one host, teamdoc send with Codex on one host, record and sync from another host', async () => {
    const codexAblate = editedDoc('| ablate | claude |  | gpu-a |', '| ablate | codex |  | gpu-a |', EXAMPLE);
    const cases = [
      {
        doc: EXAMPLE,
        part: 'warmup-ablation',
        kept: ['## First: ack', '## The team doc', '## Reaching your parent'],
        says: ['SendMessage', '`[ack] warmup-ablation: joined as ablate', 'no `git fetch` is needed', "reach this checkout's log only when your parent brings"],
        unsaid: ['FETCH_HEAD', 'git fetch origin` first'],
      },
      {
        doc: codexAblate,
        part: 'warmup-ablation',
        kept: ['## First: ack, by joining', '## The team doc', '## Reaching your parent, with teamdoc send'],
        says: ['teamdoc send --to pretrain', 'your join is your ack', 'no `git fetch` is needed', 'FETCH_HEAD'],
        unsaid: ['git fetch origin` first'],
      },
      {
        doc: EXAMPLE,
        part: 'data-mix',
        kept: ['## First: ack, from another machine', '## The team doc, from another machine', '## Reaching your parent, from another machine'],
        says: [
          'Run `teamdoc sync` now',
          'wait in your clone',
          'run `git fetch origin` first',
          '`git merge origin/',
          'they reach your clone with your `teamdoc sync`',
        ],
        unsaid: ['no `git fetch` is needed', 'your parent brings', 'Your parent started you'],
      },
    ];
    const headings = [...new Set(cases.flatMap((one) => one.kept))];
    for (const { doc, part, kept, says, unsaid } of cases) {
      const { repo } = teamRepo(doc);
      const result = await runCli(['kickoff', part, '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
      expect(result.code, result.stderr).toBe(0);
      const kickoff = result.stdout;
      const lines = kickoff.split('\n');
      for (const heading of headings) expect(lines.includes(heading), `${part}: ${heading}`).toBe(kept.includes(heading));
      for (const words of says) expect(kickoff, part).toContain(words);
      // Another part's output: no fetch on the parent's host, where the worktrees share one object store.
      for (const words of unsaid) expect(kickoff, part).not.toContain(words);
      // No hedge the renderer could settle: no test of the checkout, no condition on the runtimes or hosts.
      expect(kickoff).not.toMatch(/git worktree list` shows only|in a clone of your own, run|if you and \S+ both run|either of you runs/i);
      if (!kept.includes('## First: ack')) expect(kickoff).not.toContain('SendMessage');
      if (!kept.includes('## Reaching your parent, with teamdoc send')) expect(kickoff).not.toContain('teamdoc send');
      if (kept.includes('## The team doc')) expect(kickoff).not.toContain('teamdoc sync');
      writeFileSync(join(repo.dir, 'kickoff.md'), kickoff);
      const check = await runCli(['check', '--kickoff', 'kickoff.md'], { cwd: repo.dir, env: repo.env });
      expect(check, part).toMatchObject({ code: 0, stdout: 'kickoff.md: no issues found\n' });
    }
  });

  it('from a doc saved on Windows (BOM, CRLF) or with mixed endings: the kickoff of its LF twin, no CR in it, and check --kickoff passes it as CRLF too', async () => {
    const { repo } = teamRepo();
    const kickoff = () => runCli(['kickoff', 'eval-suite'], { cwd: repo.dir, env: repo.env });
    const lf = await kickoff();
    expect(lf).toMatchObject({ code: 0, stderr: '' });
    for (const variant of ['bom+crlf', 'mixed'] as const) {
      writeFileSync(join(repo.dir, 'TEAM.md'), withLineEndings(EXAMPLE, variant));
      const other = await kickoff();
      expect(other, variant).toEqual(lf);
      expect(other.stdout).not.toMatch(/[\r\ufeff]/);
    }
    writeFileSync(join(repo.dir, 'kickoff.md'), withLineEndings(lf.stdout, 'crlf'));
    expect(await runCli(['check', '--kickoff', 'kickoff.md'], { cwd: repo.dir, env: repo.env })).toMatchObject({
      code: 0,
      stdout: 'kickoff.md: no issues found\n',
    });
  });

  it('an unknown part: exit 2, the parts listed, nothing on stdout', async () => {
    const { repo } = teamRepo();
    const result = await runCli(['kickoff', 'warmup'], { cwd: repo.dir, env: repo.env });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe(
      'teamdoc: no part `warmup` in the team doc; did you mean `warmup-ablation`?\nhint: The parts are: pretrain-7b, data-mix, eval-suite, warmup-ablation.\n',
    );
  });

  it('a doc with errors: no kickoff (exit 1, the findings on stderr, so "$(teamdoc kickoff …)" is empty); --force writes it and says so', async () => {
    const broken = editedDoc('| pretrain | train on to 60k |', '| pretrain | — |', EXAMPLE);
    const { repo } = teamRepo(broken);
    const refused = await runCli(['kickoff', 'data-mix', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain('teamdoc: no kickoff written: TEAM.md has errors');
    expect(refused.stderr).toMatch(
      /65:\d+-65:\d+ +error +Unexpected decision `Stop at 60k steps if the 40k eval is already ahead\?`\s+without a default[\s\S]*decision-default/,
    );
    expect(refused.stderr).toContain('--force writes the kickoff anyway');
    expect(refused.stderr).not.toMatch(STACK_LINE);

    const forced = await runCli(['kickoff', 'data-mix', '--permission-mode', 'default', '--force'], { cwd: repo.dir, env: repo.env });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('# Kickoff: you are data, owner of part data-mix');
    expect(forced.stderr).toBe('teamdoc: written despite 1 error in TEAM.md (--force); teamdoc check lists them\n');
  });

  it('a part with no criteria yet and no permission mode given: the kickoff says so, stderr notes both, and check --kickoff flags the mode', async () => {
    const withoutCriteria = editedDoc(
      '#### Criteria (2026-11-30)\n\n- Pass: loss at 10k within 0.03 of the main run at 10k.\n- Fail: loss more than 0.03 above the main run at 10k, or any divergence.\n',
      '',
      EXAMPLE,
    );
    const { repo } = teamRepo(withoutCriteria);
    const result = await runCli(['kickoff', 'warmup-ablation'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '## Plan and criteria, before any result\n\n(none yet)\n\nUnless you restart (see "First: ack": then your predecessor\'s `[plan]` holds), send your parent your\nplan in the `[plan]` format below before you look at any result',
    );
    expect(result.stdout).toContain('You were started in permission mode `unknown`');
    expect(result.stderr).toContain('no --permission-mode given');
    expect(result.stderr).toContain('the part has no criteria yet');

    writeFileSync(join(repo.dir, 'kickoff.md'), result.stdout);
    const check = await runCli(['check', '--kickoff', 'kickoff.md', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(check.code).toBe(1);
    const messages = JSON.parse(check.stdout).files[0].messages as Array<{ ruleId: string; line: number; message: string }>;
    expect(messages.map((message) => message.ruleId)).toEqual(['kickoff-permission-mode']);
    expect(messages[0]!.message).toBe(
      'Unexpected permission mode `unknown`, expected the mode the worker is started in (`default`, `acceptEdits`, `plan`, `auto`, `manual`, `dontAsk` or `bypassPermissions`), the same class as its parent’s',
    );
  });

  it('renders what the worker will read: a change not committed that the kickoff would carry is refused with the commit that fixes it; one elsewhere is not; --uncommitted renders it', async () => {
    const { repo, worktree } = teamRepo();
    const committed = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
    expect(committed.code).toBe(0);

    // Another part's plan changes: this kickoff would not, so it is the committed doc's.
    writeFileSync(join(repo.dir, 'TEAM.md'), editedDoc('Checkpoint every 5k steps', 'Checkpoint every 2k steps', EXAMPLE));
    expect(await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env })).toEqual(committed);

    // Its own criteria change: the worker would not find them in its checkout.
    writeFileSync(join(repo.dir, 'TEAM.md'), editedDoc('within 0.03 of the main run at 10k.', 'within 0.02 of the main run at 10k.', EXAMPLE));
    const refused = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
    expect(refused).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        "teamdoc: TEAM.md has changes not committed that the kickoff would carry, and the worker reads the committed doc: git commit -m 'team doc' -- TEAM.md (or --uncommitted to render the working copy)\n",
    });
    const fromWorktree = await runCli(['kickoff', 'warmup-ablation'], { cwd: worktree, env: repo.env });
    expect(fromWorktree.stderr).toContain("git -C ../repo commit -m 'team doc' -- TEAM.md (or --uncommitted");

    const anyway = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default', '--uncommitted'], { cwd: repo.dir, env: repo.env });
    expect(anyway.code).toBe(0);
    expect(anyway.stdout).toContain('within 0.02 of the main run');

    // The hint, run as written, clears the refusal.
    repo.git('commit', '-q', '-m', 'team doc', '--', 'TEAM.md');
    const after = await runCli(['kickoff', 'warmup-ablation', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
    expect(after).toEqual(anyway);
  });

  it('a doc never committed: refused with the add and the commit; outside any repository the file is all there is', async () => {
    const repo = makeRepo({ files: { 'TEAM.md': EXAMPLE }, commit: false });
    repo.env.TEAMDOC_NOW = EXAMPLE_TEAMS_NOW.toISOString();
    const refused = await runCli(['kickoff', 'eval-suite'], { cwd: repo.dir, env: repo.env });
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toBe(
      "teamdoc: TEAM.md is not committed, and the worker reads the committed doc: git add -- TEAM.md && git commit -m 'team doc' -- TEAM.md (or --uncommitted to render the working copy)\n",
    );
    repo.git('add', '--', 'TEAM.md');
    repo.git('commit', '-q', '-m', 'team doc', '--', 'TEAM.md');
    expect(await runCli(['kickoff', 'eval-suite'], { cwd: repo.dir, env: repo.env })).toMatchObject({ code: 0 });

    const outside = scratchDir();
    writeFileSync(join(outside, 'TEAM.md'), EXAMPLE);
    expect(await runCli(['kickoff', 'eval-suite', '--doc', 'TEAM.md'], { cwd: outside, env: repo.env })).toMatchObject({ code: 0 });
  });

  it('--parent: the worker reports to another role, whose session id the kickoff carries', async () => {
    const { repo } = teamRepo();
    const result = await runCli(['kickoff', 'warmup-ablation', '--parent', 'top', '--permission-mode', 'default'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('teamdoc join --parent top --part warmup-ablation --name ablate');
    expect(result.stdout).toContain('`3f2b8c1e-5a7d-4c9e-9b1a-2d6e8f0c4a71`');
    const unknown = await runCli(['kickoff', 'warmup-ablation', '--parent', 'nobody'], { cwd: repo.dir, env: repo.env });
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('the parent `nobody` is not a role in the Roles table');
  });
});

describe('teamdoc check --kickoff', () => {
  const HAND_WRITTEN = [
    '# Kickoff for the ablation',
    '',
    'Hi ablate! As discussed, run the warm-up ablation like before.',
    '',
    'First run `teamdoc join --parent top --part warmup-ablation --name ablate`.',
    '',
    'The team doc is TEAM.md.',
    '',
    '## Your resources',
    '',
    '- cards `gpu-a:6,7` and ports `gpu-a:6010-6014`',
    '- write to `/data/runs/pretrain-7b/ablation`',
    '',
    'Token for the bucket: ghp_abcdefghijklmnopqrstuvwxyz0123456789',
    '',
  ].join('\n');

  it('a hand-written kickoff: every problem located, with the team doc’s rows as related places', async () => {
    const { repo } = teamRepo();
    writeFileSync(join(repo.dir, 'hand.md'), HAND_WRITTEN);
    const result = await runCli(['check', '--kickoff', 'hand.md', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    const messages = JSON.parse(result.stdout).files[0].messages as Array<{
      ruleId: string;
      line: number;
      column: number;
      endColumn: number;
      related: Array<{ file: string; line: number }>;
    }>;
    const byRule = (id: string) => messages.filter((message) => message.ruleId === id);
    expect(byRule('kickoff-context').map((message) => [message.line, message.column, message.endColumn])).toEqual([
      [3, 12, 24],
      [3, 51, 62],
    ]);
    expect(byRule('kickoff-first-command').map((message) => [message.line, message.column])).toEqual([[5, 34]]);
    expect(byRule('kickoff-first-command')[0]!.related).toEqual([{ file: 'TEAM.md', line: 24, column: 53, message: '`ablate`’s parent' }]);
    expect(byRule('kickoff-doc-path').map((message) => [message.line, message.column])).toEqual([[7, 17]]);
    expect(byRule('kickoff-path-overlap').map((message) => [message.line, message.column])).toEqual([[12, 13]]);
    expect(byRule('kickoff-resources').map((message) => message.related[0]!.line)).toEqual([47]);
    expect(byRule('kickoff-secret').map((message) => [message.line, message.column, message.endColumn])).toEqual([[14, 23, 63]]);
    for (const id of ['kickoff-intent', 'kickoff-criteria', 'kickoff-report-formats', 'kickoff-contract', 'kickoff-permission-mode', 'kickoff-parent']) {
      expect(byRule(id).length, id).toBeGreaterThan(0);
    }
    expect(byRule('kickoff-part')).toEqual([]);
  });

  it('a hand-written kickoff saved with CRLF, a BOM, mixed endings or lone CRs: the LF file’s findings, at the same places', async () => {
    const { repo } = teamRepo();
    const check = (text: string) => {
      writeFileSync(join(repo.dir, 'hand.md'), text);
      return runCli(['check', '--kickoff', 'hand.md', '--format', 'json'], { cwd: repo.dir, env: repo.env });
    };
    const lf = await check(HAND_WRITTEN);
    expect(lf.code).toBe(1);
    for (const variant of LINE_ENDING_VARIANTS) expect(await check(withLineEndings(HAND_WRITTEN, variant)), variant).toEqual(lf);
  });

  it('the stylish report names the team doc in related places that are in it', async () => {
    const { repo } = teamRepo();
    writeFileSync(join(repo.dir, 'hand.md'), HAND_WRITTEN);
    const result = await runCli(['check', '--kickoff', 'hand.md'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('TEAM.md:24: `ablate`’s parent');
    expect(result.stdout).toMatch(/✖ \d+ problems/);
  });

  it('outside a repository with no doc named: the doc-free checks run and stderr says what was skipped', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'hand.md'), HAND_WRITTEN);
    const result = await runCli(['check', '--kickoff', 'hand.md', '--format', 'json'], { cwd: dir, env: { ...process.env, GIT_CEILING_DIRECTORIES: dir } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no team doc to check the kickoffs against');
    const rules = new Set((JSON.parse(result.stdout).files[0].messages as Array<{ ruleId: string }>).map((message) => message.ruleId));
    expect(rules.has('kickoff-resources')).toBe(false);
    expect(rules.has('kickoff-path-overlap')).toBe(false);
    expect(rules.has('kickoff-contract')).toBe(true);
  });

  it('a kickoff that cannot be read, or two docs named: exit 2 with one clear line', async () => {
    const { repo } = teamRepo();
    const missing = await runCli(['check', '--kickoff', 'nope.md'], { cwd: repo.dir, env: repo.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^teamdoc: nope\.md: /);
    const twoDocs = await runCli(['check', '--kickoff', 'x.md', 'TEAM.md', 'OTHER.md'], { cwd: repo.dir, env: repo.env });
    expect(twoDocs.code).toBe(2);
    expect(twoDocs.stderr).toContain('with --kickoff, name at most one team doc');
  });
});
