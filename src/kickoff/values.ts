/**
 * The team doc → the values templates/kickoff.md is filled with. Everything a
 * worker needs comes from the doc (and the few facts the caller adds: where the
 * doc is, the permission mode, another parent); nothing is invented, and what
 * the doc leaves open is said in words the template explains.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import type { CriteriaSection, Part, Resource, Role, TeamDoc } from '../doc/model.js';
import { nameKey } from '../doc/vocabulary.js';
import { UsageError } from '../errors.js';
import { currentOwner, isFinished, rowsOwning } from '../doc/part-owners.js';
import { roleIndex } from '../doc/role-index.js';
import { sourceOf } from '../doc/positions.js';
import type { KickoffValues } from './placeholders.js';
import { closest } from '../text/closest.js';
import { shellWord } from '../text/shell-word.js';

export interface KickoffRequest {
  /** The part id, as in `### <id>` (case aside). */
  part: string;
  /** The team doc's absolute path: the worker may run in another folder or on another machine. */
  docPath: string;
  /** The team doc's path from the repository's root (as a clone has it); the file name outside a repository. */
  docFile: string;
  /** The branch the doc is committed on; undefined outside a repository or on a detached HEAD. */
  docBranch?: string | undefined;
  /** The permission mode the worker is started in; undefined when nobody said. */
  permissionMode?: string | undefined;
  /** Report to this role instead of the owner's Parent. */
  parent?: string | undefined;
}

/** What the kickoff says where the doc is silent; the template's prose tells the worker what to do then. */
export const NO_CRITERIA = '(none yet)';
const UNKNOWN = 'unknown';
export const NO_RESOURCES = '(none)';
const NO_WORKTREE = '(none yet: ask your parent)';
const NOT_SET = '(not set)';
export const NO_EARLIER_OWNERS = '(none)';

export interface KickoffSubject {
  part: Part;
  owner: Role;
  parent: Role;
}

/** The part, its owner and the parent the worker reports to; a usage error names what is missing. */
export function kickoffSubject(doc: TeamDoc, request: Pick<KickoffRequest, 'part' | 'parent'>): KickoffSubject {
  const part = findPart(doc, request.part);
  const owner = currentOwner(doc, part.id.text);
  if (!owner) {
    throw new UsageError(`part ${part.id.text} has no owner in the Roles table`, {
      hint: `Add the worker's row under Roles with \`${part.id.text}\` in its Part column, then run teamdoc kickoff again.`,
    });
  }
  const parentName = request.parent ?? owner.parent;
  if (parentName === undefined) {
    throw new UsageError(`${owner.name.text}, the owner of part ${part.id.text}, has no parent in the Roles table`, {
      hint: 'Write its Parent in the Roles table, or name the session it reports to with --parent NAME.',
    });
  }
  const parent = roleIndex(doc).find(parentName)?.role;
  if (!parent) {
    throw new UsageError(`the parent \`${parentName}\` is not a role in the Roles table`, {
      hint: `Use one of: ${doc.roles.map((role) => role.name.text).join(', ') || '(no roles yet)'}.`,
    });
  }
  return { part, owner, parent };
}

export function findPart(doc: TeamDoc, id: string): Part {
  const part = doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(id));
  if (part) return part;
  const known = doc.parts.map((candidate) => candidate.id.text);
  const meant = closest(id, known);
  throw new UsageError(`no part \`${id}\` in the team doc${meant ? `; did you mean \`${meant}\`?` : ''}`, {
    hint: known.length > 0 ? `The parts are: ${known.join(', ')}.` : 'The doc has no parts yet: add a `### <part>` section under `## Parts`.',
  });
}

export function kickoffValues(doc: TeamDoc, request: KickoffRequest): KickoffValues {
  const { part, owner, parent } = kickoffSubject(doc, request);
  const team = typeof doc.frontMatter.data?.team === 'string' ? doc.frontMatter.data.team : UNKNOWN;
  return {
    team: oneLine(team),
    intent: intentText(doc),
    'part.id': part.id.text,
    'part.statement': oneLine(part.statement?.text ?? `(no statement yet: ask your parent what part ${part.id.text} owns)`),
    'part.earlier': earlierOwners(doc, part, owner),
    'owner.name': owner.name.text,
    'owner.worktree': owner.worktree === undefined ? NO_WORKTREE : absoluteFrom(dirname(request.docPath), owner.worktree),
    'owner.host': owner.host ?? NOT_SET,
    'parent.name': parent.name.text,
    'parent.session': parent.session ?? UNKNOWN,
    'parent.runtime': parent.runtime ?? UNKNOWN,
    'parent.host': parent.host ?? NOT_SET,
    'doc.path': request.docPath,
    'doc.file': request.docFile,
    'doc.branch': request.docBranch ?? 'HEAD',
    ...otherPartsOutput(owner, parent, request.docBranch),
    resources: resourceList(doc, owner),
    criteria: criteriaText(part.criteria),
    first_command: joinCommand(parent.name.text, part.id.text, owner.name.text),
    permission_mode: oneLine(request.permissionMode?.trim() || UNKNOWN),
  };
}

