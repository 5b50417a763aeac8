/**
 * teamdoc doctor: repair what a crash left and report what needs a person;
 * with --verify, the whole log and every object it needs too. Exit 0 when
 * nothing is left to look at, 1 when something is (or, with --dry-run, when
 * anything would be done).
 */
import { UsageError } from '../errors.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { openLog } from '../log/store/context.js';
import { runDoctor, type DoctorReport } from '../log/repair/doctor.js';
import { hookFindings } from '../hooks/doctor-findings.js';
import { renderDoctorJson, renderDoctorText } from '../report/doctor-text.js';
import type { OptionsOf } from './declare-options.js';
import type { DOCTOR_FORMATS, DOCTOR_OPTIONS } from './options.js';
import { transferProgress } from './output/progress-bar.js';
import { redactSecrets } from '../secrets/redact.js';

/** How long doctor waits for a live teamdoc command to release the log lock. */
const DOCTOR_WAIT_MS = 10_000;

type DoctorOptions = OptionsOf<typeof DOCTOR_OPTIONS>;

/** Each format's renderer: the report in, its text out. */
const RENDERERS: Record<(typeof DOCTOR_FORMATS)[number], (report: DoctorReport) => string> = { text: renderDoctorText, json: renderDoctorJson };

export async function run(_operands: unknown[], options: DoctorOptions, io: Io): Promise<number> {
  if (options.remote !== undefined && !options.verify)
    throw new UsageError('--remote needs --verify', { hint: 'teamdoc doctor --verify --remote <remote> fetches lost objects from that remote.' });
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  // A refetch of a whole log can take a while: a terminal watches git's progress (verify fetches from origin unless told otherwise).
  const progress = options.verify && io.stderr.isTTY ? transferProgress(io.stderr, redactSecrets(options.remote ?? 'origin').text) : undefined;
  const verify = options.verify ? { remote: options.remote, onProgress: progress?.onProgress } : undefined;
  let report: DoctorReport;
  try {
    report = await runDoctor(context, {
      dryRun: options.dryRun === true,
      env: io.env,
      waitMs: DOCTOR_WAIT_MS,
      ...(verify ? { verify } : {}),
      ...(options.moveAside === undefined ? {} : { moveAside: options.moveAside }),
    });
  } finally {
    progress?.done();
  }
  // What the Claude Code hooks could not record shows here: a hook never fails its session.
  report.findings.push(...hookFindings(repo.commonDir));
  io.stdout.write(RENDERERS[options.format](report));
  const needsAttention = report.findings.length > 0 || (report.dryRun && report.actions.length > 0);
  return needsAttention ? 1 : 0;
}
