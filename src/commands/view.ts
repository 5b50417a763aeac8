/**
 * teamdoc view: the doc and the log → the chain view, with each session's live
 * state from this machine's records → one renderer. With --watch, the same
 * again whenever the log's tip, the doc's file or those records change.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildChainView, type ChainView } from '../chain/view-model.js';
import { displayPath, findTeamDoc } from '../doc/locate.js';
import { loadTeamDoc } from '../rules/engine/load-doc.js';
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
  let live: TeamLive | undefined;
  const build = async () => {
    const view = await buildView(io, docPath, options.ref);
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

async function buildView(io: Io, docPath: string | undefined, ref: string | undefined) {
  const doc = docPath === undefined ? undefined : readDoc(io, docPath);
  const source = await openSource(io, docPath, doc, ref);
  const log = source && (await snapshotOf(source)).snapshot;
  return buildChainView({ doc, docPath: docPath && displayPath(io.cwd, docPath), log, now: currentTime(io.env) });
}

function readDoc(io: Io, docPath: string): TeamDoc | undefined {
  return loadTeamDoc(docPath, displayPath(io.cwd, docPath), currentTime(io.env)).doc;
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
