/**
 * action.yml: a composite action whose check step runs `teamdoc check --format
 * github`. The step's own script runs here under bash the way GitHub runs it
 * (inputs as environment variables, `-e -o pipefail`), against the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
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
const checkStep = action.runs.steps.find((step) => step.name === 'teamdoc check')!;

/** Runs the check step as GitHub would, in `cwd` below the `workspace` (the repository root), with the given inputs. */
function runStep(cwd: string, inputs: { files?: string; 'max-warnings'?: string }, env: NodeJS.ProcessEnv, workspace = cwd) {
  const result = spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', checkStep.run], {
    cwd,
    encoding: 'utf8',
    env: { ...env, GITHUB_WORKSPACE: workspace, GITHUB_ACTIONS: 'true', GITHUB_ACTION_PATH: root, TEAMDOC_FILES: inputs.files ?? '', TEAMDOC_MAX_WARNINGS: inputs['max-warnings'] ?? '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('action.yml', () => {
  it('is a composite action that installs from its own checkout and passes inputs only through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(['files', 'max-warnings', 'working-directory']);
    expect(action.runs.steps[0]!['working-directory']).toBe('${{ github.action_path }}');
    expect(checkStep.env).toEqual({ TEAMDOC_FILES: '${{ inputs.files }}', TEAMDOC_MAX_WARNINGS: '${{ inputs.max-warnings }}' });
    expect(checkStep.run).not.toContain('${{');
    expect(checkStep.run).toContain('--format github');
  });

  it('with no inputs, checks the repository’s TEAM.md and annotates its findings (step fails)', () => {
    const repo = makeRepo({ files: { 'TEAM.md': DOC_WITHOUT_DEFAULT } });
    const result = runStep(repo.dir, {}, repo.env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=TEAM.md,line=45,col=29,.*title=teamdoc decision-default::/m);
  });

  it('with a working directory below the workspace, annotates files by their path from the workspace root', () => {
    const repo = makeRepo({ files: { 'team/TEAM.md': DOC_WITHOUT_DEFAULT } });
    const result = runStep(join(repo.dir, 'team'), { files: 'TEAM.md' }, repo.env, repo.dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=team\/TEAM.md,line=45,col=29,/m);
  });

  it('checks the named files (spaces or new lines between them), and fails on warnings only past max-warnings', () => {
    const repo = makeRepo({ files: { 'team/a.md': VALID_DOC, 'team/b.md': DOC_WITH_WARNINGS } });
    const both = runStep(repo.dir, { files: 'team/a.md\nteam/b.md' }, repo.env);
    expect(both.code).toBe(0);
    // Every annotation printed is counted, notices too.
    expect(both.stdout.trimEnd().split('\n').pop()).toBe('teamdoc: 0 errors, 3 warnings and 3 notices in 2 files');
    expect(runStep(repo.dir, { files: 'team/b.md', 'max-warnings': '0' }, repo.env).code).toBe(1);
  });

  it('treats the files input as data: `$(…)` in it is a file name, never a command', () => {
    const repo = makeRepo({ files: { 'TEAM.md': VALID_DOC, marker: 'kept\n' } });
    const result = runStep(repo.dir, { files: 'TEAM.md $(rm marker)' }, repo.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('teamdoc: $(rm: no such file');
    expect(readFileSync(join(repo.dir, 'marker'), 'utf8')).toBe('kept\n');
  });

  it('passes with max-warnings 0 once the doc’s remaining findings are accepted in the doc itself, by rules: and by comments', () => {
    // The README's CI example, on a team whose eval part is done but still holds three resources.
    // The doc's open decision is dated today (team-docs.ts), so this story runs on the machine's clock, as the others here do.
    const repo = makeRepo({ files: { 'TEAM.md': DOC_WITH_WARNINGS }, commit: true });
    const env = repo.env;
    const before = runStep(repo.dir, { 'max-warnings': '0' }, env);
    expect(before.code).toBe(1);
    expect(before.stdout.match(/^::warning .*title=teamdoc resource-held-by-finished::/gm)).toHaveLength(3);

    // The lead frees the cards, and accepts the other two in the doc, where the reviewer of the pull request sees it.
    let accepted = editedDoc('| eval cards | gpu | 0-1 | eval | on gpu-b |\n', '', DOC_WITH_WARNINGS);
    accepted = editedDoc('| eval server | port | 8150-8159 | eval | |', '| eval server | port | 8150-8159 | eval | <!-- teamdoc-disable-line resource-held-by-finished -- serves the report until Friday --> |', accepted);
    accepted = editedDoc('| scores | path | /data/evals | eval | |', '| scores | path | /data/evals | eval | <!-- teamdoc-disable-line resource-held-by-finished -- the record of the part --> |', accepted);
    accepted = editedDoc('checkin: 1h\n', 'checkin: 1h\nrules:\n  history-incomplete: off   # the doc was imported whole from another repository\n', accepted);
    repo.write('TEAM.md', accepted);
    repo.commitAll('Accept what eval still holds');
    const after = runStep(repo.dir, { 'max-warnings': '0' }, env);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toMatch(/^::(warning|error) /m);

    // Friday: the server goes, its comment with it. The scores' comment outlives its reason once eval is active again: an info, not a failure.
    repo.write('TEAM.md', editedDoc('| top | eval | done |', '| top | eval | active |', accepted.replace(/\| eval server .*\n/, '')));
    const later = runStep(repo.dir, { 'max-warnings': '0' }, env);
    expect(later.code).toBe(0);
    expect(later.stdout).toMatch(/^::notice file=TEAM.md,line=\d+,col=\d+,.*title=teamdoc disable-unused::Unexpected `teamdoc-disable-line` comment that silences no finding of `resource-held-by-finished`/m);
  });
});
