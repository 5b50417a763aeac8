/**
 * The log's record format as a zod schema: the documented definition of an
 * entry, for other code and the tests. Built from the same constants as the
 * plain checks (fields.ts), checked at compile time to describe exactly the
 * types in entry.ts, and held by test/log/schema-agreement.test.ts to accept
 * exactly what the strict decoder accepts, which is why the reader does not
 * run it again on every entry it decodes.
 */
import * as z from 'zod';
import type { DeliveryEntry, MessageEntry } from './entry.js';
import { DELIVERY_STATES, EVIDENCE_KINDS, LIMITS, MESSAGE_KINDS, idProblem, isValidTime, lineProblem, textProblem } from './fields.js';

const id = z.string().refine((value) => idProblem(value) === undefined, { message: 'not a usable id' });
const line = (maxChars: number) => z.string().refine((value) => lineProblem(value, maxChars) === undefined, { message: 'not a one-line text' });
const text = z.string().refine((value) => textProblem(value, LIMITS.textChars) === undefined, { message: 'not storable text' });
const name = line(LIMITS.nameChars);
const time = z.string().refine(isValidTime, { message: 'expected a UTC time like 2025-01-31T09:30:00.000Z' });
const count = z.number().int().min(0);

const partySchema = z.strictObject({
  name,
  session: name.optional(),
  runtime: name.optional(),
  host: name.optional(),
  worktree: name.optional(),
});

const evidenceSchema = z
  .strictObject(
    Object.fromEntries(EVIDENCE_KINDS.map((kind) => [kind, line(LIMITS.evidenceValueChars).optional()])) as Record<
      (typeof EVIDENCE_KINDS)[number],
      z.ZodOptional<ReturnType<typeof line>>
    >,
  )
  .refine((value) => Object.keys(value).length > 0, { message: `expected one of ${EVIDENCE_KINDS.join(', ')}` });

const provenanceSchema = z.discriminatedUnion('by', [
  z.strictObject({ by: z.literal('hook'), session: line(LIMITS.sessionChars), runtime: name.optional(), event: name.optional() }),
  z.strictObject({
    by: z.literal('cli'),
    claimed: z.strictObject({ from: name.optional(), to: name.optional() }),
    detected: z.strictObject({ runtime: name.optional(), session: name.optional(), host: name.optional(), worktree: name.optional(), via: name.optional() }),
  }),
  z.strictObject({ by: z.literal('scan'), file: line(LIMITS.evidenceValueChars), line: z.number().int().min(1) }),
]);

const statementSchema = z.strictObject({
  name,
  parent: name,
  part: text,
  session: name.optional(),
  runtime: name.optional(),
  host: name.optional(),
  worktree: name.optional(),
  amends: id.optional(),
  reason: text.optional(),
  handoff: id.optional(),
});

const handoffSchema = z.strictObject({ successor: name.optional(), part: text.optional() });

/** A message as the reader holds it: the body as text (it is always UTF-8). */
const messageSchema = z
  .strictObject({
    entry: z.literal('message'),
    id,
    time,
    kind: z.enum(MESSAGE_KINDS),
    from: partySchema,
    to: partySchema,
    outsideTeam: z.literal(true).optional(),
    inReplyTo: id.optional(),
    nativeId: line(LIMITS.sessionChars).optional(),
    nativeRuntime: line(LIMITS.sessionChars).optional(),
    statement: statementSchema.optional(),
    handoff: handoffSchema.optional(),
    evidence: z.array(evidenceSchema).max(LIMITS.evidenceItems),
    provenance: provenanceSchema,
    redactions: count,
    body: z.string().refine((value) => !value.includes('\u0000'), { message: 'NUL in body' }),
  })
  .refine((value) => value.statement === undefined || value.kind === 'join', { message: 'only a join message carries a statement', path: ['statement'] })
  .refine((value) => value.handoff === undefined || value.kind === 'handoff', { message: 'only a handoff message carries a handoff', path: ['handoff'] })
  .refine((value) => value.nativeRuntime === undefined || value.nativeId !== undefined, {
    message: 'native-runtime without native-id',
    path: ['nativeRuntime'],
  });

const deliverySchema = z.strictObject({
  entry: z.literal('delivery'),
  id,
  message: id,
  time,
  state: z.enum(DELIVERY_STATES),
  detail: text.optional(),
  evidence: z.array(evidenceSchema).max(LIMITS.evidenceItems),
  provenance: provenanceSchema,
  redactions: count,
});

export const storedEntrySchema = z.union([messageSchema, deliverySchema]);

// Compile-time proof that the schema and the plain types describe the same records.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type StoredMessage = Omit<MessageEntry, 'body'> & { body: string };
const schemaMatchesMessage: Same<z.infer<typeof messageSchema>, StoredMessage> = true;
const schemaMatchesDelivery: Same<z.infer<typeof deliverySchema>, DeliveryEntry> = true;
void schemaMatchesMessage;
void schemaMatchesDelivery;
