/**
 * Reading the JSON-lines files the CLIs write while they may still be writing
 * them: a line that does not parse (half written, or not JSON) is skipped.
 */
import { existsSync, readFileSync } from 'node:fs';

export type JsonObject = Record<string, unknown>;

export function readJsonLines(file: string): JsonObject[] {
  if (!existsSync(file)) return [];
  const rows: JsonObject[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) rows.push(value as JsonObject);
    } catch {
      // a line still being written
    }
  }
  return rows;
}

/** Reads a nested field: `field(row, 'origin', 'msg_id')`. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as JsonObject)[key];
  }
  return current;
}
