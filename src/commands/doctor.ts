/**
 * teamdoc doctor: repair what a crash left and report what needs a person.
 * Exit 0 when nothing is left to look at, 1 when something is (or, with
 * --dry-run, when anything would be done).
 */
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { openLog } from '../log/context.js';
import { runDoctor } from '../log/doctor.js';
import { hookFindings } from '../hooks/doctor-findings.js';
import { renderDoctorJson, renderDoctorText } from '../report/doctor-text.js';

/** How long doctor waits for a live teamdoc command to release the log lock. */
const DOCTOR_WAIT_MS = 10_000;

export async function run(_operands: unknown[], rawOptions: Record<string, unknown>, io: Io): Promise<number> {
  const options = rawOptions as { dryRun?: boolean; format: 'text' | 'json'; ref?: string };
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  const report = await runDoctor(context, { dryRun: options.dryRun === true, env: io.env, waitMs: DOCTOR_WAIT_MS });
  // What the Claude Code hooks could not record shows here: a hook never fails its session.
  report.findings.push(...hookFindings(repo.commonDir));
  io.stdout.write(options.format === 'json' ? renderDoctorJson(report) : renderDoctorText(report));
  const needsAttention = report.findings.length > 0 || (report.dryRun && report.actions.length > 0);
  return needsAttention ? 1 : 0;
}
