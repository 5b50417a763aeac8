/**
 * The licences of the packages the bundle inlines, as one text file shipped in
 * dist/: every package whose code is in the output (esbuild's metafile), in
 * name order, with its version, its licence and the licence's whole text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE_DIR = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;
const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

export function inlinedLicenses(root, metafile) {
  // Only what reached the output: a package imported but shaken out entirely ships nothing of its own.
  const dirs = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = PACKAGE_DIR.exec(input);
      if (match && bytesInOutput > 0) dirs.add(match[1]);
    }
  }
  const packages = [...dirs].map((dir) => describePackage(root, dir));
  packages.sort((a, b) => compare(a.name, b.name) || compare(a.version, b.version));
  const sections = packages.map(
    (pkg) =>
      `${'='.repeat(78)}\n${pkg.name} ${pkg.version} (${pkg.license})${pkg.repository ? `\n${pkg.repository}` : ''}\n${'-'.repeat(78)}\n\n${pkg.text.trim()}\n`,
  );
  return [
    "teamdoc's build (this folder) inlines the code of the packages below, unchanged apart from bundling.",
    'Each one is listed with its version, its licence and the whole text of that licence.',
    '',
    ...sections,
  ].join('\n');
}

function describePackage(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const license = manifest.license ?? (manifest.licenses ?? []).map((entry) => entry.type).join(' OR ');
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const text = licenseText(join(root, dir));
  if (!license || !text)
    throw new Error(`the inlined package ${manifest.name} (${dir}) names no licence, or ships no licence text: it cannot be bundled as it is`);
  return { name: manifest.name, version: manifest.version, license, repository, text };
}

/** The package's licence file, else the License section of its README (some old packages keep it there). */
function licenseText(dir) {
  const names = readdirSync(dir).sort();
  const file = names.find((name) => LICENSE_FILE.test(name));
  if (file) return readFileSync(join(dir, file), 'utf8');
  const readme = names.find((name) => /^readme(\.(md|markdown|txt))?$/i.test(name));
  return readme ? readmeLicenseSection(readFileSync(join(dir, readme), 'utf8')) : undefined;
}

function readmeLicenseSection(text) {
  const lines = text.split(/\r?\n/);
  const isHeading = (index) => /^#{1,6}\s/.test(lines[index] ?? '') || /^(=+|-+)\s*$/.test(lines[index + 1] ?? '');
  const start = lines.findIndex((line, index) => isHeading(index) && /licen[cs]e/i.test(line));
  if (start < 0) return undefined;
  const body = [];
  for (let index = start; index < lines.length; index++) {
    if (index > start + 1 && isHeading(index)) break;
    body.push(lines[index]);
  }
  return body.join('\n');
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
