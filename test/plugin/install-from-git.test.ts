/**
 * The README's Install, with the real Claude Code offline and a fresh HOME:
 * a clone of the repository with no node_modules and no install step, the two
 * `claude plugin` commands, and nothing else. A session loads `teamdoc:lead`
 * and runs `teamdoc init`, `check` and `kickoff` as the skill writes them,
 * finding `teamdoc` in the plugin's own bin/ (Claude Code puts it on its Bash
 * tool's PATH); two sessions exchange a message and the hooks record it with
 * the plugin's own build. Then the CLI on PATH in one step, from the clone
 * Claude Code keeps of a marketplace added by URL, and `teamdoc install codex`
 * from that install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOf, type ClaudeScript } from '../harness/anthropic-mock.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { freshClone } from '../helpers/checkout.js';
import { EXAMPLE_TEAMS_NOW, pinnedClock } from '../helpers/clock.js';
import { serveGitOverHttp } from '../helpers/git-http.js';
import { EXAMPLE_DOC, hookErrors, reads, sends, states, waitForLog } from '../helpers/plugin-sessions.js';
import { TEST_IDENTITY, addWorktree, makeRepo, scratchDir } from '../helpers/repo.js';

/** `teamdoc <verb> …` as the skill's text writes it on a line of its own, with its <placeholders> filled in. */
function skillCommand(skillText: string, verb: string, values: Record<string, string>): string {
  const line = new RegExp(`^teamdoc ${verb}\\b[^\\n#]*`, 'm').exec(skillText)?.[0].trim();
  if (line === undefined) throw new Error(`the lead skill has no line starting \`teamdoc ${verb}\``);
  return line.replace(/<([^>]+)>/g, (placeholder, name: string) => {
    const value = Object.entries(values).find(([word]) => name.includes(word))?.[1];
    if (value === undefined) throw new Error(`no value for ${placeholder} in the skill's \`${line}\``);
    return value;
  });
}

/**
 * Claude Code runs `npm ci --ignore-scripts` in every plugin that has a lockfile, and teamdoc's is its
 * development tools'; with npm offline that installs nothing, which proves the plugin needs none of it.
 */
const WITHOUT_REGISTRY = { npm_config_offline: 'true' };

/** Where Claude Code installed teamdoc@teamdoc, from its own record. */
function installPath(home: string): string {
  const installed = JSON.parse(readFileSync(join(home, '.claude', 'plugins', 'installed_plugins.json'), 'utf8')) as {
    plugins: Record<string, Array<{ installPath: string }>>;
  };
  return installed.plugins['teamdoc@teamdoc']![0]!.installPath;
}

