/**
 * action.yml: a composite action that runs `teamdoc check --format github`
 * with the build committed in its own checkout, installing nothing. Its steps
 * run here as GitHub runs them — in order, from a checkout of the action with
 * no node_modules, expressions filled in, inputs as environment variables,
 * bash with `-e -o pipefail` — against fixture repositories.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { freshClone } from './helpers/checkout.js';
import { makeRepo } from './helpers/repo.js';
import { DOC_WITHOUT_DEFAULT, DOC_WITH_WARNINGS, VALID_DOC, editedDoc } from './helpers/team-docs.js';

interface Step {
  name: string;
  shell: string;
  run: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { default: string }>; runs: { using: string; steps: Step[] } };

// What `uses: teamdoc/teamdoc@main` gives the runner: the repository's files at that commit, nothing installed.
const checkouts = mkdtempSync(join(tmpdir(), 'teamdoc-action-'));
afterAll(() => rmSync(checkouts, { recursive: true, force: true }));
const actionPath = freshClone(checkouts);

type Inputs = Partial<Record<'files' | 'max-warnings' | 'working-directory', string>>;

/** Runs every step of the action as GitHub would, in the `workspace` (the repository root), with the given inputs. */
function runAction(workspace: string, inputs: Inputs, env: NodeJS.ProcessEnv) {
  const values = { ...Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default])), ...inputs };
  const expand = (text: string) =>
    text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expression: string) => {
      if (expression === 'github.action_path') return actionPath;
      if (expression.startsWith('inputs.') && expression.slice('inputs.'.length) in values) return values[expression.slice('inputs.'.length) as keyof Inputs]!;
      throw new Error(`the test does not know the expression ${expression}`);
    });
  let last = { code: 0 as number | null, stdout: '', stderr: '' };
  for (const step of action.runs.steps) {
    expect(step.shell).toBe('bash');
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, expand(value)]));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', step.run], {
      cwd: join(workspace, expand(step['working-directory'] ?? '.')),
      encoding: 'utf8',
      env: { ...env, GITHUB_WORKSPACE: workspace, GITHUB_ACTIONS: 'true', GITHUB_ACTION_PATH: actionPath, ...stepEnv },
    });
    last = { code: result.status, stdout: result.stdout, stderr: result.stderr };
    if (last.code !== 0) break;
  }
  return last;
}

describe('action.yml', () => {
  it('is a composite action with one step, the check: nothing to install, inputs only through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(['files', 'max-warnings', 'working-directory']);
    expect(action.runs.steps.map((step) => step.name)).toEqual(['teamdoc check']);
    const [check] = action.runs.steps;
    expect(check!.env).toEqual({ TEAMDOC_FILES: '${{ inputs.files }}', TEAMDOC_MAX_WARNINGS: '${{ inputs.max-warnings }}' });
    expect(check!.run).not.toContain('${{');
    expect(check!.run).not.toMatch(/\bnpm\b/);
    expect(check!.run).toContain('node "$GITHUB_ACTION_PATH/bin/teamdoc" "${args[@]}"');
  });

  it('with no inputs, checks the repository’s TEAM.md and annotates its findings (step fails)', () => {
    const repo = makeRepo({ files: { 'TEAM.md': DOC_WITHOUT_DEFAULT } });
    const result = runAction(repo.dir, {}, repo.env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=TEAM.md,line=45,col=29,.*title=teamdoc decision-default::/m);
  });

  it('with a working directory below the workspace, annotates files by their path from the workspace root', () => {
    const repo = makeRepo({ files: { 'team/TEAM.md': DOC_WITHOUT_DEFAULT } });
    const result = runAction(repo.dir, { files: 'TEAM.md', 'working-directory': 'team' }, repo.env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=team\/TEAM.md,line=45,col=29,/m);
  });

  it('checks the named files (spaces or new lines between them), and fails on warnings only past max-warnings', () => {
    const repo = makeRepo({ files: { 'team/a.md': VALID_DOC, 'team/b.md': DOC_WITH_WARNINGS } });
    const both = runAction(repo.dir, { files: 'team/a.md\nteam/b.md' }, repo.env);
    expect(both.code).toBe(0);
    // Every annotation printed is counted, notices too.
    expect(both.stdout.trimEnd().split('\n').pop()).toBe('teamdoc: 0 errors, 3 warnings and 3 notices in 2 files');
    expect(runAction(repo.dir, { files: 'team/b.md', 'max-warnings': '0' }, repo.env).code).toBe(1);
  });

  it('treats the files input as data: `$(…)` in it is a file name, never a command', () => {
    const repo = makeRepo({ files: { 'TEAM.md': VALID_DOC, marker: 'kept\n' } });
    const result = runAction(repo.dir, { files: 'TEAM.md $(rm marker)' }, repo.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('teamdoc: $(rm: no such file');
    expect(readFileSync(join(repo.dir, 'marker'), 'utf8')).toBe('kept\n');
  });

  it('passes with max-warnings 0 once the doc’s remaining findings are accepted in the doc itself, by rules: and by comments', () => {
    // The README's CI example, on a team whose eval part is done but still holds three resources.
    // The doc's open decision is dated today (team-docs.ts), so this story runs on the machine's clock, as the others here do.
    const repo = makeRepo({ files: { 'TEAM.md': DOC_WITH_WARNINGS }, commit: true });
    const env = repo.env;
    const before = runAction(repo.dir, { 'max-warnings': '0' }, env);
    expect(before.code).toBe(1);
    expect(before.stdout.match(/^::warning .*title=teamdoc resource-held-by-finished::/gm)).toHaveLength(3);

    // The lead frees the cards, and accepts the other two in the doc, where the reviewer of the pull request sees it.
    let accepted = editedDoc('| eval cards | gpu | 0-1 | eval | on gpu-b |\n', '', DOC_WITH_WARNINGS);
    accepted = editedDoc(
      '| eval server | port | 8150-8159 | eval | |',
      '| eval server | port | 8150-8159 | eval | <!-- teamdoc-disable-line resource-held-by-finished -- serves the report until Friday --> |',
      accepted,
    );
    accepted = editedDoc(
      '| scores | path | /data/evals | eval | |',
      '| scores | path | /data/evals | eval | <!-- teamdoc-disable-line resource-held-by-finished -- the record of the part --> |',
      accepted,
    );
    accepted = editedDoc('checkin: 1h\n', 'checkin: 1h\nrules:\n  history-incomplete: off   # the doc was imported whole from another repository\n', accepted);
    repo.write('TEAM.md', accepted);
    repo.commitAll('Accept what eval still holds');
    const after = runAction(repo.dir, { 'max-warnings': '0' }, env);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toMatch(/^::(warning|error) /m);

    // Friday: the server goes, its comment with it. The scores' comment outlives its reason once eval is active again: an info, not a failure.
    repo.write('TEAM.md', editedDoc('| top | eval | done |', '| top | eval | active |', accepted.replace(/\| eval server .*\n/, '')));
    const later = runAction(repo.dir, { 'max-warnings': '0' }, env);
    expect(later.code).toBe(0);
    expect(later.stdout).toMatch(
      /^::notice file=TEAM.md,line=\d+,col=\d+,.*title=teamdoc disable-unused::Unexpected `teamdoc-disable-line` comment that silences no finding of `resource-held-by-finished`/m,
    );
  });
});
