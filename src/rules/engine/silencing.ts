/**
 * What the doc's `teamdoc-disable` comments silence, with markdownlint's
 * semantics: `disable` from its own line until an `enable` of the same rule
 * (or to the end of the doc), `disable-line` its own line, `disable-next-line`
 * the line after the comment; no rule id means every rule. A line's state is
 * the one after every comment on it. A finding is matched by its first line;
 * one without a line (about the whole doc) is left to `rules:`. Every comment
 * remembers whether it silenced anything, so an unused one can be reported.
 */
import type { Directive } from '../../doc/directives.js';
import type { Located } from '../../doc/model.js';

export interface UnusedDirective {
  directive: Directive;
  /** The ids that silenced nothing; empty when the comment names none (every rule) and silenced nothing. */
  ruleIds: Located[];
}

export interface Silencing {
  /** The first comment that silences a finding of `ruleId` on `line`, if any; every comment that does is marked used. */
  silencedBy(ruleId: string, line: number | undefined): Directive | undefined;
  /**
   * Disable comments, or ids in them, that silenced nothing, judged only for
   * the rules in `judged` (those that ran, or are off): a rule skipped by
   * `--no-log` might have had something to silence.
   */
  unused(judged: ReadonlySet<string>): UnusedDirective[];
}

interface Stretch {
  from: number;
  to: number;
  directive: number;
}

export function silencingOf(directives: readonly Directive[], knownIds: readonly string[]): Silencing {
  const known = new Set(knownIds);
  const idsOf = (directive: Directive) => (directive.ruleIds.length === 0 ? knownIds : directive.ruleIds.map((id) => id.text).filter((id) => known.has(id)));
  const stretches = new Map<string, Stretch[]>();
  const open = new Map<string, { from: number; directive: number }>();
  const lines = new Map<number, { ruleIds: readonly string[]; directive: number }[]>();
  directives.forEach((directive, index) => {
    const line = directive.span.start.line;
    switch (directive.action) {
      case 'disable':
        for (const id of idsOf(directive)) if (!open.has(id)) open.set(id, { from: line, directive: index });
        break;
      case 'enable':
        for (const id of idsOf(directive)) {
          const stretch = open.get(id);
          if (!stretch) continue;
          open.delete(id);
          if (line - 1 >= stretch.from) push(stretches, id, { ...stretch, to: line - 1 });
        }
        break;
      case 'disable-line':
      case 'disable-next-line': {
        const target = directive.action === 'disable-line' ? line : directive.span.end.line + 1;
        const list = lines.get(target) ?? [];
        list.push({ ruleIds: idsOf(directive), directive: index });
        lines.set(target, list);
        break;
      }
    }
  });
  for (const [id, stretch] of open) push(stretches, id, { ...stretch, to: Infinity });

  const used = new Set<string>();
  const mark = (directive: number, ruleId: string) => {
    used.add(`${directive}:${ruleId}`);
    used.add(`${directive}:*`);
  };
  return {
    silencedBy(ruleId, line) {
      if (line === undefined) return undefined;
      let silencer: number | undefined;
      for (const stretch of stretches.get(ruleId) ?? []) {
        if (line < stretch.from || line > stretch.to) continue;
        mark(stretch.directive, ruleId);
        silencer ??= stretch.directive;
      }
      for (const entry of lines.get(line) ?? []) {
        if (!entry.ruleIds.includes(ruleId)) continue;
        mark(entry.directive, ruleId);
        silencer ??= entry.directive;
      }
      return silencer === undefined ? undefined : directives[silencer];
    },
    unused(judged) {
      const found: UnusedDirective[] = [];
      const everyRuleJudged = knownIds.every((id) => judged.has(id));
      directives.forEach((directive, index) => {
        if (directive.action === 'enable') return;
        if (directive.ruleIds.length === 0) {
          if (everyRuleJudged && !used.has(`${index}:*`)) found.push({ directive, ruleIds: [] });
          return;
        }
        const idle = directive.ruleIds.filter((id) => judged.has(id.text) && !used.has(`${index}:${id.text}`));
        if (idle.length > 0) found.push({ directive, ruleIds: idle });
      });
      return found;
    },
  };
}

function push(stretches: Map<string, Stretch[]>, id: string, stretch: Stretch): void {
  const list = stretches.get(id);
  if (list) list.push(stretch);
  else stretches.set(id, [stretch]);
}
