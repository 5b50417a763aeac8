/**
 * The marker line that opens every kickoff, so a transcript scanner can tell a
 * kickoff from any other first message and see whose it is without parsing prose:
 *
 *   <!-- teamdoc:kickoff v=1 team=ml part=train owner=train parent=top -->
 *
 * Values are percent-encoded, so a name with spaces or `-->` can neither end the
 * comment nor forge another attribute.
 */

export const KICKOFF_MARKER_OPENING = '<!-- teamdoc:kickoff ';

export interface KickoffMarker {
  version: number;
  /** Every attribute but `v`, decoded: team, part, owner, parent. */
  attributes: Record<string, string>;
}

const MARKER_LINE = /<!-- teamdoc:kickoff((?: [a-z]+=[^\s<>]*)+) -->/;
const ATTRIBUTE = / ([a-z]+)=([^\s<>]*)/g;

export function encodeMarkerValue(value: string): string {
  return encodeURIComponent(value);
}

/** The first kickoff marker in `text`, or undefined when there is none or it is malformed. */
export function findKickoffMarker(text: string): KickoffMarker | undefined {
  const match = MARKER_LINE.exec(text);
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, key, raw] of match[1]!.matchAll(ATTRIBUTE)) {
    const value = decodeMarkerValue(raw!);
    if (value === undefined || key! in attributes) return undefined;
    attributes[key!] = value;
  }
  const version = Number(attributes.v);
  if (!Number.isInteger(version) || version < 1) return undefined;
  delete attributes.v;
  return { version, attributes };
}

function decodeMarkerValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
