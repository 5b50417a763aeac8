/**
 * teamdoc record: one message in (parties and kind as flags, the body from
 * stdin or a file), its id out once it is committed.
 */
import { readConfigMatching } from '../git/config.js';
import { locateRepo } from '../git/repo.js';
import type { Io } from '../io.js';
import { appendEntries } from '../log/write/append.js';
import { readBodyInput } from './input/body-input.js';
import { cliProvenance } from '../log/write/provenance.js';
import { parseWaitSeconds, refuseMisshapenHeading } from './input/cli-input.js';
import { logContext } from '../log/store/context.js';
import { parseEvidence } from './input/evidence.js';
import { resolveMessageId } from '../log/read/id-prefix.js';
import { LOG_CONFIG_KEYS, logSettingsFrom } from '../log/store/settings.js';
import { writeAppendResult } from './output/append-result.js';
import { checkRecipientAtDoor, refuseForeignLogAtDoor, structuralAtDoor } from '../chain/door-reads.js';
import { handedOffNote } from '../report/handed-off-text.js';
import { firstWriteNote, startedTheLog } from '../log/sync/first-write.js';
import { detectSession } from '../session/identity.js';
import type { OptionsOf } from './declare-options.js';
import type { RECORD_OPTIONS } from './options.js';

type RecordOptions = OptionsOf<typeof RECORD_OPTIONS>;

export async function run(_operands: unknown[], options: RecordOptions, io: Io): Promise<number> {
  const evidence = (options.evidence ?? []).map(parseEvidence);
  const waitMs = parseWaitSeconds(options.wait);
  // One config read serves the log's settings and the door's doc lookup.
  const [repo, config] = await Promise.all([locateRepo(io.cwd), readConfigMatching(io.cwd, LOG_CONFIG_KEYS)]);
  const settings = logSettingsFrom(config, { ref: options.ref, maxBodyBytes: options.maxBodyBytes }, io.env);
  const body = await readBodyInput(io, options.bodyFile, settings.maxBodyBytes);
  refuseMisshapenHeading(body.bytes);
  // At the door: a typo in a recipient or a reply id is refused before anything is written.
  const context = logContext(repo, settings);
  await refuseForeignLogAtDoor(context);
  // A reply id may be any unique prefix of six or more characters (id-prefix.ts).
  const inReplyTo = options.inReplyTo === undefined ? undefined : await resolveMessageId(context, options.inReplyTo, { option: '--in-reply-to' });
  // A join names its parent and a handoff its successor, who is new to the team: `join` and `handoff` check those.
  const structural = options.kind === 'join' || options.kind === 'handoff';
  if (!structural) await checkRecipientAtDoor(io.cwd, repo, context, config, options.to, options.outsideTeam === true);
  // A recipient that handed off still gets the message (its successor reads it); the sender is told whom to address.
  const handedOff = structural || options.outsideTeam === true ? '' : handedOffNote(await structuralAtDoor(context), options.to);
  const session = detectSession(io.env);
  const firstWrite = await firstWriteNote(context);
  const result = await appendEntries(
    repo,
    [
      {
        kind: options.kind,
        from: { name: options.from },
        to: { name: options.to },
        ...(options.outsideTeam === true ? { outsideTeam: true as const } : {}),
        id: options.id,
        inReplyTo,
        nativeId: options.nativeId,
        nativeRuntime: options.nativeId === undefined ? options.nativeRuntime : (options.nativeRuntime ?? session.runtime),
        evidence,
        provenance: cliProvenance(session, repo, { from: options.from, to: options.to }),
        body: body.bytes,
        bodySource: body.source,
      },
    ],
    { settings, waitMs, env: io.env },
  );
  if (firstWrite && (await startedTheLog(context, result.commit))) io.stderr.write(`teamdoc: ${firstWrite}\n`);
  io.stderr.write(handedOff);
  return writeAppendResult(result, io);
}
