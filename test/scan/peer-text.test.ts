import { describe, expect, it } from 'vitest';
import { noticeStatus, parseNotice, parseWrappedMessages, resultTarget } from '../../src/runtimes/claude/peer-text.js';
import { isKickoff, kickoffParent } from '../../src/scan/kickoff-marker.js';

describe('the texts Claude Code injects for messages between sessions', () => {
  it('reads the sender, its name and mode, and the body from a <cross-session-message> wrapper', () => {
    const text =
      'Another Claude session sent a message:\n<cross-session-message from="uds:/tmp/cc-socks/6885.sock" from-name="a" from-mode="bypass">\nPING from A\n</cross-session-message>\n\nThis came from another Claude session.';
    expect(parseWrappedMessages(text)).toEqual([
      { from: 'uds:/tmp/cc-socks/6885.sock', fromName: 'a', fromMode: 'bypass', fromSession: undefined, body: 'PING from A' },
    ]);
  });

  it('keeps a multi-line body whole and restores an escaped closing tag inside it', () => {
    const text =
      '<cross-session-message from="unknown" from-name="r &amp; d">\nline one\n<\\/cross-session-message> is quoted here\n\nline four\n</cross-session-message>';
    const [message] = parseWrappedMessages(text);
    expect(message?.fromName).toBe('r & d');
    expect(message?.body).toBe('line one\n</cross-session-message> is quoted here\n\nline four');
  });

  it('reads several wrapped messages from one text, in order', () => {
    const text = ['x', 'y'].map((body) => `<cross-session-message from="uds:/s.sock" from-name="${body}">\n${body}-body\n</cross-session-message>`).join('\n');
    expect(parseWrappedMessages(text).map((message) => message.body)).toEqual(['x-body', 'y-body']);
  });

  it('tells a held notice from an expired, refused or released one by the first status word', () => {
    expect(
      noticeStatus(
        "[Cross-session delivery notice] Your message to another session was held for the recipient user's approval (recipient: uds:/run/user/1000/cc-socks/1.sock). Not delivered to that session's Claude yet.",
      ),
    ).toBe('held');
    expect(noticeStatus('[Cross-session delivery notice] Your message was not approved before expiry and was dropped.')).toBe('expired');
    expect(noticeStatus('[Cross-session delivery notice] Your message was denied by the recipient user.')).toBe('refused');
    expect(noticeStatus('[Cross-session delivery notice] That session refused your message.')).toBe('refused');
    expect(noticeStatus('[Cross-session delivery notice] Your held message was approved and released.')).toBe('released');
    expect(noticeStatus('[Cross-session delivery notice] Held by that session; it expires in 5 minutes unless approved.')).toBe('held');
    expect(noticeStatus('[Cross-session delivery notice] Your message was approved and released.')).toBe('released');
    expect(noticeStatus('[Cross-session delivery notice] Something new happened.')).toBe('unknown');
  });

  it('finds the recipient a notice names: a socket, or a quoted name', () => {
    expect(parseNotice('[Cross-session delivery notice] … held … (recipient: uds:/tmp/cc-socks/4103.sock). Not delivered.')).toEqual({
      kind: 'delivery',
      status: 'held',
      recipient: 'uds:/tmp/cc-socks/4103.sock',
      msgId: undefined,
    });
    expect(
      parseNotice(
        '[Cross-session delivery notice] Your message to another session was not approved before expiry (recipient: uds:/t/cc-socks/1554.sock; msg_id: 272ac5ae-0fdb-46f7-aa0d-2be109b93c13). Not delivered.',
      ),
    ).toMatchObject({ status: 'expired', recipient: 'uds:/t/cc-socks/1554.sock', msgId: '272ac5ae-0fdb-46f7-aa0d-2be109b93c13' });
    expect(parseNotice('[Cross-session delivery notice] Your message to "d" was not approved before expiry.')?.recipient).toBe('d');
    expect(parseNotice('[Cross-session idle notice] "b", which you asked to be notified about, is idle now.')).toEqual({
      kind: 'idle',
      status: 'unknown',
      recipient: 'b',
      msgId: undefined,
    });
    expect(parseNotice('Just a user prompt mentioning [Cross-session delivery notice]')).toBeUndefined();
  });

  it('reads the target a SendMessage result names after its arrow', () => {
    expect(resultTarget('“ping b” → b (another Claude session on this machine; …)')).toBe('b');
    expect(resultTarget('“pong” → uds:/tmp/cc-socks/6885.sock; in that session’s inbox')).toBe('uds:/tmp/cc-socks/6885.sock');
    expect(resultTarget('“x” → api-worker [cff7d8] (another Claude session on this machine)')).toBe('api-worker [cff7d8]');
  });
});

describe('recognising a teamdoc kickoff', () => {
  it('is a kickoff when it carries the template’s marker, which names the parent', () => {
    const text = '<!-- teamdoc:kickoff v=1 team=auth part=eval owner=eval-lead parent=top -->\n# Kickoff: you are eval-lead';
    expect(isKickoff(text)).toBe(true);
    expect(kickoffParent(text)).toBe('top');
  });

  it('is a kickoff written by hand when `teamdoc join` comes with `--parent`, and names the parent', () => {
    expect(isKickoff('First run:\n  teamdoc join --parent lead-1 --part ingest')).toBe(true);
    expect(kickoffParent('First run:\n  teamdoc join --part ingest --parent "top session"')).toBe('top session');
    expect(kickoffParent('teamdoc join --parent=0199b2c3-1111')).toBe('0199b2c3-1111');
    expect(isKickoff('Use teamdoc join to ack.')).toBe(false);
  });
});
