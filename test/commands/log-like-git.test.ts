/**
 * `teamdoc log` as git users expect it, in a team's morning: a top on one
 * machine, a Codex worker on another, messages crossing through a shared
 * remote. `-n`, `--oneline`, `--reverse`, `--since/--until`, bodies cut short
 * unless `--full`, any unique id prefix wherever an id is taken, `--unread`
 * with a read mark per session that never touches git, and a pager only on a
 * terminal.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliInTerminal } from '../helpers/cli.js';
import { pinnedClock } from '../helpers/clock.js';
import { LOG_REF } from '../helpers/log.js';
import { makeRepo, type TempRepo } from '../helpers/repo.js';

const at = (time: string) => `2026-11-30T${time}:00Z`;
const TOP = { TEAMDOC_SESSION: '3f2b8c1e-5a7d-4c9e-9b1a-2d6e8f0c4a71', TEAMDOC_RUNTIME: 'claude' };
const EVAL = { CODEX_THREAD_ID: '019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08' };
const EVAL_RESTARTED = { CODEX_THREAD_ID: '019a7c3e-0000-7000-8000-000000000999' };

interface Machine {
  repo: TempRepo;
  run(args: string[], time: string, session?: Record<string, string>, input?: string): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** A bare remote and two clones of it: machine a (the top, train) and machine b (eval, on Codex). */
function twoMachines(): { a: Machine; b: Machine } {
  const origin = makeRepo({ files: { 'README.md': '# project\n' } });
  const remote = join(origin.dir, '..', 'remote.git');
  origin.git('clone', '-q', '--bare', origin.dir, remote);
  const machine = (name: string): Machine => {
    const dir = join(origin.dir, '..', name);
    origin.git('clone', '-q', remote, dir);
    const repo: TempRepo = { ...origin, dir, git: (...args) => execFileSync('git', args, { cwd: dir, env: origin.env, encoding: 'utf8' }).replace(/\n$/, '') };
    return {
      repo,
      run: (args, time, session = {}, input) => runCli(args, { cwd: dir, env: { ...pinnedClock(origin.env, at(time)), ...session }, input }),
    };
  };
  return { a: machine('machine-a'), b: machine('machine-b') };
}

async function record(machine: Machine, time: string, args: string[], body: string, session: Record<string, string> = TOP): Promise<string> {
  const result = await machine.run(['record', ...args], time, session, body);
  expect(result, result.stderr).toMatchObject({ code: 0 });
  return result.stdout.trim();
}

/** The ids `log --format json` lists, with the given flags. */
async function ids(machine: Machine, time: string, ...args: string[]): Promise<string[]> {
  const result = await machine.run(['log', '--format', 'json', ...args], time);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { messages: { id: string }[] }).messages.map((message) => message.id);
}

/** What git holds: every ref and every object. Reading the log must leave it exactly as it was. */
function gitState(repo: TempRepo): string {
  const objects = repo.git('count-objects', '-v');
  return `${repo.git('for-each-ref', '--format=%(refname) %(objectname)')}\n${objects}`;
}

