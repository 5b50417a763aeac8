// The life of a team doc over many commits, for bench/history.mjs: a team that
// grows from three leads to a dozen, moves its board, flips statuses, asks and
// settles decisions, adds parts with dated criteria, judges them and frees their
// resources. Deterministic (seeded), so every run measures the same history.

/** A small seeded generator (an LCG), so the same seed gives the same history. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

function newPart(state, index, at) {
  const id = `part-${index}`;
  const owner = `lead-${index}`;
  const host = index % 2 ? 'gpu-a' : 'gpu-b';
  state.roles.push({
    name: owner,
    runtime: index % 3 ? 'claude' : 'codex',
    session: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
    host,
    worktree: `/work/wt-${owner}`,
    parent: 'top',
    part: id,
    status: 'starting',
  });
  state.parts.push({
    id,
    owner,
    statement: `${owner} owns ${id}: its runs, its outputs under \`/data/runs/${id}\` and its report.`,
    plan: [`Set up the ${id} environment on \`${host}\`.`, `Run the first sweep and write the results under \`/data/runs/${id}\`.`],
    criteria: [
      {
        date: isoDay(at),
        lines: [
          `- Pass: metric ${index} at or above 0.${70 + (index % 20)} on the held-out split.`,
          `- Fail: metric ${index} below 0.${70 + (index % 20)}, or any run that does not finish.`,
        ],
      },
    ],
    verdict: '',
  });
  state.resources.push({ resource: `${id} cards`, kind: 'gpu', value: `${host}:${(index * 2) % 8}-${((index * 2) % 8) + 1}`, owner, note: '' });
  state.resources.push({ resource: `${id} runs`, kind: 'path', value: `/data/runs/${id}`, owner, note: 'shared NFS' });
  state.board.push({ item: `${id} sweep`, owner, state: 'starting', next: 'ack and plan' });
}

function render(state) {
  const table = (header, rows) =>
    [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
  const parts = state.parts.map((part) => {
    const criteria = part.criteria.map((section) => `#### Criteria (${section.date})\n\n${section.lines.join('\n')}\n`).join('\n');
    return `### ${part.id}\n\n${part.statement}\n\n#### Plan\n\n${part.plan.map((line, n) => `${n + 1}. ${line}`).join('\n')}\n\n${criteria}\n#### Verdict\n${part.verdict ? `\n${part.verdict}\n` : ''}`;
  });
  return `---
team: bench-push
format: 1
checkin: 2h
decisions-stale-after: 3d
---

# Bench push

${state.intent}

## Roles

${table(
  ['Name', 'Runtime', 'Session', 'Host', 'Worktree', 'Parent', 'Part', 'Status'],
  state.roles.map((r) => [r.name, r.runtime, r.session, r.host, r.worktree, r.parent, r.part, r.status]),
)}

## Rules

${state.rules.map((rule) => `- ${rule}`).join('\n')}

## Resources

${table(
  ['Resource', 'Kind', 'Value', 'Owner', 'Note'],
  state.resources.map((r) => [r.resource, r.kind, r.value, r.owner, r.note]),
)}

## Board

${table(
  ['Item', 'Owner', 'State', 'Next'],
  state.board.map((b) => [b.item, b.owner, b.state, b.next]),
)}

### Needs user decision

${table(
  ['Decision', 'Asked by', 'Default', 'Since'],
  state.decisions.map((d) => [d.decision, d.askedBy, d.default, d.since]),
)}

## Parts

${parts.join('\n')}`;
}

/**
 * `count` versions of a team doc, oldest first, each with its commit time and message.
 * Every change is one a team makes; criteria are only ever added as new dated sections,
 * and verdicts come after their criteria, so the last version checks clean of errors.
 */