/**
 * How a worker brings in another part's commit: on its parent's host the
 * worktrees share one object store, so the commit is there already (and a Codex
 * sandbox cannot write the FETCH_HEAD a plain fetch writes); from another host
 * it is fetched first, and a merged part comes from the remote's branch.
 */
function otherPartsOutput(owner: Role, parent: Role, branch: string | undefined): Pick<KickoffValues, 'output.fetch' | 'output.reports' | 'output.shared'> {
  const shared = branch ?? "<the team's branch>";
  if (onAnotherHost(owner, parent)) {
    return {
      'output.reports': 'they reach your clone with your `teamdoc sync`, which you run before every `teamdoc log`',
      'output.fetch': 'run `git fetch origin` first: a commit pushed from another machine is not here before it.',
      'output.shared': `origin/${shared}`,
    };
  }
  const fetched =
    owner.runtime === 'codex'
      ? 'ask your parent to fetch it, with a `[blocked]` whose `Needs:` says `git fetch origin` in its checkout (a plain `git fetch` fails in your sandbox: it writes `FETCH_HEAD` in `.git/worktrees/<name>`, which stays read-only)'
      : 'run `git fetch origin`';
  return {
    // This checkout's log is the parent's: a worker elsewhere's entries arrive when the parent syncs.
    'output.reports': "a worker's on another host reach this checkout's log only when your parent brings the remote's log in, at each check-in",
    'output.fetch': `no \`git fetch\` is needed for a commit another worker made in a worktree of this checkout: they all share one object store, so it is here already. One pushed from another host is here once fetched (\`git cat-file -e <commit>\` fails until then): ${fetched}.`,
    'output.shared': shared,
  };
}

/** Both hosts written and different: the worker cannot read a path on its parent's machine. */
export function onAnotherHost(owner: Pick<Role, 'host'>, parent: Pick<Role, 'host'>): boolean {
  return owner.host !== undefined && parent.host !== undefined && nameKey(owner.host) !== nameKey(parent.host);
}

/** The ack the worker runs first; names are shell-quoted when they need it. */
export function joinCommand(parent: string, part: string, name: string): string {
  return `teamdoc join --parent ${shellWord(parent)} --part ${shellWord(part)} --name ${shellWord(name)}`;
}

/** The finished rows that owned the part before its owner now, each with its status and session. */
function earlierOwners(doc: TeamDoc, part: Part, owner: Role): string {
  const earlier = rowsOwning(doc, part.id.text).filter((role) => role !== owner && isFinished(role));
  if (earlier.length === 0) return NO_EARLIER_OWNERS;
  return earlier.map((role) => `- \`${role.name.text}\` (${role.status}${role.session === undefined ? '' : `, session \`${role.session}\``})`).join('\n');
}

/** The rows the owner holds (by its current or a former name), one list item each. */
export function ownedResources(doc: TeamDoc, owner: Role): Resource[] {
  const index = roleIndex(doc);
  return doc.resources.filter((resource) => resource.owner !== undefined && index.find(resource.owner)?.role === owner);
}

/** The doc's Intent as written, or the words that send the worker to its parent for it. */
export function intentText(doc: TeamDoc): string {
  return doc.intent?.text.trim() || '(the team doc has no intent yet: ask your parent what the whole work is)';
}

/** The owner's resources, one list item each, or `(none)`. */
export function resourceList(doc: TeamDoc, owner: Role): string {
  const items = ownedResources(doc, owner).map((resource) => {
    const { resource: name, kind, value, note } = resource.cells;
    const host = resource.value.type === 'numbers' && resource.value.host === undefined && owner.host !== undefined ? ` on ${owner.host}` : '';
    const said = [name.text, kind.text].filter((text) => text !== '');
    const label = said.length === 2 ? `${said[0]} (${said[1]})` : (said[0] ?? 'resource');
    // The note as written: a command in it keeps its code ticks.
    const remark = note.none || note.missing ? '' : ` — ${sourceOf(doc.text, note.span)}`;
    return oneLine(`- ${label}: \`${value.text}\`${host}${remark}`);
  });
  return items.length > 0 ? items.join('\n') : NO_RESOURCES;
}

/** Every criteria section as written, dated headings included, or the words that tell the worker to write them. */
export function criteriaText(sections: readonly CriteriaSection[]): string {
  const written = sections.filter((section) => !section.empty);
  if (written.length === 0) return NO_CRITERIA;
  return written.map((section) => `#### ${section.heading.text}\n\n${section.content.text.trim()}`).join('\n\n');
}

function absoluteFrom(base: string, path: string): string {
  return isAbsolute(path) || path.startsWith('~') ? path : resolve(base, path);
}

function oneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ').trim();
}
