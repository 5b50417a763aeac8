/**
 * Kickoff text → the Kickoff model: one remark parse for headings, prose and
 * sentences; plain scans of the text for the join command, the marker line and
 * paths, each located by offset so findings point at the exact characters.
 */
import type { Nodes, Root } from 'mdast';
import { parseMarkdown } from '../doc/markdown.js';
import { endOffset, plainText, spanOf, startOffset } from '../doc/mdast-text.js';
import type { Located } from '../doc/model.js';
import { TextIndex } from '../doc/positions.js';
import { lfText } from '../text/line-endings.js';
import { formatsWritten } from '../protocol/formats-in-markdown.js';
import { findKickoffMarker, KICKOFF_MARKER_OPENING } from './marker.js';
import type { JoinCommand, Kickoff, KickoffHeading, KickoffMarkerLine, WrittenPath } from './model.js';

/** `written` as the file has it: read as LF text without a BOM (text/line-endings.ts), positions unchanged. */
export function readKickoff(written: string, file: string): Kickoff {
  const text = lfText(written);
  const index = new TextIndex(text);
  const tree = parseMarkdown(text);
  return {
    file,
    text,
    index,
    marker: markerLine(text, index),
    headings: headingsOf(tree, index),
    joinCommands: joinCommandsIn(text, index),
    prose: proseOf(tree, text),
    sentences: sentencesOf(tree, index),
    paths: pathsIn(text, index),
    formats: formatsWritten(text),
  };
}

function markerLine(text: string, index: TextIndex): KickoffMarkerLine | undefined {
  const marker = findKickoffMarker(text);
  if (!marker) return undefined;
  const start = text.indexOf(KICKOFF_MARKER_OPENING);
  const end = text.indexOf('-->', start) + 3;
  return { span: index.span(start, end), attributes: marker.attributes };
}

function headingsOf(tree: Root, index: TextIndex): KickoffHeading[] {
  const headings = tree.children.filter((node) => node.type === 'heading');
  return headings.map((heading, position) => {
    const next = headings.slice(position + 1).find((later) => later.depth <= heading.depth);
    const sectionEnd = next ? startOffset(next) : index.text.length;
    return {
      text: plainText(heading).trim(),
      span: spanOf(heading),
      depth: heading.depth,
      sectionStart: startOffset(heading),
      sectionEnd,
      section: index.span(startOffset(heading), sectionEnd),
    };
  });
}

/** Code and HTML blanked to spaces (newlines kept), so a phrase inside an example command is not prose. */
function proseOf(tree: Root, text: string): string {
  const chars = text.split('');
  const blank = (node: Nodes) => {
    for (let offset = startOffset(node); offset < endOffset(node); offset++) if (chars[offset] !== '\n') chars[offset] = ' ';
  };
  const visit = (node: Nodes) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html') return blank(node);
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return chars.join('');
}

/** Every paragraph (in lists and quotes too) and table cell as one sentence-ish unit of plain text. */
function sentencesOf(tree: Root, index: TextIndex): Located[] {
  const found: Located[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'heading') {
      found.push({ text: plainText(node), span: spanOf(node) });
      return;
    }
    if (node.type === 'code') {
      // A code block's lines count too: criteria or a contract are sometimes pasted as text blocks.
      const start = startOffset(node);
      const raw = index.text.slice(start, endOffset(node));
      let offset = 0;
      for (const line of raw.split('\n')) {
        if (line.trim() !== '') found.push({ text: line.trim(), span: index.span(start + offset, start + offset + line.length) });
        offset += line.length + 1;
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return found;
}

const JOIN = /teamdoc\s+join\b[^\n`]*/g;
const FLAG = /--(parent|part|name|handoff)(?:=|\s+)('[^']*'|"[^"]*"|[^\s'"`]+)/g;

function joinCommandsIn(text: string, index: TextIndex): JoinCommand[] {
  const commands: JoinCommand[] = [];
  for (const match of text.matchAll(JOIN)) {
    const command: JoinCommand = {
      span: index.span(match.index, match.index + match[0].length),
      parent: undefined,
      part: undefined,
      name: undefined,
      handoff: undefined,
    };
    for (const flag of match[0].matchAll(FLAG)) {
      const raw = flag[2]!;
      const quoted = raw.startsWith("'") || raw.startsWith('"');
      const valueStart = match.index + flag.index + flag[0].length - raw.length + (quoted ? 1 : 0);
      const value = quoted ? raw.slice(1, -1) : raw;
      const key = flag[1] as 'parent' | 'part' | 'name' | 'handoff';
      command[key] ??= { text: value, span: index.span(valueStart, valueStart + value.length) };
    }
    commands.push(command);
  }
  return commands;
}

/**
 * Absolute paths (`/…`, `~/…`) anywhere, and relative ones with a folder in
 * them (`./out`, `runs/eval/`). A slash inside a word ("and/or") or a URL is not
 * a path.
 */
const PATH = /(?<![\w.:/~-])(?:~?\/[\w.@%+=,-]+(?:\/[\w.@%+=,-]*)*|\.{1,2}\/[\w.@%+=,/-]*|[\w.-]+\/[\w.@%+=,/-]*)/g;

function pathsIn(text: string, index: TextIndex): WrittenPath[] {
  const paths: WrittenPath[] = [];
  for (const match of text.matchAll(PATH)) {
    const written = match[0].replace(/[.,]+$/, '');
    if (written === '' || /^\w+:\/\//.test(text.slice(match.index, match.index + written.length + 3))) continue;
    paths.push({ text: written, start: match.index, span: index.span(match.index, match.index + written.length) });
  }
  return paths;
}
