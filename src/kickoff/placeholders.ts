/**
 * The placeholders of templates/kickoff.md: the one list the template, its tests
 * and `teamdoc kickoff` agree on. A `line` value is one line of text; a `block`
 * value may span lines (Markdown). Values are data from the team doc, never
 * instructions: the template says what to do with them.
 */

export type PlaceholderForm = 'line' | 'block';

export interface KickoffPlaceholder {
  name: string;
  form: PlaceholderForm;
  /** What the value is, and what it is when the doc has nothing for it. */
  meaning: string;
}

export const KICKOFF_PLACEHOLDERS = [
  { name: 'team', form: 'line', meaning: 'the team name, from the front matter `team`' },
  { name: 'intent', form: 'block', meaning: 'the Intent paragraph: the whole work in a few sentences' },
  { name: 'part.id', form: 'line', meaning: 'the part id, from its `### <id>` heading' },
  { name: 'part.statement', form: 'line', meaning: "the part's one-line statement of what its owner owns" },
  {
    name: 'part.earlier',
    form: 'block',
    meaning: 'the rows that owned the part before (now `stopped` or `done`: replaced, or handed off), one list item each, or `(none)`',
  },
  { name: 'owner.name', form: 'line', meaning: 'the name of the role that owns the part: the worker' },
  {
    name: 'owner.worktree',
    form: 'line',
    meaning: "the owner's worktree from the Roles table, absolute; `(none yet: ask your parent)` when empty",
  },
  { name: 'owner.host', form: 'line', meaning: "the owner's host from the Roles table, or `(not set)`" },
  { name: 'parent.name', form: 'line', meaning: "the owner's parent role: the session the worker reports to" },
  {
    name: 'parent.session',
    form: 'line',
    meaning: "the parent's session id (Claude Code session UUID, Codex thread id), or `unknown`",
  },
  { name: 'parent.runtime', form: 'line', meaning: "the parent's runtime: `claude`, `codex`, `human` or `other`" },
  { name: 'parent.host', form: 'line', meaning: "the parent's host from the Roles table, or `(not set)`" },
  { name: 'doc.path', form: 'line', meaning: "the team doc's absolute path (the worker may run elsewhere)" },
  { name: 'doc.file', form: 'line', meaning: "the team doc's path inside the repository, as every clone has it" },
  {
    name: 'doc.branch',
    form: 'line',
    meaning: "the branch the doc is committed on, which a clone reads as `origin/<branch>`; `HEAD` (the remote's default) when the checkout has none",
  },
  {
    name: 'output.fetch',
    form: 'line',
    meaning:
      "whether another part's commit needs a fetch first: on the parent's host none (the worktrees share one object store; in Codex a plain fetch fails), from another host `git fetch origin`",
  },
  {
    name: 'output.reports',
    form: 'line',
    meaning:
      "how another part's reports reach the worker's log: on the parent's host, a worker elsewhere's come when the parent syncs; from another host, with the worker's own `teamdoc sync`",
  },
  {
    name: 'output.shared',
    form: 'line',
    meaning: "where a closed part's merged output is brought from: the doc's branch, or `origin/<branch>` from another host",
  },
  {
    name: 'resources',
    form: 'block',
    meaning: 'the Resources rows owned by the part owner, one Markdown list item each, or `(none)`',
  },
  {
    name: 'criteria',
    form: 'block',
    meaning: "the part's criteria sections as written, dated headings included, or exactly `(none yet)`",
  },
  {
    name: 'first_command',
    form: 'line',
    meaning: 'the ack to run first: `teamdoc join --parent <parent> --part <part> --name <owner>`',
  },
  {
    name: 'permission_mode',
    form: 'line',
    meaning: 'the permission mode the worker is started in, the same class as its parent (e.g. `default`, `bypassPermissions`)',
  },
] as const satisfies readonly KickoffPlaceholder[];

type KickoffPlaceholderName = (typeof KICKOFF_PLACEHOLDERS)[number]['name'];

/** One value per placeholder: the type makes a forgotten one a compile error. */
export type KickoffValues = Record<KickoffPlaceholderName, string>;