describe('teamdoc log, like git log', () => {
  it('lists, cuts, orders and filters a morning’s messages, and takes any unique id prefix', async () => {
    const { a } = twoMachines();
    const brief = await record(a, '09:00', ['--from', 'top', '--to', 'train', '--kind', 'brief'], 'Start the 7B run on cards 0-3.\n');
    const longReport = Array.from({ length: 5000 }, (_, line) => `step ${line * 10}: loss ${(3 - line / 5000).toFixed(3)}`).join('\n');
    // A reply by a prefix of the brief's id: stored as the whole id.
    const report = await record(a, '09:10', ['--from', 'train', '--to', 'top', '--kind', 'report', '--in-reply-to', brief.slice(0, 11)], `${longReport}\n`, {
      TEAMDOC_SESSION: 's-train',
    });
    const evalBrief = await record(a, '09:20', ['--from', 'top', '--to', 'eval', '--kind', 'brief'], 'Score the 20k checkpoint.\n');
    const shown = JSON.parse((await a.run(['log', '--format', 'json', '--thread', report.slice(0, 12)], '09:30')).stdout) as {
      messages: { id: string; inReplyTo?: string }[];
    };
    expect(shown.messages.map((message) => [message.id, message.inReplyTo])).toEqual([
      [brief, undefined],
      [report, brief],
    ]);

    // Text: the newest first, bodies cut to five lines; --full shows all 5,000; --reverse the oldest first.
    const text = (await a.run(['log'], '09:30')).stdout;
    expect(text.indexOf(evalBrief)).toBeLessThan(text.indexOf(report));
    expect(text).toContain('    step 40: loss 2.999\n    … 4995 more lines (--full shows the whole body)\n');
    expect(text.split('\n').length).toBeLessThan(40);
    const full = (await a.run(['log', '--full', '--thread', report.slice(0, 12)], '09:30')).stdout;
    expect(full).toContain('    step 49990: loss 2.000\n');
    const reversed = (await a.run(['log', '--reverse'], '09:30')).stdout;
    expect(reversed.indexOf(brief)).toBeLessThan(reversed.indexOf(evalBrief));

    // -n keeps the newest n, in every format; --oneline is one line each, ids cut to what stays unique.
    expect(await ids(a, '09:30', '-n', '2')).toEqual([report, evalBrief]);
    const oneline = (await a.run(['log', '--oneline', '-n', '2'], '09:30')).stdout.split('\n').filter(Boolean);
    expect(oneline).toHaveLength(2);
    expect(oneline[0]).toMatch(/^01[0-9A-Z]{4,}\s+2026-11-30 09:20 {2}brief {2}top → eval {2}\[unknown\] {2}Score the 20k checkpoint\.$/);
    expect(oneline[1]).toMatch(/^01[0-9A-Z]{4,}\s+2026-11-30 09:10 {2}report {2}train → top {2}\[unknown\] {2}step 0: loss 3\.000$/);
    for (const line of oneline) expect(line.length).toBeLessThanOrEqual(100);
    // The short id it prints is taken back by every command.
    const shortBrief = oneline[0]!.split(' ')[0]!;
    expect((await a.run(['deliver', shortBrief, '--state', 'delivered'], '09:31')).code).toBe(0);
    expect((await a.run(['log', '-n', '1', '--oneline'], '09:32')).stdout).toMatch(/\[delivered\]/);

    // A successor takes over by a prefix of the handoff's id, and the statement holds the whole id.
    const handoff = await record(a, '09:40', ['--from', 'train', '--to', 'train-2', '--kind', 'handoff'], 'The packet.\n', { TEAMDOC_SESSION: 's-train' });
    const joined = await a.run(['join', '--name', 'train-2', '--parent', 'train', '--part', 'train', '--handoff', handoff.slice(0, 12)], '09:41', {
      TEAMDOC_SESSION: 's-train-2',
    });
    expect(joined.code, joined.stderr).toBe(0);
    expect(JSON.parse((await a.run(['log', '--format', 'json', '--kind', 'join'], '09:42')).stdout).messages[0].statement.handoff).toBe(handoff);

    // --since and --until: a time, an age, and a date for the whole day.
    expect(await ids(a, '09:30', '--since', at('09:05'), '--until', at('09:15'))).toEqual([report]);
    expect(await ids(a, '09:30', '--since', '25m', '--until', '0m')).toEqual([report, evalBrief]);
    expect(await ids(a, '09:30', '--until', '2026-11-30', '--kind', 'brief', '--kind', 'report')).toEqual([brief, report, evalBrief]);
    expect(await ids(a, '09:30', '--until', '2026-11-29')).toEqual([]);
  });

  it('refuses a prefix that fits several messages, listing them, and one too short to mean anything', async () => {
    const { a } = twoMachines();
    // Ids made in the same millisecond share their first ten characters (the time); they are listed in time order, then by id.
    const toTrain = await record(a, '09:00', ['--from', 'top', '--to', 'train', '--kind', 'brief'], 'one\n');
    const toEval = await record(a, '09:00', ['--from', 'top', '--to', 'eval', '--kind', 'brief'], 'two\n');
    const [first, second] = [toTrain, toEval].sort();
    const shared = first!.slice(0, 8);
    expect(second!.startsWith(shared)).toBe(true);
    const byId = (id: string) => (id === toTrain ? 'top → train' : 'top → eval');
    for (const args of [
      ['deliver', shared, '--state', 'held'],
      ['log', '--thread', shared],
      ['record', '--from', 'eval', '--to', 'top', '--kind', 'report', '--in-reply-to', shared],
    ]) {
      const result = await a.run(args, '09:05', TOP, 'three\n');
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(
        `${shared}: 2 messages have ids starting with it:\n  ${first}  2026-11-30 09:00:00Z  brief  ${byId(first!)}\n  ${second}  2026-11-30 09:00:00Z  brief  ${byId(second!)}\nhint: Give more of the id, enough for one message.\n`,
      );
    }
    const short = await a.run(['deliver', first!.slice(0, 5), '--state', 'held'], '09:05');
    expect(short).toMatchObject({ code: 2 });
    expect(short.stderr).toContain('no message with that id in refs/heads/teamdoc/log; a prefix needs at least 6 characters');
    // Nothing was written by any of them.
    expect(await ids(a, '09:06')).toEqual([first, second]);
    expect(
      JSON.parse((await a.run(['log', '--format', 'json'], '09:06')).stdout).messages.map((message: { delivery: { state: string } }) => message.delivery.state),
    ).toEqual(['unknown', 'unknown']);
  });

  it('lets a Codex session ask what is new since it last looked, across machines, without writing git', async () => {
    const { a, b } = twoMachines();
    await record(a, '09:00', ['--from', 'top', '--to', 'eval', '--kind', 'brief'], 'Score the 20k checkpoint.\n');
    await record(a, '09:01', ['--from', 'top', '--to', 'train', '--kind', 'brief'], 'Start the run.\n');
    await record(a, '09:02', ['--from', 'top', '--to', '*', '--kind', 'other'], 'Standup at 10.\n');
    expect((await a.run(['sync'], '09:03')).code).toBe(0);
    expect((await b.run(['sync'], '09:04')).code).toBe(0);

    // eval's first look: what is addressed to it (a broadcast too), not train's brief; the second look: nothing new.
    const before = gitState(b.repo);
    // A peek, as the lead skill tests for news: it lists the same and marks nothing.
    const peek = await b.run(['log', '--unread', '--for', 'eval', '--peek', '--oneline', '--reverse'], '09:05', EVAL);
    expect(peek.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    expect((await b.run(['log', '--peek'], '09:05', EVAL)).stderr).toContain('--peek goes with --unread');
    const first = await b.run(['log', '--unread', '--for', 'eval', '--oneline', '--reverse'], '09:05', EVAL);
    expect(first.stdout).toMatch(/^\S+ +2026-11-30 09:00 {2}brief {2}top → eval .*\n\S+ +2026-11-30 09:02 {2}other {2}top → \* .*\n$/);
    expect(await b.run(['log', '--unread', '--for', 'eval'], '09:06', EVAL)).toMatchObject({ stdout: '', stderr: 'No unread messages for eval.\n' });
    // A poll loop's test for news: empty stdout, exit 0.
    expect(await b.run(['log', '--unread', '--for', 'eval', '--peek', '--oneline'], '09:06', EVAL)).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'No unread messages for eval.\n',
    });
    expect(gitState(b.repo)).toBe(before);
    const marks = join(b.repo.dir, '.git', 'teamdoc', 'log', encodeURIComponent(LOG_REF), 'read-marks');
    expect(readdirSync(marks)).toHaveLength(1);

    // On machine a, a correction is written with a clock running behind eval's last look; it arrives by sync, and is new all the same.
    const late = await record(a, '09:04', ['--from', 'top', '--to', 'eval', '--kind', 'correction'], 'Use the 25k checkpoint instead.\n');
    const later = await record(a, '09:20', ['--from', 'top', '--to', 'eval', '--kind', 'other'], 'Lunch at 12.\n');
    expect((await a.run(['sync'], '09:21')).code).toBe(0);
    expect((await b.run(['sync'], '09:22')).code).toBe(0);
    // -n 1 shows the newest of the two and marks only that one seen.
    expect(
      JSON.parse((await b.run(['log', '--unread', '--for', 'eval', '-n', '1', '--format', 'json'], '09:23', EVAL)).stdout).messages.map(
        (message: { id: string }) => message.id,
      ),
    ).toEqual([later]);
    expect(
      JSON.parse((await b.run(['log', '--unread', '--for', 'eval', '--format', 'json'], '09:24', EVAL)).stdout).messages.map(
        (message: { id: string }) => message.id,
      ),
    ).toEqual([late]);
    expect((await b.run(['log', '--unread', '--for', 'eval'], '09:25', EVAL)).stderr).toBe('No unread messages for eval.\n');

    // A restarted eval is another session: it has seen nothing yet, so everything for eval is new to it.
    expect(
      await b
        .run(['log', '--unread', '--for', 'eval', '--format', 'json'], '09:30', EVAL_RESTARTED)
        .then((result) => JSON.parse(result.stdout).messages.length),
    ).toBe(4);
    // Other filters narrow what is shown; what they hide stays unread.
    const restartedAgain = { CODEX_THREAD_ID: '019a7c3e-0000-7000-8000-000000000aaa' };
    expect(
      (await b.run(['log', '--unread', '--for', 'eval', '--kind', 'correction', '--oneline'], '09:31', restartedAgain)).stdout.split('\n').filter(Boolean),
    ).toHaveLength(1);
    expect((await b.run(['log', '--unread', '--for', 'eval', '--oneline'], '09:32', restartedAgain)).stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(gitState(b.repo)).not.toBe(before); // the syncs moved the log ref
    const settled = gitState(b.repo);
    await b.run(['log', '--unread', '--for', 'eval'], '09:33', restartedAgain);
    expect(gitState(b.repo)).toBe(settled);

    const alone = await b.run(['log', '--unread'], '09:34', EVAL);
    expect(alone).toMatchObject({ code: 2, stdout: '' });
    expect(alone.stderr).toMatch(/^teamdoc: --unread needs --for NAME/);
  });
});

