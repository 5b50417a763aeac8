#!/usr/bin/env node
/**
 * Writes docs/rules.md's example blocks from the rules' examples files
 * (test/rules/examples/<id>.examples.ts): each block between an
 * `<!-- example "…" from … -->` marker and `<!-- end example -->` becomes that
 * example and the findings its rule gives for it; the prose around is left as
 * it is. test/rules/docs.test.ts fails when the page and the examples differ.
 *
 *   node scripts/docs.mjs           (npm run docs) rewrites the blocks that differ
 *   node scripts/docs.mjs --check   writes nothing: exit 1, naming each example that differs, when any does
 *
 * The examples and the rules are TypeScript: esbuild compiles them, with
 * test/helpers/rules-page.ts, into one module that plain Node then runs.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLES = 'test/rules/examples';
const PAGE = join(root, 'docs', 'rules.md');

/** Files that find their neighbours through `import.meta.url` keep finding them from inside the bundle. */
const sourceUrls = {
  name: 'source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

try {
  const ids = readdirSync(join(root, EXAMPLES))
    .filter((name) => name.endsWith('.examples.ts'))
    .map((name) => name.slice(0, -'.examples.ts'.length));
  const entry = [
    `import { driftedExamples, rewrittenRulesPage } from './test/helpers/rules-page.ts';`,
    ...ids.map((id, index) => `import examples${index} from './${EXAMPLES}/${id}.examples.ts';`),
    `const examples = new Map([${ids.map((id, index) => `[${JSON.stringify(id)}, examples${index}]`).join(', ')}]);`,
    'export const rewrite = (page) => rewrittenRulesPage(page, examples);',
    'export const drifted = (page) => driftedExamples(page, examples);',
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'docs-entry.ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [sourceUrls],
    logLevel: 'silent',
  });
  // Inside node_modules, so that the bundle's package imports resolve as the sources' do.
  const cache = join(root, 'node_modules', '.cache', 'teamdoc-docs');
  mkdirSync(cache, { recursive: true });
  const module = join(cache, `rules-page.${process.pid}.mjs`);
  writeFileSync(module, result.outputFiles[0].contents);
  const { rewrite, drifted } = await import(pathToFileURL(module).href).finally(() => rmSync(module, { force: true }));
  const page = readFileSync(PAGE, 'utf8');
  const written = rewrite(page);
  if (written === page) {
    process.stdout.write('docs/rules.md: every example block is as its examples file has it\n');
  } else if (process.argv.includes('--check')) {
    for (const each of drifted(page))
      process.stdout.write(`docs/rules.md:${each.start + 1}: the example "${each.name}" of ${each.rule} is not as its examples file and the rule give it\n`);
    process.stdout.write('Fix: npm run docs\n');
    process.exitCode = 1;
  } else {
    writeFileSync(PAGE, written);
    process.stdout.write('docs/rules.md: example blocks written from test/rules/examples\n');
  }
} catch (error) {
  process.stderr.write(`teamdoc docs: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
