/**
 * A team's whole life, as the docs tell each session to live it: a top and
 * four workers (one in Codex) on two machines and a CI job, sharing one bare
 * remote. Every command is the one the lead skill, the worker skill, the
 * kickoff or the handoff's first message gives (read from their text, so
 * this test breaks when the texts and the CLI drift apart). After each step
 * the docs call clean, `teamdoc check` finds nothing and `teamdoc view`
 * agrees with the roles table. The clock is pinned and moves step by step.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import { applyTextEdits } from '../../src/findings/text-edits.js';
import { type CliResult, runCli } from '../helpers/cli.js';
import { localLinks } from '../../src/skills/links.js';
import { reportFormat, shellCommands, teamdocCommand } from '../helpers/commands-in-text.js';
import { packetText } from '../helpers/handoff.js';
import { TEST_IDENTITY, isolatedGitEnv, scratchDir } from '../helpers/repo.js';

const SKILLS = new URL('../../skills/', import.meta.url);
/** The lead skill as the top reads it: SKILL.md, then each reference it links (read when a step needs it). */
const leadSkill = withReferences(readFileSync(new URL('lead/SKILL.md', SKILLS), 'utf8'), new URL('lead/', SKILLS));
const workerSkill = readFileSync(new URL('worker/SKILL.md', SKILLS), 'utf8');
const handoffSkill = readFileSync(new URL('handoff/SKILL.md', SKILLS), 'utf8');
const MODE = 'bypassPermissions';

function withReferences(skill: string, folder: URL): string {
  return [skill, ...localLinks(skill).map((link) => readFileSync(new URL(link.path, folder), 'utf8'))].join('\n');
}

interface Session {
  name: string;
  runtime: 'claude' | 'codex';
  session: string;
  host: string;
}

const TOP: Session = { name: 'top', runtime: 'claude', session: 'c0000000-0000-4000-8000-00000000a11d', host: 'laptop' };
const TRAIN: Session = { name: 'train', runtime: 'claude', session: 'c1111111-1111-4111-8111-111111111111', host: 'laptop' };
const TRAIN_2: Session = { name: 'train-2', runtime: 'claude', session: 'c1111111-2222-4111-8111-111111111112', host: 'laptop' };
const EVAL: Session = { name: 'eval', runtime: 'codex', session: '019b0000-0000-7000-8000-0000000e7a11', host: 'laptop' };
const EVAL_AGAIN: Session = { ...EVAL, session: '019b0000-0000-7000-8000-0000000e7a12' };
const DATA: Session = { name: 'data', runtime: 'claude', session: 'c2222222-2222-4222-8222-222222222222', host: 'gpu-box' };
const TOK: Session = { name: 'tok', runtime: 'claude', session: 'c3333333-3333-4333-8333-333333333333', host: 'laptop' };
const TOK_2: Session = { name: 'tok-2', runtime: 'claude', session: 'c3333333-4444-4333-8333-333333333334', host: 'laptop' };
const TOP_2: Session = { name: 'top-2', runtime: 'claude', session: 'c0000000-0000-4000-8000-00000000a12d', host: 'laptop' };

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  suggestion?: { message: string; edits: Array<{ line: number; column: number; endLine: number; endColumn: number; text: string }> };
}

/** The story's world: machines, the clock, and each session's commands. */
class Team {
  readonly base = scratchDir('teamdoc-life-');
  readonly home = join(this.base, 'home');
  readonly remote = join(this.base, 'remote.git');
  readonly laptop = join(this.base, 'laptop', 'vision');
  readonly gpuBox = join(this.base, 'gpu-box', 'vision');
  readonly ci = join(this.base, 'ci', 'vision');
  readonly doc = join(this.laptop, 'docs', 'team.md');
  private now = new Date('2026-12-01T08:00:00Z');
  private readonly env: NodeJS.ProcessEnv;

  constructor() {
    mkdirSync(this.home, { recursive: true });
    writeFileSync(
      join(this.home, '.gitconfig'),
      '[commit]\n\tgpgSign = false\n[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n',
    );
    this.env = isolatedGitEnv(this.home);
    execFileSync('git', ['init', '-q', '--bare', this.remote], { env: this.env });
    mkdirSync(join(this.base, 'laptop'), { recursive: true });
    this.git(this.base, 'clone', '-q', this.remote, this.laptop);
  }

