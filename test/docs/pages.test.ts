/**
 * Every example of the reference pages under docs/ (rules.md has its own
 * test) is executed. A code block's info string says how:
 *
 *   ```console scene=NAME       each `$` line runs in the scene (test/docs/scenes.ts) and prints what the page shows
 *   ```text scene=NAME run="…"  what the page shows is what that command prints there
 *   ```sh scene=NAME            the commands succeed there (drops=ID: after them, `teamdoc log` neither shows nor mentions the entry)
 *   ```json scene=NAME run="…"  the object shown is part of what that command prints (its arrays whole)
 *   ```text usage               a synopsis: each of its flags is one `teamdoc COMMAND --help` lists
 *   ```yaml workflow            a GitHub workflow: what it passes to this repository's action are the action's inputs
 *
 * Shown output is compared as README's tour compares it (each line shown,
 * in order; `…` for anything), with message ids, commit hashes, process ids
 * and the scratch folder normalised. team-doc.md has no blocks: its front
 * matter examples are checked with `teamdoc check` instead. A block that only illustrates (a placeholder
 * a user fills in) says so in an HTML comment right above it,
 * `<!-- illustrative: why -->`; one that needs a real Claude Code or Codex
 * names the test that runs it and a piece of output both hold,
 * `<!-- run by test/….test.ts, which checks "…" -->`; any other block that no
 * test runs fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Html, Parent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseMarkdown } from '../../src/doc/markdown.js';
import { encodeProjectDir } from '../../src/runtimes/claude/locations.js';
import { TEAMDOC_BIN } from '../helpers/cli.js';
import { expectShown, runSteps, stepsOf } from '../helpers/console-blocks.js';
import { ROOT, SHOWN_HOME, SHOWN_ROOT, sceneOf } from './scenes.js';

const PAGES = ['check.md', 'log.md', 'chain.md', 'scan.md', 'ci.md', 'skills.md'];

interface PageBlock {
  line: number;
  code: Code;
  meta: Record<string, string>;
  /** The HTML comment right above the block, if any. */
  note: string | undefined;
}

function blocksOf(page: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const walk = (parent: Parent) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'code') {
        const before = parent.children[index - 1];
        const note = before?.type === 'html' ? (before as Html).value : undefined;
        blocks.push({ line: node.position!.start.line, code: node, meta: metaOf(node.meta), note });
      } else if ('children' in node) {
        walk(node as Parent);
      }
    });
  };
  walk(parseMarkdown(readFileSync(join(ROOT, 'docs', page), 'utf8')));
  return blocks;
}

