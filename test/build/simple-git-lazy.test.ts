/**
 * simple-git sits in dist/ for sync's and doctor's fetch and push only: a
 * `record` and the Claude Code hook, which run on every message, never load
 * it. Watched from inside the processes: a module hook notes every file the
 * build loads, in the command and in any teamdoc process it starts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { fakeSession, hook, sendPayload } from '../helpers/hook-feed.js';
import { LOG_REF } from '../helpers/log.js';
import { EXAMPLE_DOC, waitForLog } from '../helpers/plugin-sessions.js';
import { makeRepo, scratchDir } from '../helpers/repo.js';

/** An environment whose Node processes append each module file they load to `loaded`. */
function noteLoads(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; loaded: () => string[] } {
  const dir = scratchDir();
  const loaded = join(dir, 'loaded.txt');
  writeFileSync(loaded, '');
  const hooks = join(dir, 'note-loads.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
let list;
export function initialize(path) { list = path; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(list, result.url + '\\n');
  return result;
}
`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)}, { data: ${JSON.stringify(loaded)} });\n`,
  );
  return {
    env: { ...env, NODE_OPTIONS: `--import=${pathToFileURL(register).href}` },
    loaded: () =>
      readFileSync(loaded, 'utf8')
        .split('\n')
        .filter((url) => url.startsWith('file:')),
  };
}

/** Which of these loaded files hold simple-git (its environment guard's words). */
function simpleGitIn(urls: string[]): string[] {
  return [...new Set(urls)].filter((url) => url.includes('/dist/') && readFileSync(new URL(url), 'utf8').includes('is blocked by the environment guard'));
}

it('record and the SendMessage hook load no simple-git; sync does, for its fetch and push', async () => {
  const repo = makeRepo({ files: { 'TEAM.md': EXAMPLE_DOC } });
  const remote = join(repo.dir, '..', 'remote.git');
  repo.git('init', '-q', '--bare', remote);
  repo.git('remote', 'add', 'origin', remote);
  const watched = noteLoads(repo.env);

  const recorded = await runCli(['record', '--from', 'top', '--to', 'data', '--kind', 'brief'], { cwd: repo.dir, env: watched.env, input: 'Start the run.\n' });
  expect(recorded.code, recorded.stderr).toBe(0);
  const a = fakeSession(repo, 5101, 'a');
  await hook('PostToolUse', { ...repo, env: watched.env }, a, sendPayload(repo, a, { to: 'b', message: '[brief] warmup: start', msgId: randomUUID() }));
  await waitForLog(repo, 'the hook’s entry', (messages) => messages.length === 2);
  expect(
    watched.loaded().some((url) => url.endsWith('/dist/hook.js')),
    'the hook ran from the build',
  ).toBe(true);
  expect(simpleGitIn(watched.loaded())).toEqual([]);

  const synced = await runCli(['sync'], { cwd: repo.dir, env: watched.env });
  expect(synced.code, synced.stderr).toBe(0);
  expect(repo.git('--git-dir', remote, 'rev-parse', LOG_REF)).toBe(repo.git('rev-parse', LOG_REF));
  expect(simpleGitIn(watched.loaded())).toHaveLength(1);
});