  /** Moves the story's clock on. */
  at(time: string): void {
    this.now = new Date(`2026-12-01T${time}:00Z`);
  }

  git(cwd: string, ...args: string[]): string {
    const date = this.now.toISOString();
    return execFileSync('git', args, {
      cwd,
      env: { ...this.env, ...TEST_IDENTITY, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  }

  /** A teamdoc command as `session` runs it: its runtime's session id, its host, the story's clock. */
  async run(cwd: string, session: Session | undefined, args: string[], input?: string): Promise<CliResult> {
    const env: NodeJS.ProcessEnv = { ...this.env, TEAMDOC_NOW: this.now.toISOString() };
    if (session) {
      env.TEAMDOC_HOST = session.host;
      env[session.runtime === 'codex' ? 'CODEX_THREAD_ID' : 'CLAUDE_CODE_SESSION_ID'] = session.session;
    }
    return runCli(args, { cwd, env, input });
  }

  /** The same, and it must succeed. */
  async ok(cwd: string, session: Session | undefined, args: string[], input?: string): Promise<CliResult> {
    const result = await this.run(cwd, session, args, input);
    expect(result.code, `teamdoc ${args.join(' ')}\n${result.stderr}`).toBe(0);
    return result;
  }

  /** `teamdoc check` finds nothing at all, and `teamdoc view` agrees with the roles table. */
  async clean(cwd = this.laptop): Promise<void> {
    const findings = await this.findings(cwd);
    expect(findings.map((finding) => `${finding.ruleId}: ${finding.message}`)).toEqual([]);
    await this.viewAgrees(cwd);
  }

  async findings(cwd = this.laptop): Promise<JsonFinding[]> {
    const result = await this.run(cwd, TOP, ['check', '--format', 'json']);
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout).files[0].messages as JsonFinding[];
  }

  /** Every row of the roles table is a session of the view with the same status, parent and part. */
  async viewAgrees(cwd = this.laptop): Promise<ViewSession[]> {
    const view = JSON.parse((await this.ok(cwd, TOP, ['view', '--format', 'json'])).stdout) as { sessions: ViewSession[] };
    const doc = buildModel(readFileSync(join(cwd, 'docs', 'team.md'), 'utf8'), 'team.md');
    for (const role of doc.roles) {
      const shown = view.sessions.find((session) => session.line === role.line);
      expect(shown, `row ${role.name.text}`).toBeDefined();
      expect({
        name: shown!.name,
        status: shown!.status,
        parent: shown!.parent?.name ?? '—',
        part: shown!.part ?? '—',
        tableDisagrees: shown!.tableDisagrees,
      }).toEqual({
        name: role.name.text,
        status: role.status,
        parent: role.parent ?? '—',
        part: role.parts[0]?.text ?? '—',
        tableDisagrees: null,
      });
      if (role.session !== undefined) expect(shown!.session, `session of ${role.name.text}`).toBe(role.session);
    }
    return view.sessions;
  }

  /** The top edits its doc (it is the only session that does). */
  editDoc(edit: (text: string) => string): void {
    writeFileSync(this.doc, edit(readFileSync(this.doc, 'utf8')));
  }

  /** The top applies the edit `check` suggests for a finding, as the lead skill says. */
  async applySuggestion(ruleId: string): Promise<JsonFinding> {
    const finding = (await this.findings()).find((candidate) => candidate.ruleId === ruleId);
    expect(finding?.suggestion, `a suggested edit from ${ruleId}`).toBeDefined();
    this.editDoc((text) => applyTextEdits(text, finding!.suggestion!.edits));
    return finding!;
  }

  commitDoc(message: string): void {
    this.git(this.laptop, 'add', 'docs/team.md');
    this.git(this.laptop, 'commit', '-q', '-m', message);
  }
}

interface ViewSession {
  key: string;
  name: string;
  session: string | null;
  status: string | null;
  part: string | null;
  line: number | null;
  parent: { name: string } | null;
  tableDisagrees: unknown;
  takeover: { kind: string; predecessor: string } | null;
  successor: string | null;
}

/** What a worker reports, in the format its kickoff spells out. */
function filled(format: string, part: string, lines: Record<string, string[]>, summary: string): string {
  const body = format.split('\n').filter((line) => line !== '');
  const [first, ...rest] = body;
  const out = [first!.replace(/<[^<>]+>$/, summary).replace('<part>', part)];
  for (const line of rest) {
    const label = /^([A-Z][A-Za-z ]*):/.exec(line)?.[1];
    if (!label) continue;
    const given = lines[label] ?? ['none'];
    out.push(
      given.length === 1 && !given[0]!.startsWith('- ') ? `${label}: ${given[0]}` : `${label}:`,
      ...(given.length === 1 && !given[0]!.startsWith('- ') ? [] : given),
    );
  }
  return `${out.join('\n')}\n`;
}

/** The first `sh` block's command in a kickoff or a first message: the join a worker runs first. */
function firstCommand(text: string): string[] {
  return teamdocCommand(text, 'join');
}

/** How a message reaches the parent when the hooks do not record it: the record command the kickoff gives. */
function recordArgs(kickoff: string): string[] {
  return teamdocCommand(kickoff, 'record');
}

describe('a team’s whole life', () => {
  it('top and four workers on two machines and CI: start, second worker, plans, a restart, a replacement, a handoff to a narrower scope, a fresh clone, the top’s own handoff, close-out — check clean and view agreeing throughout', {
    timeout: 600_000,
  }, async () => {
    const team = new Team();
    const { laptop } = team;

    // --- The top starts: the team doc, committed where every clone finds it.
    team.at('08:00');
    const init = teamdocCommand(leadSkill, 'init', { team: 'vision', 'your name': 'top' });
    const created = await team.ok(laptop, TOP, [...init, '--file', 'docs/team.md']);
    expect(created.stdout).toContain('git add docs/team.md .teamdoc.json && git commit');
    const wt = (part: string) => join(team.base, 'laptop', `wt-${part}`);
    team.editDoc(
      (text) =>
        text
          .replace(/^# checkin: .*$/m, 'checkin: 4h')
          .replace(/^\[fill in: the whole work.*$/m, 'Train a small vision model to 80% top-1, evaluate it, and ship its tokenizer and data shards.')
          .replace(
            /^(\| top \| claude \|.*\|)$/m,
            [
              '$1',
              `| train | claude | — | laptop | ${wt('train')} | top | train | planned |`,
              `| eval | codex | — | laptop | ${wt('eval')} | top | eval | planned |`,
              `| data | claude | — | gpu-box | ${team.gpuBox} | top | data | planned |`,
              `| tok | claude | — | laptop | ${wt('tok')} | top | tok | planned |`,
            ].join('\n'),
          )
          .replace(
            '| Resource | Kind | Value | Owner | Note |\n| --- | --- | --- | --- | --- |',
            [
              '| Resource | Kind | Value | Owner | Note |',
              '| --- | --- | --- | --- | --- |',
              '| training cards | gpu | 0-3 | train | |',
              '| eval cards | gpu | 4-5 | eval | |',
              '| shards | path | /data/shards | data | on gpu-box |',
              '| tokenizer out | path | /data/tok | tok | |',
            ].join('\n'),
          ) +
        [
          '',
          '### train',
          '',
          'train owns the training run and its checkpoints.',
          '',
          '### eval',
          '',
          'eval scores every checkpoint on the held-out set.',
          '',
          '### data',
          '',
          'data builds the training shards on gpu-box.',
          '',
          '#### Criteria',
          '',
          '- Pass: 64 shards, each readable by the loader',
          '- Fail: a shard missing or unreadable',
          '',
          '### tok',
          '',
          'tok trains the tokenizer.',
          '',
        ].join('\n'),
    );
    expect(readFileSync(team.doc, 'utf8')).toMatch(/^checkin: 4h$/m);
    team.git(laptop, 'add', 'docs/team.md', '.teamdoc.json');
    team.git(laptop, 'commit', '-q', '-m', 'team doc: vision');
    team.git(laptop, 'push', '-q', '-u', 'origin', 'main');
    await team.clean();

    // Each worker gets its own worktree once the doc is final, as the lead skill's command makes it.
    const worktreeCommand = shellCommands(leadSkill).find((command) => command.startsWith('git worktree add'))!;
    for (const part of ['train', 'eval', 'tok', 'tok-2']) {
      const args = worktreeCommand.replaceAll('<part>', part).split(' ').slice(1);
      team.git(laptop, ...args);
    }

    // --- The first worker: kickoff, ack. Its row stays `planned` until its plan is in the doc.
    team.at('08:05');
    const kickoffArgs = (part: string) => teamdocCommand(leadSkill, 'kickoff', { part, 'your mode': MODE });
    const trainKickoff = (await team.ok(laptop, TOP, kickoffArgs('train'))).stdout;
    const trainJoin = await team.ok(wt('train'), TRAIN, firstCommand(trainKickoff));
    expect(trainJoin.stderr).toContain('train (session c1111111-1111-4111-8111-111111111111, claude) joined: parent top, part train');
    await team.clean();

    // --- The second worker starts while the first has acked but not planned: no deadlock.
    team.at('08:08');
    const evalKickoff = (await team.ok(laptop, TOP, kickoffArgs('eval'))).stdout;
    await team.ok(wt('eval'), EVAL, firstCommand(evalKickoff));
    await team.clean();

    // --- Plans arrive through the log; the top writes them into its own doc.
    team.at('08:12');
    const planOf = (kickoff: string, part: string, criteria: string[]) =>
      filled(reportFormat(kickoff, 'plan'), part, { Plan: [`- run the ${part} job; outputs under /data/${part}`], Criteria: criteria }, `the ${part} approach`);
    await team.ok(
      wt('train'),
      TRAIN,
      recordArgs(trainKickoff),
      planOf(trainKickoff, 'train', ['- Pass: top-1 at or above 80% at epoch 40', '- Fail: top-1 below 80% at epoch 40']),
    );
    expect((await team.findings()).map((finding) => finding.ruleId)).toEqual(['part-plan-recorded']);
    const applyPlan = (part: string) => teamdocCommand(leadSkill, 'apply-plan', { part });
    const applied = await team.ok(laptop, TOP, applyPlan('train'));
    expect(applied.stdout).toContain("write into `train`: the plan and the criteria and its owner's row");
    team.commitDoc('train: plan and criteria');
    await team.clean();
    const trainRow = buildModel(readFileSync(team.doc, 'utf8'), 'team.md').roles.find((role) => role.name.text === 'train')!;
    expect(trainRow).toMatchObject({ status: 'active', session: TRAIN.session, worktree: wt('train'), host: 'laptop' });

    team.at('08:15');
    await team.ok(
      wt('eval'),
      EVAL,
      recordArgs(evalKickoff),
      planOf(evalKickoff, 'eval', ['- Pass: accuracy reported for every checkpoint', '- Fail: a checkpoint without a score']),
    );
    await team.ok(laptop, TOP, applyPlan('eval'));
    team.commitDoc('eval: plan and criteria');
    await team.clean();

    // --- A worker on the second machine, in a fresh clone: the doc and the log travel through the remote.
    team.at('08:20');
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'sync'));
    const dataKickoff = (await team.ok(laptop, TOP, kickoffArgs('data'))).stdout;
    // Its host is not the top's: it reads the doc as pushed, from the branch the doc is committed on.
    expect(dataKickoff).toContain('## The team doc, from another machine');
    expect(dataKickoff).toMatch(/git fetch origin && git show origin\/[\w-]+:docs\/team\.md/);
    mkdirSync(join(team.base, 'gpu-box'), { recursive: true });
    team.git(team.base, 'clone', '-q', team.remote, team.gpuBox);
    const dataJoin = await team.ok(team.gpuBox, DATA, firstCommand(dataKickoff));
    expect(dataJoin.stderr).not.toContain('no copy');
    // The first write in the clone built on origin's log: one root, not two.
    expect(team.git(team.gpuBox, 'rev-list', '--max-parents=0', 'refs/heads/teamdoc/log').split('\n')).toHaveLength(1);
    const sync = teamdocCommand(workerSkill, 'sync');
    await team.ok(team.gpuBox, DATA, sync);
    const dataCriteria = ['- Pass: 64 shards, each readable by the loader', '- Fail: a shard missing or unreadable'];
    await team.ok(team.gpuBox, DATA, recordArgs(dataKickoff), planOf(dataKickoff, 'data', dataCriteria));
    await team.ok(team.gpuBox, DATA, sync);
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'sync'));
    const joins = (await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'log', {}, '--kind join'))).stdout;
    expect(joins).toContain('data → top');
    await team.ok(laptop, TOP, applyPlan('data'));
    team.commitDoc('data: plan');
    await team.clean();
    // The top answers through the log; the worker on the other machine reads it after a sync, as its skill says.
    const answer = '[answer] data: which loader version to test the shards with\nAnswer: v7\nDecided by: top, within its own authority\n';
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'record', { you: 'top', worker: 'data' }), answer);
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'sync'));
    await team.ok(team.gpuBox, DATA, sync);
    const forData = await team.ok(team.gpuBox, DATA, teamdocCommand(workerSkill, 'log', { you: 'data' }));
    expect(forData.stdout).toContain('[answer] data: which loader version to test the shards with');

    // --- tok starts, plans, and then its session dies without a handoff.
    team.at('08:30');
    const tokKickoff = (await team.ok(laptop, TOP, kickoffArgs('tok'))).stdout;
    await team.ok(wt('tok'), TOK, firstCommand(tokKickoff));
    await team.ok(
      wt('tok'),
      TOK,
      recordArgs(tokKickoff),
      planOf(tokKickoff, 'tok', ['- Pass: a 32k vocabulary under /data/tok', '- Fail: no vocabulary file']),
    );
    await team.ok(laptop, TOP, applyPlan('tok'));
    team.commitDoc('tok: plan and criteria');
    await team.clean();

    // --- A replacement: the dead worker's row is stopped, a new row owns the part.
    team.at('09:10');
    team.editDoc((text) =>
      text
        .replace(/^(\| tok \| claude \| .* \| )active \|$/m, '$1stopped |')
        .replace(/^(\| tok \| claude \|.*)$/m, `$1\n| tok-2 | claude | — | laptop | ${wt('tok-2')} | top | tok | planned |`)
        .replace('| tokenizer out | path | /data/tok | tok | |', '| tokenizer out | path | /data/tok | tok-2 | |'),
    );
    await team.clean();
    team.commitDoc('tok stopped: tok-2 replaces it');
    const tok2Kickoff = (await team.ok(laptop, TOP, kickoffArgs('tok'))).stdout;
    expect(tok2Kickoff).toContain('# Kickoff: you are tok-2, owner of part tok');
    expect(tok2Kickoff).toContain(`- \`tok\` (stopped, session \`${TOK.session}\`)`);
    await team.ok(wt('tok-2'), TOK_2, firstCommand(tok2Kickoff));
    const tokCriteria = /#### Criteria[^\n]*\n\n([\s\S]*?)\n\n/.exec(tok2Kickoff)![1]!.split('\n');
    await team.ok(wt('tok-2'), TOK_2, recordArgs(tok2Kickoff), planOf(tok2Kickoff, 'tok', tokCriteria));
    await team.ok(laptop, TOP, applyPlan('tok'));
    team.commitDoc('tok-2: active');
    await team.clean();
    expect((await team.ok(laptop, TOP, ['view'])).stdout).toMatch(/\n {2}tok → tok-2 \(replaced tok, \w+ ago\)\n/);

    // --- A restart: eval's Codex thread ended; a new one runs the same kickoff.
    team.at('09:30');
    const restart = await team.ok(wt('eval'), EVAL_AGAIN, firstCommand(evalKickoff));
    expect(restart.stderr).toContain(`restarts eval (parent top, part eval), which session ${EVAL.session} was`);
    expect(restart.stderr).toContain(`its parent puts session ${EVAL_AGAIN.session} in the roles table's row for eval`);
    const restartFinding = await team.applySuggestion('chain-session-unlisted');
    expect(restartFinding.message).toContain('expected the row of `eval` to carry it: a restart keeps the row and changes its session id');
    team.commitDoc('eval restarted');
    await team.clean();
    const afterRestart = await team.viewAgrees();
    const evalNow = afterRestart.find((session) => session.name === 'eval' && session.line !== null)!;
    expect(evalNow).toMatchObject({ session: EVAL_AGAIN.session, takeover: { kind: 'restart', predecessor: `session:${EVAL.session}` } });
    // The session that ended is the same role's earlier session: the tree shows the role once, the Lineage names the restart.
    const viewed = (await team.ok(laptop, TOP, ['view'])).stdout;
    expect(viewed.split('\n').filter((line) => /── eval /.test(line))).toEqual([expect.stringContaining('restart of eval')]);
    expect(viewed).toContain(`eval → eval (restart, session ${EVAL_AGAIN.session}`);
    expect(viewed).not.toContain('not in the roles table');

    // --- Work and reports: results with evidence, through SendMessage (recorded by the hooks) or the log.
    team.at('10:00');
    const result = (kickoff: string, part: string) =>
      filled(
        reportFormat(kickoff, 'result'),
        part,
        { Evidence: [`- /data/${part}/out.json — the numbers`], 'Bears on': ['none'], Next: ['go on'] },
        `${part} is half way`,
      );
    await team.ok(wt('train'), TRAIN, recordArgs(trainKickoff), result(trainKickoff, 'train'));
    await team.ok(wt('eval'), EVAL_AGAIN, recordArgs(evalKickoff), result(evalKickoff, 'eval'));
    await team.ok(wt('tok-2'), TOK_2, recordArgs(tok2Kickoff), result(tok2Kickoff, 'tok'));
    await team.ok(team.gpuBox, DATA, recordArgs(dataKickoff), result(dataKickoff, 'data'));
    await team.ok(team.gpuBox, DATA, sync);
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'sync'));
    const forTop = (await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'log', { you: 'top', 'last check-in': '1h' }, '--for'))).stdout;
    expect(forTop).toContain('[result] data: data is half way');
    await team.clean();

    // --- A handoff to a narrower scope: train's context runs out; its successor takes its place.
    team.at('10:30');
    const packet = packetText({
      Goal: 'Train the vision model to 80% top-1; handed over: just the last 10 epochs and the final checkpoint. The data-loader work is done.',
    });
    const handoff = await team.ok(wt('train'), TRAIN, teamdocCommand(handoffSkill, 'handoff', { successor: 'train-2', 'your mode': MODE }), packet);
    const firstMessage = handoff.stdout;
    expect(firstMessage.replace(/\n/g, ' ')).toContain('its parent, who is now yours: **top**');
    const successorJoin = await team.ok(wt('train'), TRAIN_2, firstCommand(firstMessage));
    expect(successorJoin.stderr).toContain('taking over through handoff');
    const handoffFinding = await team.applySuggestion('chain-session-unlisted');
    expect(handoffFinding.suggestion!.message).toBe('Add `train-2` in the place of `train`, and set `train` to `done`');
    team.commitDoc('train handed off to train-2');
    await team.clean();
    const afterHandoff = await team.viewAgrees();
    expect(afterHandoff.find((session) => session.name === 'train-2')).toMatchObject({
      status: 'active',
      parent: { name: 'top' },
      takeover: { kind: 'handoff', predecessor: `session:${TRAIN.session}` },
    });
    expect(afterHandoff.find((session) => session.name === 'train')).toMatchObject({ status: 'done', successor: `session:${TRAIN_2.session}` });
    const viewText = (await team.ok(laptop, TOP, ['view'])).stdout;
    expect(viewText).toContain('took over from train by handoff');
    // The successor reports to top along the same edge its predecessor used.
    team.at('10:45');
    await team.ok(
      wt('train'),
      TRAIN_2,
      recordArgs(trainKickoff).map((word) => (word === 'train' ? 'train-2' : word)),
      result(trainKickoff, 'train'),
    );
    await team.clean();
    const traffic = JSON.parse((await team.ok(laptop, TOP, ['view', '--format', 'json'])).stdout).traffic.pairs as Array<{
      relation: string;
      a: { name: string };
      b: { name: string };
    }>;
    expect(traffic.find((pair) => pair.b.name === 'train-2')).toMatchObject({ relation: 'edge', a: { name: 'top' } });

    // --- CI checks out one branch, fetches the log the way the README says, and finds it clean.
    team.at('11:00');
    team.git(laptop, 'push', '-q', 'origin', 'main');
    await team.ok(laptop, TOP, teamdocCommand(leadSkill, 'sync'));
    mkdirSync(join(team.base, 'ci'), { recursive: true });
    team.git(team.base, 'clone', '-q', '--single-branch', '--branch', 'main', team.remote, team.ci);
    const unfetched = await team.run(team.ci, undefined, ['log']);
    expect(unfetched.stderr).toContain('git fetch origin teamdoc/log:teamdoc/log');
    team.git(team.ci, 'fetch', '-q', 'origin', 'teamdoc/log:teamdoc/log');
    expect(await team.run(team.ci, undefined, ['check'])).toMatchObject({ code: 0, stdout: 'docs/team.md: no issues found\n' });
    await team.viewAgrees(team.ci);

    // --- The top hands off: its successor takes the top's place, and the workers answer to it.
    team.at('11:10');
    const topPacket = packetText({ Goal: 'Lead the vision team to its close-out; handed over: all of it. Every part has reported results.' });
    const topHandoff = await team.ok(laptop, TOP, teamdocCommand(handoffSkill, 'handoff', { successor: 'top-2', 'your mode': MODE }), topPacket);
    await team.ok(laptop, TOP_2, firstCommand(topHandoff.stdout));
    // As the handoff skill says: the successor adds its own row, sets the old top `done` and names itself the workers' parent, each edit as check names it.
    const topFinding = await team.applySuggestion('chain-session-unlisted');
    expect(topFinding.suggestion!.message).toBe('Add `top-2` in the place of `top`, and set `top` to `done`');
    team.commitDoc('top handed off to top-2');
    await team.clean();
    const afterTopHandoff = await team.viewAgrees();
    expect(afterTopHandoff.find((session) => session.name === 'top-2')).toMatchObject({
      status: 'active',
      parent: null,
      takeover: { kind: 'handoff', predecessor: `session:${TOP.session}` },
    });
    expect(afterTopHandoff.find((session) => session.name === 'top' && session.line !== null)).toMatchObject({
      status: 'done',
      successor: `session:${TOP_2.session}`,
    });
    expect(
      afterTopHandoff
        .filter((session) => session.line !== null && session.status === 'active' && session.name !== 'top-2')
        .map((session) => session.parent?.name),
    ).toEqual(['top-2', 'top-2', 'top-2', 'top-2']);
    // The new top tells each worker, with the lead skill's record command; data, on the other machine, reads it after a sync.
    const workers: Array<[Session, string, string, string]> = [
      [TRAIN_2, wt('train'), trainKickoff, 'train'],
      [EVAL_AGAIN, wt('eval'), evalKickoff, 'eval'],
      [DATA, team.gpuBox, dataKickoff, 'data'],
      [TOK_2, wt('tok-2'), tok2Kickoff, 'tok'],
    ];
    for (const [worker, , , part] of workers) {
      await team.ok(
        laptop,
        TOP_2,
        teamdocCommand(leadSkill, 'record', { you: 'top-2', worker: worker.name }),
        `[answer] ${part}: who your parent is now\nAnswer: top-2 took over from top; report to top-2\nDecided by: top-2\n`,
      );
    }
    await team.ok(laptop, TOP_2, teamdocCommand(leadSkill, 'sync'));
    await team.ok(team.gpuBox, DATA, sync);
    expect((await team.ok(team.gpuBox, DATA, teamdocCommand(workerSkill, 'log', { you: 'data' }))).stdout).toContain(
      'Answer: top-2 took over from top; report to top-2',
    );
    await team.clean();
    // The workers go on reporting, now to top-2: the kickoff's record command with the new parent's name.
    team.at('11:20');
    const toNewTop = (kickoff: string, worker: Session) =>
      recordArgs(kickoff).map((word) => (word === 'top' ? 'top-2' : word === 'train' ? worker.name : word));
    for (const [worker, cwd, kickoff, part] of workers) await team.ok(cwd, worker, toNewTop(kickoff, worker), result(kickoff, part));
    await team.ok(team.gpuBox, DATA, sync);
    await team.ok(laptop, TOP_2, teamdocCommand(leadSkill, 'sync'));
    await team.clean();
    const newTraffic = JSON.parse((await team.ok(laptop, TOP_2, ['view', '--format', 'json'])).stdout).traffic.pairs as Array<{
      relation: string;
      a: { name: string };
      b: { name: string };
      backward: { counts: { report: number } };
    }>;
    const withNewTop = newTraffic.filter((pair) => pair.a.name === 'top-2').map((pair) => [pair.relation, pair.b.name, pair.backward.counts.report]);
    expect(withNewTop.sort()).toEqual([
      ['edge', 'data', 1],
      ['edge', 'eval', 1],
      ['edge', 'tok-2', 1],
      ['edge', 'train-2', 1],
    ]);

    // --- Parts close: [done] with evidence, the verdict, resources freed, rows done.
    team.at('11:30');
    const done = (kickoff: string, part: string, criteria: string) =>
      filled(
        reportFormat(kickoff, 'done'),
        part,
        { Evidence: [`- /data/${part}/final.json — the final numbers`], Criteria: [`- ${criteria}: pass — /data/${part}/final.json`], Remains: ['none'] },
        `${part} is finished`,
      );
    await team.ok(wt('train'), TRAIN_2, toNewTop(trainKickoff, TRAIN_2), done(trainKickoff, 'train', 'top-1 at or above 80% at epoch 40'));
    await team.ok(wt('eval'), EVAL_AGAIN, toNewTop(evalKickoff, EVAL_AGAIN), done(evalKickoff, 'eval', 'accuracy reported for every checkpoint'));
    await team.ok(wt('tok-2'), TOK_2, toNewTop(tok2Kickoff, TOK_2), done(tok2Kickoff, 'tok', 'a 32k vocabulary under /data/tok'));
    await team.ok(team.gpuBox, DATA, toNewTop(dataKickoff, DATA), done(dataKickoff, 'data', '64 shards, each readable by the loader'));
    await team.ok(team.gpuBox, DATA, sync);
    await team.ok(laptop, TOP_2, teamdocCommand(leadSkill, 'sync'));
    team.at('11:40');
    team.editDoc((text) => {
      let next = text.replace(/^\| (training cards|eval cards|shards|tokenizer out) \|.*\n/gm, '');
      for (const name of ['train-2', 'eval', 'data', 'tok-2']) next = next.replace(new RegExp(`^(\\| ${name} \\|.*\\| )active \\|$`, 'm'), '$1done |');
      for (const part of ['train', 'eval', 'data', 'tok']) {
        next = next.replace(
          new RegExp(`(### ${part}\\n[\\s\\S]*?)(?=\\n### |$)`),
          (section) => `${section.trimEnd()}\n\n#### Verdict\n\nPass: see \`/data/${part}/final.json\` (its [done] report).\n`,
        );
      }
      return next;
    });
    team.commitDoc('close out: verdicts');
    await team.clean();
    const closed = await team.viewAgrees();
    expect(closed.filter((session) => session.line !== null && !session.name.startsWith('top')).map((session) => `${session.name} ${session.status}`)).toEqual([
      'train done',
      'train-2 done',
      'eval done',
      'data done',
      'tok stopped',
      'tok-2 done',
    ]);
    // The top answers each [done]: the verdict is written, it may end. A closed part's answer is not open work.
    for (const name of ['train-2', 'eval', 'data', 'tok-2']) {
      await team.ok(
        laptop,
        TOP_2,
        ['record', '--from', 'top-2', '--to', name, '--kind', 'brief'],
        `[answer] ${name}: the verdict is written\nAnswer: pass; you may end\nDecided by: top-2\n`,
      );
    }
    const answered = JSON.parse((await team.ok(laptop, TOP_2, ['view', '--format', 'json'])).stdout) as { openWork: { openBriefs: unknown[] } };
    expect(answered.openWork.openBriefs).toEqual([]);
  });
});
