/**
 * `teamdoc kickoff PART`: the part's kickoff, filled from the team doc, on
 * stdout. A doc with errors gets no kickoff (exit 1, the findings on stderr):
 * the lead skill says never to start a worker while `check` fails, and
 * `claude --bg "$(teamdoc kickoff x)"` must not start one with an error report
 * as its prompt. `--force` renders anyway. The kickoff is the committed
 * doc's (kickoff/committed.ts); `--uncommitted` renders the working copy.
 */
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { locateRepoIfAny } from '../git/repo.js';
import { displayPath, findTeamDoc } from '../doc/locate.js';
import { ExitCode } from '../errors.js';
import { countFindings } from '../findings/finding.js';
import type { Io } from '../io.js';
import { committedFile } from '../git/committed-file.js';
import { committedKickoff } from '../kickoff/committed.js';
import { renderKickoff } from '../kickoff/render.js';
import { NO_CRITERIA, kickoffSubject, type KickoffRequest } from '../kickoff/values.js';
import { paletteFor } from '../report/colour.js';
import { renderKickoffNotes, renderKickoffRefusal } from '../report/kickoff-text.js';
import { loadTeamDoc } from '../rules/engine/load-doc.js';
import { checkLoadedDoc } from '../rules/engine/check-doc.js';
import { currentTime } from '../time/clock.js';
import type { OptionsOf } from './declare-options.js';
import type { KICKOFF_OPTIONS } from './options.js';

type KickoffOptions = OptionsOf<typeof KICKOFF_OPTIONS>;

/** The doc's path as the repository holds it (from its root), or its file name outside any repository. */
async function repositoryPath(cwd: string, docPath: string): Promise<string> {
  const repo = await locateRepoIfAny(cwd);
  const root = repo?.mainWorktree;
  const inside = root === undefined ? undefined : relative(root, docPath);
  return inside === undefined || inside.startsWith('..') || isAbsolute(inside) ? basename(docPath) : inside.split(sep).join('/');
}

export async function run(operands: unknown[], settings: KickoffOptions, io: Io): Promise<number> {
  const part = operands[0] as string;
  const docPath = settings.doc === undefined ? await findTeamDoc(io.cwd) : resolve(io.cwd, settings.doc);
  const shown = displayPath(io.cwd, docPath);
  const now = currentTime(io.env);
  const loaded = loadTeamDoc(docPath, shown, now);
  const { doc } = loaded;
  const findings = checkLoadedDoc(loaded, shown, { now });

  // A part that is not there is a mistake in the command, whatever the doc's state.
  const { owner } = kickoffSubject(doc, { part, parent: settings.parent });
  const counts = countFindings(findings);
  const palette = paletteFor(io.stderr, io.env);
  if (counts.errors > 0 && !settings.force) {
    io.stderr.write(renderKickoffRefusal({ path: shown, findings }, palette));
    return ExitCode.findings;
  }

  const request: KickoffRequest = {
    part,
    docPath,
    docFile: await repositoryPath(io.cwd, docPath),
    docBranch: (await committedFile(docPath))?.branch,
    permissionMode: settings.permissionMode,
    parent: settings.parent,
  };
  const { text, values } = renderKickoff(doc, request);
  const kickoff = settings.uncommitted
    ? text
    : await committedKickoff({ cwd: io.cwd, docPath, shown, working: text, render: (committed) => renderKickoff(committed, request).text });
  io.stdout.write(kickoff);
  io.stderr.write(
    renderKickoffNotes({
      path: shown,
      counts,
      forced: counts.errors > 0,
      permissionModeGiven: settings.permissionMode !== undefined,
      codexWorker: owner.runtime === 'codex' ? owner.name.text : undefined,
      criteriaWritten: values.criteria !== NO_CRITERIA,
    }),
  );
  return ExitCode.ok;
}
