/**
 * A secret in any field that names something is refused before anything is prepared, naming the field,
 * never quoting the secret; the same text in the body or the evidence is redacted instead. Every one-line
 * sample of the secrets table, in every naming field of a message and of a delivery event.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { type NewDelivery, type NewMessage, prepareEntry } from '../../src/log/write/prepare.js';
import { findSecrets } from '../../src/secrets/redact.js';
import { TEST_NOW } from '../helpers/clock.js';
import { cliMessage } from '../helpers/log.js';
import { NEAR_MISSES, SECRET_SAMPLES } from '../helpers/secret-samples.js';

const ONE_LINE = SECRET_SAMPLES.filter((sample) => !sample.text.includes('\n') && sample.kind !== 'claude-socket');

/** Each naming field, and how to put a value there. */
const MESSAGE_FIELDS: Record<string, (value: string) => NewMessage> = {
  id: (value) => cliMessage({ id: value }),
  'from.name': (value) => cliMessage({ from: { name: value } }),
  'to.name': (value) => cliMessage({ to: { name: value } }),
  'from.session': (value) => cliMessage({ from: { name: 'worker', session: value } }),
  'to.host': (value) => cliMessage({ to: { name: 'lead', host: value } }),
  'from.worktree': (value) => cliMessage({ from: { name: 'worker', worktree: value } }),
  'to.runtime': (value) => cliMessage({ to: { name: 'lead', runtime: value } }),
  'in-reply-to': (value) => cliMessage({ inReplyTo: value }),
  'native-id': (value) => cliMessage({ nativeId: value }),
  'native-runtime': (value) => cliMessage({ nativeId: 'msg-1', nativeRuntime: value }),
  'provenance.claimed.from': (value) => cliMessage({ provenance: { by: 'cli', claimed: { from: value }, detected: {} } }),
  'provenance.detected.session': (value) => cliMessage({ provenance: { by: 'cli', claimed: {}, detected: { session: value, via: 'TEAMDOC_SESSION' } } }),
  'provenance.detected.host': (value) => cliMessage({ provenance: { by: 'cli', claimed: {}, detected: { host: value } } }),
  'provenance.session': (value) => cliMessage({ provenance: { by: 'hook', session: value, runtime: 'claude', event: 'PostToolUse' } }),
  'provenance.file': (value) => cliMessage({ provenance: { by: 'scan', file: `~/.claude/projects/${value}.jsonl`, line: 3 } }),
  'statement.name': (value) => cliMessage({ kind: 'join', statement: { name: value, parent: 'top', part: 'eval' } }),
  'statement.parent': (value) => cliMessage({ kind: 'join', statement: { name: 'eval', parent: value, part: 'eval' } }),
  'statement.part': (value) => cliMessage({ kind: 'join', statement: { name: 'eval', parent: 'top', part: value } }),
  'statement.reason': (value) =>
    cliMessage({ kind: 'join', statement: { name: 'eval', parent: 'top', part: 'eval', amends: '01M8P4P47DWNRYMRF11AVTNKP3', reason: `was ${value}` } }),
  'handoff.successor': (value) => cliMessage({ kind: 'handoff', handoff: { successor: value } }),
  'handoff.part': (value) => cliMessage({ kind: 'handoff', handoff: { successor: 'eval-2', part: value } }),
};

const delivery = (overrides: Partial<NewDelivery>): NewDelivery => ({
  entry: 'delivery',
  message: '01M8P4P47DWNRYMRF11AVTNKP3',
  state: 'delivered',
  provenance: { by: 'hook', session: '8911568d-28ee-4322-8293-23a1e9ea2c7e' },
  ...overrides,
});

const DELIVERY_FIELDS: Record<string, (value: string) => NewDelivery> = {
  id: (value) => delivery({ id: value }),
  message: (value) => delivery({ message: value }),
  'provenance.event': (value) => delivery({ provenance: { by: 'hook', session: 's', event: value } }),
};

describe('a secret in a name is refused; the same secret in text is redacted', () => {
  for (const [field, make] of Object.entries({ ...MESSAGE_FIELDS, ...DELIVERY_FIELDS })) {
    it(`${field}: every one-line sample refused, the field named, the secret never quoted`, () => {
      for (const sample of ONE_LINE) {
        let error: unknown;
        try {
          prepareEntry(make(sample.text), { now: TEST_NOW });
        } catch (caught) {
          error = caught;
        }
        expect(error, sample.text).toBeInstanceOf(InputError);
        const { message, hint, exitCode } = error as InputError;
        // The first secret in the text is the one named: the AWS CLI's JSON opens with the access key id.
        const first = sample.redacted === undefined ? sample.kind : findSecrets(sample.text)[0]!.kind;
        expect(message, sample.text).toContain(`Unexpected ${first} in ${field}`);
        expect(`${message}\n${hint}`).not.toContain(sample.secret);
        expect(exitCode).toBe(2);
      }
    });
  }

  it('near-misses in the same fields are stored as given', () => {
    const usableAsId = NEAR_MISSES.filter((text) => /^[0-9A-Za-z][0-9A-Za-z_.-]*$/.test(text) && text.length <= 64);
    expect(usableAsId.length).toBeGreaterThanOrEqual(4);
    for (const text of usableAsId)
      expect(prepareEntry(cliMessage({ id: text, nativeId: text }), { now: TEST_NOW }).entry).toMatchObject({ id: text, nativeId: text });
    for (const text of NEAR_MISSES) {
      const { entry } = prepareEntry(MESSAGE_FIELDS['from.name']!(text), { now: TEST_NOW });
      expect(entry).toMatchObject({ from: { name: text } });
    }
  });

  it('the socket a peer is reached by names a party when nothing else does', () => {
    const { entry } = prepareEntry(cliMessage({ to: { name: 'uds:/run/user/1000/cc-socks/48211.sock' } }), { now: TEST_NOW });
    expect(entry).toMatchObject({ to: { name: 'uds:/run/user/1000/cc-socks/48211.sock' } });
  });

  it('in the body, the evidence and a delivery’s detail the same samples are redacted, and counted', () => {
    const texts = ONE_LINE.map((sample) => sample.text);
    const { entry, redactedKinds } = prepareEntry(cliMessage({ body: texts.join('\n'), evidence: texts.slice(0, 64).map((text) => ({ url: text })) }), {
      now: TEST_NOW,
    });
    const stored = JSON.stringify({ ...entry, body: entry.entry === 'message' ? entry.body.toString('utf8') : '' });
    for (const sample of ONE_LINE) expect(stored).not.toContain(sample.secret);
    expect(Object.keys(redactedKinds).sort()).toEqual([...new Set(ONE_LINE.map((sample) => sample.kind))].sort());
    const event = prepareEntry(delivery({ detail: `the start failed: ${texts.join(' ')}` }), { now: TEST_NOW });
    for (const sample of ONE_LINE) expect(JSON.stringify(event.entry)).not.toContain(sample.secret);
  });
});
