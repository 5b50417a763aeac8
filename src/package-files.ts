/**
 * Files the package ships beside its code (skills/, templates/, .claude-plugin/).
 * Both src/ and dist/ sit one level below the package root, so one relative URL
 * serves tests that import the sources and the installed, compiled CLI.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function packageFile(relativePath: string): string {
  return fileURLToPath(new URL(`../${relativePath}`, import.meta.url));
}

/** The version in the package's own package.json. */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
