/**
 * What `teamdoc doctor` shows of the hooks: every message a hook could not
 * record (a hook never fails the session, so this is where its trouble
 * surfaces), arrivals a receiver noted that were never tied to their
 * message, and messages queued into a Codex thread that no turn took in.
 * Doctor only reports these; they need a person's judgement.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DoctorFinding } from '../log/repair/doctor.js';
import { readHookErrors } from './error-file.js';
import { hookStatePaths } from './state.js';
import { fileAgeMs, fileSystemNow } from '../time/file-ages.js';

/** How many of the latest hook errors doctor lists one by one. */
const ERRORS_SHOWN = 10;

/** An arrival is tied to its message within a turn; one still waiting after this is stuck. */
const ARRIVAL_STUCK_MS = 60 * 60 * 1000;

export function hookFindings(commonDir: string): DoctorFinding[] {
  const paths = hookStatePaths(commonDir);
  const now = fileSystemNow(paths.root);
  const findings: DoctorFinding[] = [];
  const errors = readHookErrors(paths.errors);
  const hint = `Fix the cause, record what is missing with teamdoc record (teamdoc scan shows what the transcripts prove), then delete ${paths.errors}.`;
  if (errors.length > ERRORS_SHOWN) {
    findings.push({ ruleId: 'hook-error', message: `${errors.length} hook errors; the latest ${ERRORS_SHOWN} follow`, path: paths.errors, hint });
  }
  for (const error of errors.slice(-ERRORS_SHOWN)) {
    const who = error.session ? ` in session ${error.session}` : '';
    findings.push({ ruleId: 'hook-error', message: `${error.time} ${error.event}${who}: ${error.error}`, path: paths.errors, hint: error.hint ?? hint });
  }
  for (const name of listing(paths.pending)) {
    const age = fileAgeMs(join(paths.pending, name), now);
    if (age === undefined || age < ARRIVAL_STUCK_MS) continue;
    findings.push({
      ruleId: 'hook-arrival-unsettled',
      message: `an arrival noted by session ${name.split('.')[0]} ${Math.round(age / 60_000)} min ago was never tied to its message (the session may have ended before its turn did)`,
      path: join(paths.pending, name),
      hint: 'teamdoc scan shows whether the transcripts prove a delivery; then delete the note.',
    });
  }
  for (const name of listing(paths.queued)) {
    const age = fileAgeMs(join(paths.queued, name), now);
    if (age === undefined || age < ARRIVAL_STUCK_MS) continue;
    const [thread, , message] = name.slice(0, -'.json'.length).split('.');
    findings.push({
      ruleId: 'hook-queued-unseen',
      message: `message ${message} was queued into Codex thread ${thread} ${Math.round(age / 60_000)} min ago and no turn of it has been seen since`,
      path: join(paths.queued, name),
      hint: 'Either the thread has not run a turn since (codex resume it), or Codex did not run teamdoc’s hook: open codex, type /hooks and trust it. Once it is settled (teamdoc deliver records what you know), delete the note.',
    });
  }
  return findings;
}

function listing(directory: string): string[] {
  try {
    return readdirSync(directory).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  } catch {
    return [];
  }
}
