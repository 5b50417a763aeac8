/**
 * `teamdoc check [FILE…]`: find the docs, run the rules, render the findings
 * in the chosen format, and turn the counts into an exit code. With `--fix`,
 * the safe suggestions are written first (fix/fix-rounds.ts) and the findings
 * are those of the fixed doc; `--fix-dry-run` prints the diff instead.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { packageVersion } from '../package-files.js';
import { displayPath, findTeamDoc } from '../doc/locate.js';
import { pushedTeamDoc } from '../doc/pushed-doc.js';
import { locateRepo } from '../git/repo.js';
import { ExitCode, InputError, UsageError } from '../errors.js';
import type { FileFindings } from '../findings/file-findings.js';
import { totals } from '../findings/file-findings.js';
import type { Io } from '../io.js';
import { paletteFor } from '../report/colour.js';
import { describeInputError, renderWarningLimit } from '../report/failures.js';
import { renderGithub } from '../report/github.js';
import { renderJson } from '../report/json.js';
import { renderSarif } from '../report/sarif.js';
import { renderStepSummary } from '../report/step-summary.js';
import { renderStylish } from '../report/stylish.js';
import { historyOf, readDocVersions } from '../doc/history-load.js';
import { loadTeamDoc, parseDocText, type LoadedDoc } from '../rules/engine/load-doc.js';
import { readDocFile } from '../doc/read.js';
import { writeDocText } from '../doc/rewrite.js';
import type { Finding } from '../findings/finding.js';
import { refuseConflictMarkers } from '../fix/conflict-markers.js';
import { fixInRounds } from '../fix/fix-rounds.js';
import { renderDryRunSummary, renderFixes } from '../report/fix-text.js';
import { lfText } from '../text/line-endings.js';
import { unifiedDiff } from '../text/unified-diff.js';
import type { Rule } from '../rules/engine/rule.js';
import { readLogSnapshot } from '../log/read/provider.js';
import { renderNoKickoffDoc } from '../report/kickoff-text.js';
import { checkLoadedDocInFull, configuredRules, type DocCheck } from '../rules/engine/check-doc.js';
import { checkKickoff, type KickoffCheckOptions } from '../rules/engine/check-kickoff.js';
import { CONFIG_RULES } from '../rules/config/index.js';
import { ALL_RULES, neededProviders } from '../rules/index.js';
import { liveProvider } from '../live/team-live.js';
import { detectSession } from '../session/identity.js';
import { KICKOFF_RULES } from '../rules/kickoff/index.js';
import { RULES_DOC_URL } from '../rules/engine/rule.js';
import { currentTime } from '../time/clock.js';
import { DubiousOwnership } from '../git/run.js';
import type { OptionsOf } from './declare-options.js';
import type { CHECK_FORMATS, CHECK_OPTIONS } from './options.js';

type Format = (typeof CHECK_FORMATS)[number];
type CheckOptions = OptionsOf<typeof CHECK_OPTIONS>;

export async function run(operands: unknown[], settings: CheckOptions, io: Io): Promise<number> {
  const files = (operands[0] as string[] | undefined) ?? [];
  const format = chooseFormat(settings.format, io.env);
  const now = currentTime(io.env);
  const fixing = settings.fix === true || settings.fixDryRun === true;
  if (settings.kickoff !== undefined && settings.kickoff.length > 0) {
    if (fixing)
      throw new UsageError('--fix and --fix-dry-run fix team docs, not kickoffs', {
        hint: 'Run `teamdoc check --fix` without --kickoff; a kickoff is regenerated with `teamdoc kickoff`.',
      });
    return checkKickoffs(settings.kickoff, files, format, settings, io, now);
  }
  const rules = ALL_RULES.filter(
    (rule) =>
      !(settings.history === false && rule.group === 'history') &&
      !(settings.log === false && (rule.needs.includes('log') || rule.needs.includes('messages'))) &&
      !(settings.live === false && rule.needs.includes('live')),
  );

  const paths = files.length > 0 ? files.map((file) => resolve(io.cwd, file)) : [await findTeamDoc(io.cwd)];
  // Annotations attach to a pull request's files only by their path from the workspace root.
  const base = format === 'github' && io.env.GITHUB_WORKSPACE ? io.env.GITHUB_WORKSPACE : io.cwd;
  const checked: FileFindings[] = [];
  const failures: InputError[] = [];
  const dryRun = { fixes: 0, files: 0 };
  for (const path of paths) {
    const shown = displayPath(base, path);
    try {
      const file = await openFileCheck(path, shown, rules, now, settings, io);
      if (!fixing) {
        checked.push({ path: shown, findings: file.findings, suppressed: file.suppressed });
        continue;
      }
      const before = lfText(file.written);
      refuseConflictMarkers(before, shown);
      const fixed = await fixInRounds(before, file.findings, file.recheck);
      if (settings.fixDryRun) {
        io.stdout.write(unifiedDiff(shown, before, fixed.text));
        if (fixed.applied.length > 0) [dryRun.fixes, dryRun.files] = [dryRun.fixes + fixed.applied.length, dryRun.files + 1];
      } else {
        if (fixed.text !== before) writeDocText(path, shown, file.written, fixed.text);
        // JSON and SARIF are read by programs: the changes go beside them, on stderr.
        (format === 'json' || format === 'sarif' ? io.stderr : io.stdout).write(renderFixes(fixed.applied));
      }
      checked.push({ path: shown, findings: fixed.findings, suppressed: file.suppressedIn(fixed.text) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      failures.push(error);
    }
  }
  if (settings.fixDryRun) {
    // The diff alone on stdout, so it can go to `git apply`; the exit code is the one `--fix` would give.
    if (checked.length > 0) io.stderr.write(renderDryRunSummary(dryRun.fixes, dryRun.files));
    return report(checked, failures, format, settings, io, { findingsShown: false });
  }
  return report(checked, failures, format, settings, io);
}

interface FileCheck {
  /** The file's text as read. */
  written: string;
  findings: Finding[];
  /** What the log settled or a comment silenced in the text as read. */
  suppressed: Finding[];
  /** The same, for the last text checked (as --fix left it). */
  suppressedIn(text: string): Finding[];
  /** The findings of another version of the doc's text, with what the rules read besides it (log, history) loaded once. */
  recheck(text: string): Promise<Finding[]>;
}