export function teamHistory(count, seed = 42) {
  const next = random(seed);
  const pick = (items) => items[Math.floor(next() * items.length)];
  let at = Date.parse('2026-09-01T09:00:00Z');
  const state = {
    intent: 'Train and evaluate the new recipe across two GPU machines; decide with evidence whether it ships.',
    roles: [
      {
        name: 'top',
        runtime: 'claude',
        session: '11111111-1111-4111-8111-111111111111',
        host: 'gpu-a',
        worktree: '/work/main',
        parent: '—',
        part: '—',
        status: 'active',
      },
    ],
    rules: ['Each lead owns one part and only its listed resources.', 'Criteria are written before results; a change is a new dated section.'],
    resources: [{ resource: 'cloud spend', kind: 'budget', value: '$2,000', owner: 'top', note: '' }],
    board: [],
    decisions: [],
    parts: [],
  };
  let parts = 0;
  for (; parts < 3; parts++) newPart(state, parts, at);
  const versions = [{ time: at, message: 'Team doc', text: render(state) }];
  const working = () => state.parts.filter((part) => !part.verdict);
  const roleOf = (part) => state.roles.find((role) => role.name === part.owner);

  while (versions.length < count) {
    at += (20 + Math.floor(next() * 70)) * 60_000;
    const roll = next();
    let message;
    const open = working();
    if (roll < 0.36 && state.board.length > 0) {
      const item = pick(state.board.filter((entry) => entry.state !== 'done')) ?? pick(state.board);
      item.state = `running, step ${Math.floor(next() * 90) + 1}k, metric 0.${Math.floor(next() * 90) + 10}`;
      message = `board: ${item.item}`;
    } else if (roll < 0.5 && open.length > 0) {
      const role = roleOf(pick(open));
      role.status = role.status === 'active' ? 'idle' : 'active';
      message = `${role.name}: ${role.status}`;
    } else if (roll < 0.58) {
      const resource = pick(state.resources);
      resource.note = next() < 0.5 ? '' : `in use since ${isoDay(at)}`;
      message = `resources: ${resource.resource}`;
    } else if (roll < 0.66 && open.length > 0) {
      if (state.decisions.length > 0 && next() < 0.5) {
        const settled = state.decisions.shift();
        message = `decision settled: ${settled.decision}`;
      } else {
        const part = pick(open);
        state.decisions.push({ decision: `Extend ${part.id} by 10k steps?`, askedBy: part.owner, default: 'no: stop at the plan', since: isoDay(at) });
        message = `decision asked by ${part.owner}`;
      }
    } else if (roll < 0.76 && open.length > 0) {
      const part = pick(open);
      if (next() < 0.5) part.plan.push(`Rerun with seed ${Math.floor(next() * 100)} and compare.`);
      else part.plan[0] = `${part.plan[0].replace(/ \(rev \d+\)$/, '')} (rev ${versions.length})`;
      message = `${part.id}: plan`;
    } else if (roll < 0.8 && state.parts.length < 14) {
      newPart(state, parts++, at);
      message = `new part: part-${parts - 1}`;
    } else if (roll < 0.84 && open.length > 0) {
      const part = pick(open);
      const date = isoDay(at);
      if (part.criteria[part.criteria.length - 1].date !== date) {
        part.criteria.push({
          date,
          lines: [
            `- Pass: metric at or above 0.${80 + Math.floor(next() * 10)} once the data fix lands.`,
            '- Fail: below that, or a run that does not finish.',
          ],
        });
      }
      message = `${part.id}: new criteria, dated`;
    } else if (roll < 0.88 && open.length > 1) {
      const part = pick(open);
      part.verdict = `Pass: metric 0.9${Math.floor(next() * 10)} (see \`/data/runs/${part.id}/eval.json\`, commit \`${Math.floor(next() * 0xfffffff)
        .toString(16)
        .padStart(7, 'a')}\`).`;
      roleOf(part).status = 'done';
      state.resources = state.resources.filter((resource) => resource.owner !== part.owner);
      for (const item of state.board) if (item.owner === part.owner) [item.state, item.next] = ['done', 'none'];
      state.decisions = state.decisions.filter((decision) => decision.askedBy !== part.owner);
      message = `${part.id}: verdict, ${part.owner} done`;
    } else if (roll < 0.92) {
      state.rules.push(`Rule ${state.rules.length + 1}: say which permission mode a worker runs in.`);
      message = 'rules';
    } else {
      // Two things at once, as a leader's check-in often does: the board and a status.
      const item = pick(state.board);
      item.next = `check in at ${new Date(at + 2 * 3_600_000).toISOString().slice(11, 16)}`;
      const role = open.length > 0 ? roleOf(pick(open)) : undefined;
      if (role) role.status = 'active';
      message = 'check-in';
    }
    versions.push({ time: at, message, text: render(state) });
  }
  return versions;
}

/** A git fast-import stream that commits each version of TEAM.md on `main`. */
export function fastImportStream(versions) {
  const chunks = [];
  versions.forEach((version, index) => {
    const message = Buffer.from(version.message);
    const text = Buffer.from(version.text);
    const seconds = Math.floor(version.time / 1000);
    chunks.push(
      Buffer.from(`commit refs/heads/main\nmark :${index + 1}\ncommitter Bench <bench@example.invalid> ${seconds} +0000\ndata ${message.length}\n`),
      message,
      Buffer.from('\n'),
    );
    if (index > 0) chunks.push(Buffer.from(`from :${index}\n`));
    chunks.push(Buffer.from(`M 100644 inline TEAM.md\ndata ${text.length}\n`), text, Buffer.from('\n\n'));
  });
  return Buffer.concat(chunks);
}
