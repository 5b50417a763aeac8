/**
 * teamdoc's own envelope around text another session wrote — a handoff
 * packet for a successor, a message `teamdoc send` queues into a Codex
 * session — so the reader takes it as data from that session, never as the
 * person's typing or as a peer message (`<cross-session-message>`):
 *
 *   <teamdoc-packet-<nonce> from="train" session="…" runtime="claude" written="…" entry="…" encoding="entities">
 *   …the packet, with & < > and control characters written as entities…
 *   </teamdoc-packet-<nonce>>
 *
 * The boundary carries a nonce drawn after the text was written, and the
 * body holds no `<` at all, so no text can close the envelope early, forge
 * another one, or open a tag of Claude Code's.
 */
import { randomBytes } from 'node:crypto';

/** What the envelope holds: a handoff packet, or a message between sessions. */
export type EnvelopeKind = 'packet' | 'message';

export const ENVELOPE_PREFIX = 'teamdoc-packet-';
const ENVELOPE_ENCODING = 'entities';

const PREFIXES: Record<EnvelopeKind, string> = { packet: ENVELOPE_PREFIX, message: 'teamdoc-message-' };

export interface EnvelopeFacts {
  /** Who wrote the packet, as the log names it. */
  from: string;
  session: string | undefined;
  runtime: string | undefined;
  /** When it was recorded (the handoff entry's time). */
  written: string;
  entry: string;
  /** The name came from --from and no session identity backs it. */
  claimed: boolean;
}

/** 16 hex digits: never seen by whoever wrote the packet. */
export function newNonce(): string {
  return randomBytes(8).toString('hex');
}

// & < > and the characters that are invisible or reorder text: control characters, bidi and line separators.
const ENCODED_CHARACTERS = '&<>\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\u2028\\u2029\\ufeff';
const ENCODED = new RegExp(`[${ENCODED_CHARACTERS}]`, 'gu');
// An attribute also encodes `"` and line breaks, in the same single pass (never `&quot;` → `&amp;quot;`).
const ENCODED_IN_ATTRIBUTE = new RegExp(`[${ENCODED_CHARACTERS}"\\n\\t]`, 'gu');
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function encodeEnvelopeText(text: string): string {
  return text.replace(ENCODED, entity);
}

// Outside the envelope the text reads as the doc has it (`<file>`, `n <= 0`, `a && b`): only a `<` that
// opens or closes a tag a reader acts on is encoded — teamdoc's own envelopes and Claude Code's peer
// message — and the characters that are invisible or reorder text.
const ACTED_ON_TAGS = ['teamdoc-', 'cross-session-message', 'system-reminder'];
const ENCODED_OUTSIDE = new RegExp(`<(?=/?\\s*(?:${ACTED_ON_TAGS.join('|')}))|[${ENCODED_CHARACTERS.slice(3)}]`, 'giu');

/**
 * Text from the team doc or the log that a message shows beside an envelope
 * (a name, a path, the Intent, a Resources row): it opens no envelope and no
 * peer message (`<cross-session-message>`) and hides no character, whatever
 * the doc holds; anything else stays as written.
 */
export function encodeOutsideEnvelope(text: string): string {
  return text.replace(ENCODED_OUTSIDE, entity);
}

function encodeAttribute(text: string): string {
  return text.replace(ENCODED_IN_ATTRIBUTE, entity);
}

function entity(character: string): string {
  return NAMED[character] ?? `&#x${character.codePointAt(0)!.toString(16)};`;
}

function decodeEnvelopeText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x[0-9a-f]{1,6});/g, (_, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[name]!,
  );
}

export function wrapPacket(packet: string, facts: EnvelopeFacts, nonce: string = newNonce()): string {
  return wrapInEnvelope(
    'packet',
    packet,
    [
      ['from', facts.from],
      ['claimed', facts.claimed ? 'yes: no session identity backs this name' : undefined],
      ['session', facts.session],
      ['runtime', facts.runtime],
      ['written', facts.written],
      ['entry', facts.entry],
    ],
    nonce,
  );
}

/** Attribute names are lower-case words; a value that is undefined is left out. */
export function wrapInEnvelope(kind: EnvelopeKind, text: string, attributes: Array<[string, string | undefined]>, nonce: string = newNonce()): string {
  if (!/^[0-9a-f]{16}$/.test(nonce)) throw new Error('an envelope nonce is 16 hex digits');
  const opening = [...attributes, ['encoding', ENVELOPE_ENCODING] as [string, string]]
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${encodeAttribute(value!)}"`)
    .join(' ');
  const body = encodeEnvelopeText(text.replace(/\n$/, ''));
  return `<${PREFIXES[kind]}${nonce} ${opening}>\n${body}\n</${PREFIXES[kind]}${nonce}>`;
}

export interface OpenedEnvelope {
  nonce: string;
  attributes: Record<string, string>;
  packet: string;
  /** Where the envelope stands in the text, its tags included: [start, end). */
  start: number;
  end: number;
}

/** The first envelope in `text`, read the way a successor should: up to its own closing tag only. */
export function readEnvelope(text: string, kind: EnvelopeKind = 'packet'): OpenedEnvelope | undefined {
  const prefix = PREFIXES[kind];
  const opening = new RegExp(`<${prefix}([0-9a-f]{16})((?: [a-z]+="[^"<>]*")*)>\\n`).exec(text);
  if (!opening) return undefined;
  const nonce = opening[1]!;
  const start = opening.index + opening[0].length;
  const close = text.indexOf(`\n</${prefix}${nonce}>`, start);
  if (close === -1) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of opening[2]!.matchAll(/ ([a-z]+)="([^"]*)"/g)) attributes[name!] = decodeEnvelopeText(value!);
  const end = close + `\n</${prefix}${nonce}>`.length;
  return { nonce, attributes, packet: `${decodeEnvelopeText(text.slice(start, close))}\n`, start: opening.index, end };
}
