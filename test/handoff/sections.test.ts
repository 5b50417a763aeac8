/**
 * One list of packet sections (src/handoff/packet-sections.ts): the template a
 * session starts from, the handoff skill that teaches it and the validator
 * that refuses a packet all say the same sections, in the same order, with
 * the same meaning.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPacket } from '../../src/handoff/check-packet.js';
import { PACKET_SECTIONS, PACKET_TEMPLATE_PATH } from '../../src/handoff/packet-sections.js';
import { packetText } from '../helpers/handoff.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const headings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

describe('the packet sections', () => {
  it('templates/handoff.md has each section, in order, saying what belongs in it', () => {
    const template = read(PACKET_TEMPLATE_PATH);
    expect(headings(template)).toEqual(PACKET_SECTIONS.map((section) => section.title));
    for (const section of PACKET_SECTIONS) expect(template).toContain(`## ${section.title}\n\n[fill in: ${section.holds}]\n`);
  });

  it('skills/handoff/SKILL.md teaches the same sections, in order, with the same meaning', () => {
    const skill = read('skills/handoff/SKILL.md');
    const block = /```markdown\n([\s\S]*?)```/.exec(skill)![1]!;
    expect(headings(block)).toEqual(PACKET_SECTIONS.map((section) => section.title));
    for (const section of PACKET_SECTIONS) expect(block).toContain(`## ${section.title}\n\n${section.holds}\n`);
  });

  it('the template as it is gets one placeholder finding per section, and a filled one none', () => {
    const findings = checkPacket(read(PACKET_TEMPLATE_PATH), 'templates/handoff.md');
    expect(findings.map((finding) => finding.ruleId)).toEqual(PACKET_SECTIONS.map(() => 'packet-placeholder'));
    expect(checkPacket(packetText(), '<stdin>')).toEqual([]);
  });
});