describe('the pager', () => {
  /** Runs teamdoc in a pseudo-terminal, as a person at a terminal would. */
  async function inTerminal(repo: TempRepo, args: string, env: NodeJS.ProcessEnv): Promise<string> {
    const result = await runCliInTerminal(args.split(' '), { cwd: repo.dir, env });
    expect(result.code, result.output).toBe(0);
    return result.output;
  }

  it('pages on a terminal (TEAMDOC_PAGER, else PAGER, else less with LESS=FRX), never with --no-pager or into a pipe', async () => {
    const { a } = twoMachines();
    await record(a, '09:00', ['--from', 'top', '--to', 'train', '--kind', 'brief'], 'Start the run.\n');
    const env = pinnedClock(a.repo.env, at('09:10'));
    delete env.LESS;
    const paged = join(a.repo.dir, '..', 'paged.txt');

    expect(await inTerminal(a.repo, 'log', { ...env, TEAMDOC_PAGER: `cat > ${paged}`, PAGER: 'false' })).toBe('');
    expect(readFileSync(paged, 'utf8')).toMatch(/^01\S+ {2}2026-11-30 09:00:00Z {2}brief {2}top → train/);

    const lessEnvironment = join(a.repo.dir, '..', 'less-env.txt');
    await inTerminal(a.repo, 'log', { ...env, PAGER: `printenv LESS > ${lessEnvironment}; cat > /dev/null` });
    expect(readFileSync(lessEnvironment, 'utf8')).toBe('FRX\n');

    const direct = await inTerminal(a.repo, 'log --no-pager', { ...env, TEAMDOC_PAGER: `cat > ${paged}.2` });
    expect(direct).toContain('Start the run.');
    expect(existsSync(`${paged}.2`)).toBe(false);

    // A pager that is not there: the text is shown without one.
    expect(await inTerminal(a.repo, 'log', { ...env, TEAMDOC_PAGER: 'no-such-pager-here' })).toContain('Start the run.');
    // Not a terminal: never a pager.
    const piped = await runCli(['log'], { cwd: a.repo.dir, env: { ...env, TEAMDOC_PAGER: `cat > ${paged}.3` } });
    expect(piped.stdout).toContain('Start the run.');
    expect(existsSync(`${paged}.3`)).toBe(false);
  });
});
