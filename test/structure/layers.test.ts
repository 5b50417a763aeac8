import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'src');

/** Lowest first. A folder (or a file at src/'s top, by its name) imports only from layers below its own. */
const LAYERS: readonly (readonly string[])[] = [
  ['cli-help', 'errors', 'findings', 'package-files', 'runtimes', 'secrets', 'skills', 'text', 'watch'],
  ['fix', 'io', 'protocol', 'session', 'time'],
  ['git', 'pager'],
  ['doc', 'install', 'log'],
  ['chain', 'kickoff'],
  ['handoff', 'rules'],
  ['hooks', 'scan'],
  ['live', 'report'],
  ['send'],
  ['commands'],
  ['cli'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Import {
  file: string;
  line: number;
  target: string;
}

/**
 * What each file imports at run time, as the build sees it: esbuild drops
 * type-only imports (tsconfig's verbatimModuleSyntax keeps every other one)
 * and follows `import()`.
 */
async function runtimeImports(files: readonly string[]): Promise<Import[]> {
  const { metafile } = await build({
    entryPoints: [...files],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: join(ROOT, 'layers-check'),
    logLevel: 'silent',
  });
  return Object.entries(metafile.inputs).flatMap(([input, { imports }]) => {
    const file = join(ROOT, input);
    if (!file.startsWith(SRC)) return [];
    const text = readFileSync(file, 'utf8');
    return imports
      .filter((each) => !each.external && each.original?.startsWith('.'))
      .map((each) => {
        const at = text.indexOf(`'${each.original}'`);
        return { file, line: at === -1 ? 0 : text.slice(0, at).split('\n').length, target: join(ROOT, each.path) };
      });
  });
}

/** `doc` for src/doc/…, `cli` for src/cli.ts. */
function folderOf(path: string): string {
  return relative(SRC, path).split('/')[0]!.replace(/\.ts$/, '');
}

const files = sourceFiles(SRC);
const imports = await runtimeImports(files);
const layerOf = new Map(LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer] as const)));

describe('the layers of src/', () => {
  it('names every folder in one layer', () => {
    const folders = [...new Set(files.map(folderOf))].sort();
    expect(
      folders.filter((folder) => !layerOf.has(folder)),
      'add each new folder to LAYERS (and ARCHITECTURE.md’s map)',
    ).toEqual([]);
    expect(
      LAYERS.flat().filter((folder) => !folders.includes(folder)),
      'folders listed in LAYERS that no longer exist',
    ).toEqual([]);
  });

  it('imports at run time only from its own folder or a layer below, and never outside src/', () => {
    const wrong = imports.flatMap(({ file, line, target }) => {
      const where = `src/${relative(SRC, file)}:${line} imports ${relative(SRC, target)}`;
      if (relative(SRC, target).startsWith('..')) return [`${where}: outside src/`];
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to || layerOf.get(to)! < layerOf.get(from)!) return [];
      return [
        `${where}: ${to} (layer ${layerOf.get(to)}) is not below ${from} (layer ${layerOf.get(from)}); move the code to the layer that owns it, or change LAYERS if the design changed`,
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between files (inside a folder too)', () => {
    const graph = new Map<string, string[]>(files.map((file) => [file, []]));
    for (const { file, target } of imports) graph.get(file)?.push(target);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((each) => relative(SRC, each)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('is the layers table of ARCHITECTURE.md’s map', () => {
    const rows = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8').matchAll(/^\| (\d+) \| (.+?) \|/gm);
    const drawn = [...rows].map(([, layer, folders]) => [Number(layer), [...folders!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!).sort()]);
    expect(drawn, 'ARCHITECTURE.md’s layers table, one row per layer of LAYERS').toEqual(LAYERS.map((folders, layer) => [layer, [...folders].sort()]));
  });
});
