/**
 * What a handoff packet must be before it is recorded: the template's sections,
 * each with something in it, no `[fill in: …]` left, and nothing that looks
 * like a secret. Secrets are refused, not redacted: a redacted packet would
 * hand the successor a silently broken reference, while the writer can say
 * where the secret lives instead (a variable's name, a file's path).
 * Every problem is a located finding; the caller refuses on any.
 */
import { PLACEHOLDER_MARK } from '../doc/vocabulary.js';
import { TextIndex } from '../doc/positions.js';
import type { Finding } from '../findings/finding.js';
import { findSecrets } from '../secrets/redact.js';
import { PACKET_SECTIONS, PACKET_TEMPLATE_PATH, sectionKey } from './packet-sections.js';
import { locatedIn } from '../doc/complexity.js';
import { readPacket } from './read-packet.js';
import type { Span } from '../doc/model.js';

export const PACKET_RULES = {
  sectionMissing: 'packet-section-missing',
  sectionEmpty: 'packet-section-empty',
  placeholder: 'packet-placeholder',
  secret: 'packet-secret',
} as const;

export function checkPacket(text: string, file: string): Finding[] {
  const findings: Finding[] = [];
  const report = (ruleId: string, span: Span, message: string, hint: string) => {
    findings.push({
      file,
      ruleId,
      severity: 'error',
      message,
      hint,
      line: span.start.line,
      column: span.start.column,
      endLine: span.end.line,
      endColumn: span.end.column,
    });
  };
  const packet = locatedIn(file, () => readPacket(text));
  const found = new Map(packet.sections.map((section) => [section.key, section]));
  PACKET_SECTIONS.forEach((section, index) => {
    const present = found.get(sectionKey(section.title));
    if (!present) {
      // Point where it belongs: at the next required section that is there, else at the end.
      const later = PACKET_SECTIONS.slice(index + 1)
        .map((next) => found.get(sectionKey(next.title)))
        .find((next) => next !== undefined);
      report(
        PACKET_RULES.sectionMissing,
        later?.heading ?? packet.end,
        `Unexpected packet without \`## ${section.title}\`, expected every section of ${PACKET_TEMPLATE_PATH}`,
        `Add \`## ${section.title}\`: ${section.holds}. Write \`none\` when there is nothing.`,
      );
    } else if (present.empty) {
      report(
        PACKET_RULES.sectionEmpty,
        present.heading,
        `Unexpected empty section \`## ${present.title}\`, expected ${section.holds}`,
        'Write `none` when there is nothing, so the successor knows it was not forgotten.',
      );
    }
  });
  const index = new TextIndex(text);
  for (let at = text.indexOf(PLACEHOLDER_MARK); at !== -1; at = text.indexOf(PLACEHOLDER_MARK, at + 1)) {
    const close = text.indexOf(']', at);
    const end = close === -1 || text.slice(at, close).includes('\n') ? at + PLACEHOLDER_MARK.length : close + 1;
    report(
      PACKET_RULES.placeholder,
      index.span(at, end),
      'Unexpected `[fill in: …]` left from the template, expected what it asks for',
      'Replace it with the facts, or `none`.',
    );
  }
  for (const secret of findSecrets(text)) {
    report(
      PACKET_RULES.secret,
      index.span(secret.start, secret.end),
      `Unexpected secret-looking string (${secret.kind}), expected no secrets in a packet`,
      'Say where the secret lives (an environment variable’s name, a file’s path), never its value: the packet is committed to the log.',
    );
  }
  return findings.sort((a, b) => a.line! - b.line! || a.column! - b.column!);
}