/** One doc read and checked, ready to be checked again as `--fix` edits it. */
async function openFileCheck(path: string, shown: string, rules: readonly Rule[], now: Date, settings: CheckOptions, io: Io): Promise<FileCheck> {
  // git reads the doc's history while the doc is parsed; undefined outside a git worktree (those rules are skipped).
  const versions = settings.history === false ? undefined : readDocVersions(path);
  versions?.catch(() => undefined);
  const written = readDocFile(path, shown);
  const loaded = parseDocText(written, shown, now);
  // Rules the doc sets to `off` need nothing loaded for them.
  const needed = neededProviders(configuredRules(loaded.doc, rules));
  // The log of the repository the doc is in (any worktree); undefined outside a repository, so those rules are skipped.
  const read =
    needed.has('log') || needed.has('messages')
      ? await readLogSnapshot(dirname(path), { docLogRef: loaded.doc.frontMatter.settings?.['log-ref'], env: io.env, messages: needed.has('messages') })
      : undefined;
  const commits = await versions;
  const checkOf = async (version: LoadedDoc): Promise<DocCheck> => {
    const history = historyOf(commits, version.doc);
    const live = needed.has('live')
      ? await liveProvider(version.doc, read?.snapshot, { env: io.env, host: detectSession(io.env).host, projectDir: dirname(path) })
      : undefined;
    return checkLoadedDocInFull(version, shown, { now, rules, providers: { log: read?.snapshot, messages: read?.messages, history, live } });
  };
  const first = await checkOf(loaded);
  let latest = { text: lfText(written), suppressed: first.suppressed };
  return {
    written,
    findings: first.findings,
    suppressed: first.suppressed,
    suppressedIn: (text) => (text === latest.text ? latest.suppressed : []),
    recheck: async (text) => {
      const next = await checkOf(parseDocText(text, shown, now));
      latest = { text, suppressed: next.suppressed };
      return next.findings;
    },
  };
}

/** The findings of every file that could be read, the files that could not, and the exit code they add up to. */
function report(checked: FileFindings[], failures: InputError[], format: Format, settings: CheckOptions, io: Io, { findingsShown = true } = {}): number {
  // Nothing to report at all: let main() print the one error, the way every other failure is printed.
  if (checked.length === 0 && failures.length === 1) throw failures[0];

  const shownFiles = settings.quiet ? checked.map((file) => ({ ...file, findings: file.findings.filter((finding) => finding.severity === 'error') })) : checked;
  if (findingsShown) io.stdout.write(RENDERERS[format](shownFiles, io, settings.quiet === true));
  for (const failure of failures) io.stderr.write(describeInputError(failure));

  if (failures.length > 0) return ExitCode.failure;
  const count = totals(checked);
  if (count.errors > 0) return ExitCode.findings;
  if (settings.maxWarnings !== undefined && count.warnings > settings.maxWarnings) {
    io.stderr.write(renderWarningLimit(count.warnings, settings.maxWarnings));
    return ExitCode.findings;
  }
  return ExitCode.ok;
}

