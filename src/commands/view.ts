/**
 * teamdoc view: the doc and the log → the chain view, with each session's live
 * state from this machine's records → one renderer. With --watch, the same
 * again whenever the log's tip, the doc's file or those records change.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildChainView, type ChainView } from '../chain/view-model.js';
import { displayPath, findTeamDoc } from '../doc/locate.js';
import { loadTeamDoc, parseDocText } from '../rules/engine/load-doc.js';
import { copyToView } from '../doc/pushed-doc.js';
import { locateRepo } from '../git/repo.js';
import type { TeamDoc } from '../doc/model.js';
import { UsageError } from '../errors.js';
import { refFingerprint } from '../git/ref-fingerprint.js';
import type { Io } from '../io.js';
import { type LogSource, openLogSource, snapshotOf } from '../log/read/provider.js';
import { paletteFor } from '../report/colour.js';
import { renderViewJson } from '../report/view-json.js';
import { renderViewMarkdown } from '../report/view-markdown.js';
import { renderViewMermaid } from '../report/view-mermaid.js';
import { renderViewText } from '../report/view-text.js';
import { watchUntilInterrupted } from '../watch/poll.js';
import { liveFingerprint } from '../live/fingerprint.js';
import { liveViewOf, teamLive, type TeamLive } from '../live/team-live.js';
import { detectSession } from '../session/identity.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { VIEW_FORMATS, VIEW_OPTIONS } from './options.js';

type ViewOptions = OptionsOf<typeof VIEW_OPTIONS>;

/** Clear the screen and home the cursor: teamdoc's own sequence, never text from the log. */
const CLEAR_SCREEN = '\u001b[H\u001b[2J';

export async function run(operands: unknown[], options: ViewOptions, io: Io): Promise<number> {
  const intervalMs = parseInterval(options.interval);
  const named = operands[0] as string | undefined;
  // Without a doc (none named, and none in the repository), the chain comes from the statements alone.
  const docPath = named === undefined ? await defaultDoc(io.cwd) : resolve(io.cwd, named);
  // A doc named is read as named; the default one, in a clone on a part's branch, may be read as pushed (fetched on the first build).
  let pass: DocPass = named === undefined ? 'first' : 'named';
  let live: TeamLive | undefined;
  const build = async () => {
    const view = await buildView(io, docPath, options.ref, pass);
    if (pass === 'first') pass = 'again';
    live = await teamLive(view.sessions, { env: io.env, host: detectSession(io.env).host, projectDir: docPath === undefined ? io.cwd : dirname(docPath) });
    return { ...view, live: liveViewOf(live) };
  };
  const draw = async () => io.stdout.write(RENDERERS[options.format](await build(), io));
  if (!options.watch) {
    await draw();
    return 0;
  }
  const source = await openSource(io, docPath, undefined, options.ref);
  // Built before the first look, so the first fingerprint already covers the live records it read.
  let ready: Awaited<ReturnType<typeof build>> | undefined = await build();
  let first = true;
  await watchUntilInterrupted({
    intervalMs,
    // The log's tip, the doc, and what the sessions' live state is read from.
    fingerprint: () => `${fingerprint(source, docPath)}|${live === undefined ? '' : liveFingerprint(live, io.env)}`,
    draw: async () => {
      const text = RENDERERS[options.format](ready ?? (await build()), io);
      ready = undefined;
      io.stdout.write(io.stdout.isTTY ? `${CLEAR_SCREEN}${text}` : `${first ? '' : '\n'}${text}`);
      first = false;
    },
  });
  return 0;
}

/** Which build reads the doc: one named on the command line, the default one for the first time, or again (--watch). */
type DocPass = 'named' | 'first' | 'again';

async function buildView(io: Io, docPath: string | undefined, ref: string | undefined, pass: DocPass) {
  const read = docPath === undefined ? undefined : await readDoc(io, docPath, pass);
  const doc = read?.doc;
  const source = await openSource(io, docPath, doc, ref);
  const log = source && (await snapshotOf(source)).snapshot;
  return buildChainView({ doc, docPath: read?.shown, log, now: currentTime(io.env) });
}

/**
 * The doc to view, and how the header names it. In a clone of its own on a
 * part's branch, the checkout's copy is the branch point's: where it is
 * untouched and the remote's default branch holds a newer one, that one is
 * read and the header says so; where both changed, the checkout's is read and
 * a line on stderr says the pushed copy differs.
 */
async function readDoc(io: Io, docPath: string, pass: DocPass): Promise<{ doc: TeamDoc | undefined; shown: string }> {
  const shown = displayPath(io.cwd, docPath);
  const now = currentTime(io.env);
  const repo = pass === 'named' || !existsSync(docPath) ? undefined : await locateRepo(dirname(docPath)).catch(() => undefined);
  const copy = repo?.mainWorktree === undefined ? undefined : await copyToView(repo.mainWorktree, docPath, { fetch: pass === 'first' });
  if (copy?.read === 'pushed') {
    const from = `${copy.from.ref}:${copy.from.path}`;
    return { doc: parseDocText(copy.text, from, now).doc, shown: `${shown} as pushed to ${copy.from.ref}, newer than this checkout's` };
  }
  if (copy?.read === 'checkout' && pass === 'first')
    io.stderr.write(
      `teamdoc: ${shown} here differs from the copy pushed to ${copy.differs.ref}, and was changed on this branch: showing this checkout's (git show ${copy.differs.ref}:${copy.differs.path} shows the pushed one)\n`,
    );
  return { doc: loadTeamDoc(docPath, shown, now).doc, shown };
}

function openSource(io: Io, docPath: string | undefined, doc: TeamDoc | undefined, ref: string | undefined): Promise<LogSource | undefined> {
  return openLogSource(docPath === undefined ? io.cwd : dirname(docPath), { ref, docLogRef: doc?.frontMatter.settings?.['log-ref'], env: io.env });
}

async function defaultDoc(cwd: string): Promise<string | undefined> {
  const path = await findTeamDoc(cwd);
  return existsSync(path) ? path : undefined;
}

function fingerprint(source: LogSource | undefined, docPath: string | undefined): string {
  const parts: string[] = [];
  if (source) {
    parts.push(refFingerprint(source.context.repo.commonDir, source.branch), refFingerprint(source.context.repo.commonDir, source.context.settings.ref));
  }
  if (docPath !== undefined) {
    try {
      const stat = statSync(docPath);
      parts.push(`${stat.size}:${stat.mtimeMs}`);
    } catch {
      parts.push('missing');
    }
  }
  return parts.join('|');
}

/** Each format's renderer: the view in, its text out. */
const RENDERERS: Record<(typeof VIEW_FORMATS)[number], (view: ChainView, io: Io) => string> = {
  text: (view, io) => renderViewText(view, paletteFor(io.stdout, io.env)),
  json: (view) => renderViewJson(view),
  mermaid: (view) => renderViewMermaid(view),
  markdown: (view) => renderViewMarkdown(view),
};

function parseInterval(text: string | undefined): number {
  if (text === undefined) return 1000;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600) {
    throw new UsageError(`Unexpected --interval ${JSON.stringify(text)}, expected a number of seconds from 0.1 to 3600`);
  }
  return Math.round(seconds * 1000);
}
