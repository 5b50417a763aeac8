/**
 * The live rules of `check` with a real Claude Code session offline: a session
 * working in the repository without a row, and an `active` row whose session
 * has exited. Each hint, applied to the doc as written, makes its finding go
 * away and brings no other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/findings/text-edits.js';
import { scriptMarker } from '../harness/script.js';
import { claudeHarness } from '../harness/vitest.js';
import { teamDoc } from '../helpers/chain-team.js';
import { runCli } from '../helpers/cli.js';
import { addWorktree, makeRepo, type TempRepo } from '../helpers/repo.js';
import { editDoc, findings } from '../helpers/story.js';

/** What check finds under `env`, each finding without its place: the same before and after a row is added above it. */
async function placeless(repo: TempRepo, env: NodeJS.ProcessEnv) {
  return (await findings(repo, { env })).map(({ ruleId, message, hint, suggestion }) => ({ ruleId, message, hint, ...(suggestion ? { suggestion } : {}) }));
}

describe('check’s live rules, with a real Claude Code session', () => {
  it('a session running in a worktree without a row is reported; its row as the hint gives it clears the finding and brings no other; once it exits, the active row is reported, and idle as the hint says clears that', async () => {
    const { claude } = await claudeHarness({ scripts: { idle: { turns: [[{ text: 'ready' }]] } } });
    const repo = makeRepo({ files: { 'TEAM.md': teamDoc(['| lead | human | — | box | — | — | — | active |']) } });
    const worktree = addWorktree(repo, 'helper');
    const env = { ...repo.env, TEAMDOC_HOST: 'box', CLAUDE_CONFIG_DIR: `${claude.home}/.claude` };
    const before = await placeless(repo, env);
    const helper = claude.start({ cwd: worktree, name: 'helper', prompt: `${scriptMarker('idle')} wait` });
    await helper.turnEnded(1);
    await helper.waitForStatus('idle');

    const unlisted = (await placeless(repo, env)).filter((finding) => finding.ruleId === 'live-session-unlisted');
    expect(unlisted).toHaveLength(1);
    expect(unlisted[0]!.message).toBe(
      `Unexpected Claude Code session \`helper\` (${helper.sessionId}) idle in ${worktree} on box, expected a row in the roles table for every session working in the repository`,
    );
    const hint =
      /^If it works for the team, add its row, (\|.*\|), and its part under ## Parts \(`### (\S+)` and a line saying what it owns\); set it `active` once it has stated its parent \(teamdoc join\)\. If it does not, stop it\.$/.exec(
        unlisted[0]!.hint ?? '',
      )!;
    const [, row, part] = hint;
    expect(row).toBe(`| helper | claude | ${helper.sessionId} | box | ${worktree} | lead | helper | planned |`);
    editDoc(
      repo,
      (text) =>
        `${text.replace('| lead | human | — | box | — | — | — | active |', `| lead | human | — | box | — | — | — | active |\n${row}`)}\n### ${part}\n\nThe helper’s errands.\n`,
    );
    expect(await placeless(repo, env)).toEqual(before);
    const view = await runCli(['view'], { cwd: repo.dir, env });
    expect(view.stdout).toMatch(/\n {2}helper {2}claude {2}idle \(open in its terminal \(pid \d+\), active \d+s ago\)/);

    // It works as active; then its process exits.
    editDoc(repo, (text) => text.replace(`${worktree} | lead | helper | planned |`, `${worktree} | lead | helper | active |`));
    await helper.close();
    const gone = (await placeless(repo, env)).filter((finding) => finding.ruleId === 'live-session-gone');
    expect(gone).toHaveLength(1);
    expect(gone[0]!.message).toMatch(
      /^Unexpected status `active` for `helper`, whose Claude Code session has exited on box \(no process runs it, last active \d+s ago\), expected/,
    );
    expect(gone[0]!.hint).toBe(
      `To carry on, open it again: claude --resume ${helper.sessionId}. If it is paused on purpose, set its Status to \`idle\`; if it has finished, to \`done\`.`,
    );
    const asActive = await placeless(repo, env);
    // The hint's edit, as JSON carries it: idle, a pause (carrying on is the command above).
    expect(gone[0]!.suggestion).toMatchObject({ message: 'Set `helper` to `idle`, paused (if it has finished, `done` instead)' });
    editDoc(repo, (text) => applyTextEdits(text, gone[0]!.suggestion!.edits));
    expect(readFileSync(join(repo.dir, 'TEAM.md'), 'utf8')).toContain(`${worktree} | lead | helper | idle |`);
    const asIdle = await placeless(repo, env);
    expect(asIdle.filter((finding) => finding.ruleId === 'live-session-gone')).toEqual([]);
    // Nothing new: idle is judged like active everywhere else (a plan and criteria are owed only while active, so those go too).
    expect(asIdle.filter((finding) => !asActive.some((other) => other.ruleId === finding.ruleId && other.message === finding.message))).toEqual([]);
  });
});
