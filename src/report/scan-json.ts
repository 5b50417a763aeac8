/**
 * The scan as JSON on stdout: the whole report, every path absolute, every
 * body whole, and every unknown written as null (not left out), so a reader
 * can tell "not known" from "not in this version". `schema` changes only when
 * a field changes meaning.
 */
import type { ScanReport } from '../scan/model.js';

export const SCAN_JSON_SCHEMA = 'teamdoc-scan/1';

export function renderScanJson(report: ScanReport): string {
  return `${JSON.stringify({ schema: SCAN_JSON_SCHEMA, ...report }, (_key, value: unknown) => (value === undefined ? null : value), 2)}\n`;
}
