/**
 * Entry ids that sort by time and need no coordination: 26 characters of
 * Crockford base32, 48 bits of milliseconds then 80 random bits (the ULID
 * layout). Within one process, ids made in the same millisecond count up, so
 * they still sort in the order they were made.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_CHARS = 10;
const RANDOM_CHARS = 16;

let lastTime = -1;
let lastRandom: number[] = [];

export function newEntryId(now: number): string {
  let random: number[];
  if (now === lastTime) {
    random = increment(lastRandom);
  } else {
    const bytes = randomBytes(RANDOM_CHARS);
    random = [...bytes].map((byte) => byte & 31);
  }
  lastTime = now;
  lastRandom = random;
  return encodeTime(now) + random.map((digit) => ALPHABET[digit]).join('');
}

function encodeTime(time: number): string {
  let text = '';
  let rest = time;
  for (let index = 0; index < TIME_CHARS; index++) {
    text = ALPHABET[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let index = next.length - 1; index >= 0; index--) {
    if (next[index]! < 31) {
      next[index]!++;
      return next;
    }
    next[index] = 0;
  }
  // 80 bits overflowed within one millisecond: start from fresh randomness instead.
  return [...randomBytes(RANDOM_CHARS)].map((byte) => byte & 31);
}