describe('the plugin installed from a clone, and nothing else', () => {
  it('gives a session the lead skill and a teamdoc that runs its commands, and hooks that record two sessions’ message', async () => {
    const values = { team: 'llm-7b-push', name: 'top', part: 'warmup-ablation', mode: 'bypassPermissions' };
    const step = (command: string) => [{ tool: 'Bash', input: { command: `${command}\necho "exit=$?"` } }];
    const exampleDoc = join(scratchDir(), 'team-doc.md');
    writeFileSync(exampleDoc, EXAMPLE_DOC);
    // The model follows the skill it loaded: each command is the skill's own line, placeholders filled.
    const leader: ClaudeScript = (request, context) => {
      const conversation = (request.messages ?? []).map((message) => textOf(message.content)).join('\n');
      const command = (verb: string) => skillCommand(conversation, verb, values);
      const turns = [
        () => [{ tool: 'Skill', input: { skill: 'teamdoc:lead' } }],
        () => step(`command -v teamdoc\n${command('init')}`),
        () => step(`cp ${exampleDoc} TEAM.md && ${command('check')} && git add TEAM.md && git commit -q -m "team doc"`),
        () => step(`${command('kickoff')} > ../kickoff.md && teamdoc check --kickoff ../kickoff.md`),
        () => [{ text: 'The team doc is checked and committed, and the kickoff is ready.' }],
      ];
      return (turns[context.turn] ?? turns.at(-1)!)();
    };
    const { claude, mock } = await claudeHarness({
      scripts: { leader, reads, sender: sends('pretrain', '[result] warmup-ablation: loss 2.31 at 2k steps') },
      env: WITHOUT_REGISTRY,
    });
    const clone = freshClone(scratchDir());
    expect(existsSync(join(clone, 'node_modules'))).toBe(false);

    const added = await claude.command(['plugin', 'marketplace', 'add', clone]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Successfully added marketplace: teamdoc');
    const installed = await claude.command(['plugin', 'install', 'teamdoc@teamdoc']);
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain('Successfully installed plugin: teamdoc@teamdoc');
    // A marketplace added by path is read in place: the plugin's root is the clone, where nothing was installed or built.
    const listed = await claude.command(['plugin', 'list']);
    expect(listed.stdout).toContain(`Read from: ${clone}`);
    for (const dir of [clone, installPath(claude.home)]) expect(readdirSync(dir)).not.toContain('node_modules');

    const repo = makeRepo({ files: { 'README.md': 'llm\n' } });
    const sessionEnv = { ...pinnedClock({}, EXAMPLE_TEAMS_NOW), ...TEST_IDENTITY } as Record<string, string>;
    const run = await claude.run({ cwd: repo.dir, prompt: `${scriptMarker('leader')} split the pre-training work`, env: sessionEnv, timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    const results = (mock.requestsFor('leader').at(-1)?.messages ?? [])
      .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
      .filter((block) => block.type === 'tool_result')
      .map((block) => textOf(block.content));
    expect(results[1], 'the Skill loaded, then the teamdoc the Bash tool finds').toMatch(
      new RegExp(`^${join(clone, 'bin', 'teamdoc')}\\nCreated TEAM.md for team llm-7b-push`),
    );
    expect(results.slice(1).map((result) => /exit=(\d+)/.exec(result)?.[1])).toEqual(['0', '0', '0']);
    expect(results[3]).toContain('no issues found');
    expect(readFileSync(join(repo.dir, '..', 'kickoff.md'), 'utf8')).toContain('# Kickoff: you are ablate, owner of part warmup-ablation');

    // The doc is committed, so the project records: a worker reports to its parent, and the hooks write it down.
    const parent = claude.start({ cwd: repo.dir, name: 'pretrain', env: sessionEnv, prompt: `${scriptMarker('reads')} wait` });
    await parent.turnEnded(1);
    const worker = claude.start({ cwd: addWorktree(repo, 'ablate'), name: 'ablate', env: sessionEnv, prompt: `${scriptMarker('sender')} report` });
    await worker.turnEnded(1);
    await parent.turnEnded(2);
    const [message, ...more] = await waitForLog(repo, 'the report sent and delivered', (all) =>
      ['sent', 'delivered'].every((state) => states(all[0])?.includes(state)),
    );
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'report',
      from: { name: 'ablate', session: worker.sessionId },
      to: { name: 'pretrain', session: parent.sessionId },
      body: '[result] warmup-ablation: loss 2.31 at 2k steps',
    });
    expect(hookErrors(repo)).toBe('');
    await Promise.all([worker.close(), parent.close()]);
  });

  it('from a marketplace added by URL: `npm install -g` of the clone Claude Code keeps puts teamdoc on PATH, and `teamdoc install codex` works from it', async () => {
    const { claude, root } = await claudeHarness({
      scripts: { which: { turns: [[{ tool: 'Bash', input: { command: 'command -v teamdoc' } }], [{ text: '{{lastToolResult}}' }]] } },
      env: WITHOUT_REGISTRY,
    });
    const served = scratchDir();
    execFileSync('git', ['clone', '-q', '--bare', freshClone(scratchDir()), join(served, 'teamdoc.git')]);
    const server = await serveGitOverHttp(served);
    const added = await claude.command(['plugin', 'marketplace', 'add', server.url('teamdoc.git')]);
    expect(added.code, added.stderr).toBe(0);
    const installed = await claude.command(['plugin', 'install', 'teamdoc@teamdoc']);
    expect(installed.code, installed.stderr).toBe(0);
    // A marketplace added by URL is a clone Claude Code keeps; the plugin runs from the copy it installed from it.
    const marketplace = join(claude.home, '.claude', 'plugins', 'marketplaces', 'teamdoc');
    const plugin = installPath(claude.home);
    expect(readdirSync(plugin)).not.toContain('node_modules');
    const session = await claude.run({ cwd: claude.workdir('work'), prompt: `${scriptMarker('which')} go` });
    expect(session.code, session.stderr).toBe(0);
    expect(session.stdout.trim()).toBe(join(plugin, 'bin', 'teamdoc'));

    // The README's one step, as a person types it (offline here: nothing to download, nothing to build).
    const prefix = join(root, 'npm-global');
    const env = { ...claude.env, ...TEST_IDENTITY, PATH: `${join(prefix, 'bin')}:${claude.env.PATH}`, npm_config_prefix: prefix };
    const shell = (command: string, cwd: string) => execFileSync('sh', ['-c', command], { cwd, env, encoding: 'utf8' });
    shell('npm install -g ~/.claude/plugins/marketplaces/teamdoc', root);
    expect(shell('command -v teamdoc && teamdoc --version', root)).toBe(`${join(prefix, 'bin', 'teamdoc')}\n0.1.0\n`);

    const repo = makeRepo({ files: { 'README.md': 'vision\n' } });
    expect(shell('teamdoc install codex', repo.dir)).toContain(`installed  lead     ${join(repo.dir, '.agents', 'skills', 'lead')}`);
    expect(readFileSync(join(repo.dir, '.agents', 'skills', 'lead', 'SKILL.md'), 'utf8')).toBe(
      readFileSync(join(marketplace, 'skills', 'lead', 'SKILL.md'), 'utf8'),
    );
  });
});