/**
 * `check --kickoff K…`: each kickoff against the team doc named as the operand,
 * else the repository's; with no doc to be found, the rules that need one are
 * skipped and stderr says so.
 */
async function checkKickoffs(kickoffs: string[], docs: string[], format: Format, settings: CheckOptions, io: Io, now: Date): Promise<number> {
  if (docs.length > 1)
    throw new UsageError('with --kickoff, name at most one team doc to check the kickoffs against', { hint: 'Check team docs and kickoffs in separate runs.' });
  const base = format === 'github' && io.env.GITHUB_WORKSPACE ? io.env.GITHUB_WORKSPACE : io.cwd;
  const doc = await kickoffDoc(docs[0], base, io);
  const checked: FileFindings[] = [];
  const failures: InputError[] = [];
  for (const file of kickoffs) {
    const path = resolve(io.cwd, file);
    // A path given absolute is shown as given, not as a climb of `../` from here.
    const shown = isAbsolute(file) ? file : displayPath(base, path);
    try {
      checked.push({ path: shown, findings: checkKickoff(path, shown, { now, doc }) });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      failures.push(error);
    }
  }
  return report(checked, failures, format, settings, io);
}

/** The doc kickoffs are checked against: the named one must load; a missing repository doc only narrows the check. */
async function kickoffDoc(named: string | undefined, base: string, io: Io): Promise<KickoffCheckOptions['doc']> {
  if (named !== undefined) {
    const path = resolve(io.cwd, named);
    return { doc: loadTeamDoc(path, displayPath(base, path), currentTime(io.env)).doc, path, file: displayPath(base, path) };
  }
  const path = await findTeamDoc(io.cwd).catch((error: unknown) => {
    if (error instanceof UsageError && !(error instanceof DubiousOwnership)) return undefined;
    throw error;
  });
  if (path !== undefined && existsSync(path)) {
    // In a clone on a part branch a kickoff (a handoff's first message) carries the doc as last fetched from the remote's default branch.
    const mainWorktree = (await locateRepo(io.cwd)).mainWorktree;
    const pushed = mainWorktree === undefined ? undefined : await pushedTeamDoc(mainWorktree, path, { fetch: false });
    return { doc: pushed?.doc ?? loadTeamDoc(path, displayPath(base, path), currentTime(io.env)).doc, path, file: displayPath(base, path) };
  }
  io.stderr.write(renderNoKickoffDoc(path === undefined ? undefined : displayPath(io.cwd, path)));
  return undefined;
}

/** `--format` wins; inside GitHub Actions the default is annotations. */
function chooseFormat(requested: Format | undefined, env: NodeJS.ProcessEnv): Format {
  if (requested !== undefined) return requested;
  return env.GITHUB_ACTIONS === 'true' ? 'github' : 'stylish';
}

/** Each format's renderer: the findings in, the report's text out (github's writes the step summary first). */
const RENDERERS: Record<Format, (files: readonly FileFindings[], io: Io, quiet: boolean) => string> = {
  stylish: (files, io, quiet) => renderStylish(files, paletteFor(io.stdout, io.env), { quiet }),
  json: (files) => renderJson(files),
  github: (files, io) => renderGithub(files, { summaryWritten: writeStepSummary(files, io) }),
  sarif: (files) => renderSarif(files, { version: packageVersion(), rules: [...ALL_RULES, ...CONFIG_RULES, ...KICKOFF_RULES], informationUri: RULES_DOC_URL }),
};

/** Appends the full report to the job summary when GitHub provides one; says so on stderr if it cannot. */
function writeStepSummary(files: readonly FileFindings[], io: Io): boolean {
  const path = io.env.GITHUB_STEP_SUMMARY;
  if (!path) return false;
  try {
    appendFileSync(path, renderStepSummary(files));
    return true;
  } catch (error) {
    io.stderr.write(`teamdoc: could not write the step summary to ${path}: ${(error as Error).message}\n`);
    return false;
  }
}