/** `scene=check run="teamdoc view"` → `{scene: 'check', run: 'teamdoc view'}`; a bare word is a flag. */
function metaOf(meta: string | null | undefined): Record<string, string> {
  return Object.fromEntries([...(meta ?? '').matchAll(/([\w-]+)(?:=("([^"]*)"|\S+))?/g)].map((match) => [match[1]!, match[3] ?? match[2] ?? 'true']));
}

/** Ids, commit hashes, process ids, a lock's age in seconds and the scratch folder (also as Claude Code names its project folder) differ from run to run; the page shows one run's. */
function normaliser(root: string): (text: string) => string {
  return (text) =>
    text
      .replaceAll(join(root, 'home'), SHOWN_HOME)
      .replaceAll(encodeProjectDir(root), encodeProjectDir(SHOWN_ROOT))
      .replaceAll(root, SHOWN_ROOT)
      .replace(/\b01[0-9A-HJKMNP-TV-Z]{24}\b/g, '<id>')
      .replace(/\b01[0-9A-HJKMNP-TV-Z]{6}\b/g, '<id>')
      .replace(/\b(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b/g, '<hash>')
      .replace(/\bpid \d+/g, 'pid <pid>')
      .replace(/\b\d+(\.\d+)? s old\b/g, '<age> s old');
}

/** Each `--flag` of a `teamdoc COMMAND …` synopsis line is one that command's help lists. */
function expectUsage(block: string): void {
  for (const line of block.split('\n').filter((each) => each.startsWith('teamdoc '))) {
    const command = line.split(' ')[1]!;
    const help = execFileSync(process.execPath, [TEAMDOC_BIN, command, '--help'], { encoding: 'utf8' });
    for (const flag of line.match(/--[\w-]+/g) ?? []) expect(help, `${line}\n${flag} is not in teamdoc ${command} --help`).toContain(flag);
  }
}

/** Each `with:` of a step that uses this repository's action is one of action.yml's inputs. */
function expectActionInputs(workflow: string): void {
  const inputs = Object.keys((parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs);
  const jobs = Object.values((parseYaml(workflow) as { jobs: Record<string, { steps: { uses?: string; with?: object }[] }> }).jobs);
  const steps = jobs.flatMap((job) => job.steps).filter((step) => step.uses?.startsWith('teamdoc/teamdoc@'));
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) expect(inputs).toEqual(expect.arrayContaining(Object.keys(step.with ?? {})));
}

/** The `key: value` examples in the value column of team-doc.md's front matter table, one line each. */
function frontMatterExamples(): string[] {
  const page = readFileSync(join(ROOT, 'docs', 'team-doc.md'), 'utf8');
  const rows = page.split('\n').filter((line) => /^\| `[\w-]+` \| (yes|no) \|/.test(line));
  return rows.flatMap((row) => [...(row.split(' | ').at(-1) ?? '').matchAll(/`([\w-]+: [^`]+)`/g)].map((match) => match[1]!));
}

describe('docs/team-doc.md', () => {
  it('front matter written as its table’s examples is front matter teamdoc takes', () => {
    const examples = frontMatterExamples();
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const scratch = sceneOf('corpus-body');
    const front = examples.join('\n');
    writeFileSync(join(scratch.repo, 'TEAM.md'), `---\n${front}\n---\n${readFileSync(join(scratch.repo, 'body.md'), 'utf8')}`);
    const [run] = runSteps([{ command: 'teamdoc check --format json --no-log --no-history', shown: [] }], scratch.repo, scratch.env);
    const findings = (JSON.parse(run!.output) as { files: { messages: { ruleId: string; message: string }[] }[] }).files.flatMap((file) => file.messages);
    expect(findings.filter((finding) => finding.ruleId.startsWith('front-matter') || finding.ruleId === 'rule-config')).toEqual([]);
  });
});

type Scratch = ReturnType<typeof sceneOf>;

/** A shell recipe succeeds; one that drops an entry (`drops=ID`) leaves a log that neither shows it nor warns about its going. */
function expectRecipe(block: PageBlock, scratch: Scratch): void {
  const [run] = runSteps([{ command: block.code.value, shown: [] }], scratch.repo, scratch.env);
  expect(run!.code, `${block.code.value}\n${run!.output}`).toBe(0);
  if (block.meta.drops === undefined) return;
  const [log] = runSteps([{ command: 'teamdoc log --oneline', shown: [] }], scratch.repo, scratch.env);
  expect(log!.output).not.toContain(block.meta.drops);
  expect(log!.output).not.toContain('teamdoc:');
}

/** The object shown is part of what `run` prints. */
function expectJson(block: PageBlock, scratch: Scratch): void {
  const [run] = runSteps([{ command: block.meta.run!, shown: [] }], scratch.repo, scratch.env);
  expect(JSON.parse(run!.output), `$ ${block.meta.run}`).toMatchObject(JSON.parse(block.code.value));
}

/** Each `$` line (or `run`) prints the lines the page shows under it. */
function expectOutput(block: PageBlock, scratch: Scratch): void {
  const normalise = normaliser(scratch.root);
  const steps = block.meta.run === undefined ? stepsOf(block.code.value) : [{ command: block.meta.run, shown: block.code.value.split('\n') }];
  runSteps(steps, scratch.repo, scratch.env).forEach(({ output }, index) => {
    expectShown(steps[index]!, output, normalise);
  });
}

for (const page of PAGES) {
  describe(`docs/${page}`, () => {
    for (const block of blocksOf(page)) {
      const where = `docs/${page}:${block.line}`;
      const illustrative = /^<!-- illustrative: (.+) -->$/.exec(block.note ?? '')?.[1];
      if (illustrative) {
        it.skip(`${where} illustrates only: ${illustrative}`, () => {});
        continue;
      }
      const runBy = /^<!-- run by (\S+), which checks "(.+)" -->$/.exec(block.note ?? '');
      if (runBy) {
        it(`${where}: ${runBy[1]} runs the example`, () => {
          expect(block.code.value).toContain(runBy[2]);
          expect(readFileSync(join(ROOT, runBy[1]!), 'utf8')).toContain(runBy[2]);
        });
        continue;
      }
      if (block.meta.usage) {
        it(`${where}: the synopsis names the flags the command takes`, () => expectUsage(block.code.value));
        continue;
      }
      if (block.meta.workflow) {
        it(`${where}: the workflow passes the action only inputs it has`, () => expectActionInputs(block.code.value));
        continue;
      }
      it(`${where}: the ${block.code.lang} example is what teamdoc does`, () => {
        expect(
          block.meta.scene,
          `${where}: a ${block.code.lang} block no test runs; give it scene=NAME (test/docs/scenes.ts) or mark it <!-- illustrative: why -->`,
        ).toBeDefined();
        const scratch = sceneOf(block.meta.scene!);
        if (block.code.lang === 'sh') expectRecipe(block, scratch);
        else if (block.code.lang === 'json') expectJson(block, scratch);
        else expectOutput(block, scratch);
      });
    }
  });
}
