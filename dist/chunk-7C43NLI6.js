import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  pendingStatements,
  refuseForeignLogAtDoor
} from "./chunk-X7BZUJFP.js";
import {
  writeAppendResult
} from "./chunk-VUCHDBUZ.js";
import {
  cliProvenance,
  partyOf
} from "./chunk-KJCPS37T.js";
import "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import {
  resolveMessageId
} from "./chunk-5SXHVUEJ.js";
import {
  appendEntries
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import {
  findEntry
} from "./chunk-X5L4AJCZ.js";
import {
  refuseSecretInName
} from "./chunk-TAIHJOSP.js";
import {
  firstWriteNote,
  startedTheLog
} from "./chunk-M4GGBS3N.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  loadRepoTeamDoc
} from "./chunk-CKHU3PAM.js";
import {
  displayPath
} from "./chunk-VWTZAPKV.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import {
  TeamNames,
  checkParent,
  checkPart
} from "./chunk-NML54FI3.js";
import {
  restartedAs,
  sameClaim,
  statedSessions
} from "./chunk-AOJ2GW5K.js";
import {
  readableRef,
  snapshotOf
} from "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import {
  NONE_CELL,
  nameKey,
  saysNone
} from "./chunk-PXTZHCII.js";
import {
  detectSession,
  parseRuntime
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  openLog
} from "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  InputError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/chain/join.ts
function planJoin(request, messages) {
  if (request.amend && request.reason === void 0) {
    throw new UsageError("--amend needs --reason: a correction of a parent statement says why", {
      hint: 'teamdoc join --parent \u2026 --part \u2026 --amend --reason "stated the wrong parent"'
    });
  }
  if (!request.amend && request.reason !== void 0) {
    throw new UsageError("--reason is only for --amend", { hint: 'A first statement needs no reason; a correction is `--amend --reason "\u2026"`.' });
  }
  const statement = statementOf(request);
  const sessions = statedSessions(messages);
  const stated = ownStatements(request, sessions);
  if (!stated) {
    if (request.amend) {
      throw new UsageError(`${describeSelf(request)} has no statement in the log to amend`, { hint: "State your parent first, without --amend and --reason." });
    }
    const earlier = request.handoff === void 0 ? namesake(request, sessions) : void 0;
    if (earlier && restartedAs(earlier, statement)) return { action: "record", kind: "restart", statement, standing: earlier.current };
    if (earlier) {
      const said2 = earlier.current.statement;
      throw new UsageError(
        `the name ${JSON.stringify(request.name)} belongs to session ${earlier.session}, which stated parent ${JSON.stringify(said2.parent)}, part ${JSON.stringify(said2.part)} (entry ${earlier.current.message.id}); a name is what the team addresses one worker by`,
        {
          hint: `If you restart that worker, state what it stated: teamdoc join --parent ${shellWord(said2.parent)} --part ${shellWord(said2.part)} --name ${shellWord(request.name)}. Otherwise choose another --name (and ask your parent to add its row).`
        }
      );
    }
    return { action: "record", kind: "first", statement, standing: void 0 };
  }
  const standing = stated.current;
  const sameName = nameKey(standing.statement.name) === nameKey(request.name);
  if (sameClaim(standing.statement, statement) && sameName) return { action: "same", existing: standing };
  if (request.amend) return { action: "record", kind: "amendment", statement: { ...statement, amends: standing.message.id }, standing };
  if (sameClaim(standing.statement, statement)) return { action: "record", kind: "rename", statement, standing };
  const said = standing.statement;
  throw new UsageError(
    `${describeSelf(request)} already stated parent ${JSON.stringify(said.parent)}, part ${JSON.stringify(said.part)} (entry ${standing.message.id} of ${standing.message.time}); a session states its parent once`,
    {
      hint: `If that statement was a mistake, correct it explicitly, and it is shown as a correction everywhere: teamdoc join --parent ${shellWord(request.parent)} --part ${shellWord(request.part)} --amend --reason "<why>"`
    }
  );
}
function ownStatements(request, sessions) {
  const name = nameKey(request.name);
  if (request.session !== void 0) {
    const bySession = sessions.find((session) => session.session === request.session);
    if (bySession) return bySession;
  }
  return [...sessions].reverse().find((session) => (request.session === void 0 || session.session === void 0) && session.names.some((known) => nameKey(known) === name));
}
function namesake(request, sessions) {
  if (request.session === void 0) return void 0;
  const name = nameKey(request.name);
  return [...sessions].reverse().find((session) => session.session !== void 0 && session.session !== request.session && nameKey(session.names[session.names.length - 1]) === name);
}
function statementOf(request) {
  const statement = { name: request.name, parent: request.parent, part: request.part };
  if (request.session !== void 0) statement.session = request.session;
  if (request.runtime !== void 0) statement.runtime = request.runtime;
  if (request.host !== void 0) statement.host = request.host;
  if (request.worktree !== void 0) statement.worktree = request.worktree;
  if (request.reason !== void 0) statement.reason = request.reason;
  if (request.handoff !== void 0) statement.handoff = request.handoff;
  return statement;
}
function describeSelf(request) {
  return request.session === void 0 ? `The session named ${JSON.stringify(request.name)}` : `Session ${request.session}`;
}
function joinBody(plan) {
  const { statement } = plan;
  const lines = [`${statement.name} states its parent ${statement.parent} and its part ${statement.part}.`];
  if (plan.kind === "rename" && plan.standing) lines.push(`Renamed from ${plan.standing.statement.name}; same session, same parent and part.`);
  if (plan.kind === "amendment") lines.push(`This corrects entry ${statement.amends}. Reason: ${statement.reason}`);
  if (plan.kind === "restart" && plan.standing)
    lines.push(
      `Restarts ${statement.name}: session ${plan.standing.statement.session} stated the same name, parent and part (entry ${plan.standing.message.id}).`
    );
  if (statement.handoff !== void 0) lines.push(`Takes over through handoff ${statement.handoff}.`);
  return `${lines.join("\n")}
`;
}

// src/report/join-text.ts
function renderJoinNote(plan) {
  if (plan.action === "same") {
    const { statement: statement2 } = plan.existing;
    return `teamdoc: ${safe(statement2.name)} already stated parent ${safe(statement2.parent)}, part ${safe(statement2.part)} (entry ${plan.existing.message.id} of ${plan.existing.message.time}); nothing new was written
`;
  }
  const { statement } = plan;
  const who = `${safe(statement.name)}${statement.session === void 0 ? " (no session id: known by name only)" : ` (session ${safe(statement.session)}${statement.runtime ? `, ${safe(statement.runtime)}` : ""})`}`;
  const what = `parent ${safe(statement.parent)}, part ${safe(statement.part)}`;
  if (plan.kind === "amendment") return `teamdoc: ${who} amends its statement ${statement.amends}: now ${what}
`;
  if (plan.kind === "rename") return `teamdoc: ${who} stated its new name; ${what} as before
`;
  if (plan.kind === "restart") {
    const earlier = plan.standing.statement;
    return `teamdoc: ${who} restarts ${safe(statement.name)} (${what}), which session ${safe(earlier.session ?? "?")} was; its parent puts session ${safe(statement.session ?? "?")} in the roles table's row for ${safe(statement.name)}
`;
  }
  if (statement.handoff) {
    const passes = saysNone(statement.part) ? "its place is now yours: its workers, and its parent if it had one" : "its parent is now yours";
    return `teamdoc: ${who} joined, taking over through handoff ${statement.handoff} from ${safe(statement.parent)}, part ${safe(statement.part)}: ${passes}
`;
  }
  return `teamdoc: ${who} joined: ${what}
`;
}
var safe = terminalSafeLine;

// src/commands/join.ts
async function run(_operands, options, io) {
  const waitMs = parseWaitSeconds(options.wait);
  const detected = detectSession(io.env);
  const name = options.name ?? detected.name;
  if (name === void 0) {
    throw new UsageError("no name to join as: pass --name, or set TEAMDOC_NAME", {
      hint: "The name is what other sessions address you by, the Name in the roles table: teamdoc join --name eval --parent top --part eval"
    });
  }
  const runtime = options.runtime === void 0 ? detected.runtime : parseRuntime(options.runtime);
  if (runtime === void 0 && options.runtime !== void 0) {
    throw new UsageError(`Unexpected --runtime ${JSON.stringify(options.runtime)}, expected claude, codex, human or other`);
  }
  const repo = await locateRepo(io.cwd);
  const context = await openLog(repo, { ref: options.ref }, io.env);
  await refuseForeignLogAtDoor(context);
  if (options.part === void 0 && options.handoff === void 0) {
    throw new UsageError("required option '--part <part>' not specified", {
      hint: "Name the part you own, as its `### <part>` heading in the team doc has it: teamdoc join --name eval --parent top --part eval"
    });
  }
  const request = {
    name,
    parent: options.parent,
    // Without --part, a successor takes the part its handoff names (below), the top's none.
    part: options.part ?? NONE_CELL,
    session: options.session ?? detected.session,
    runtime,
    host: detected.host,
    worktree: repo.worktree,
    amend: options.amend === true,
    reason: options.reason,
    // A prefix of the handoff's id is enough; checkHandoff says what is wrong with one that names no handoff.
    handoff: options.handoff === void 0 ? void 0 : await resolveMessageId(context, options.handoff, { option: "--handoff", keepUnknown: true })
  };
  refuseSecretInName("--handoff", request.handoff);
  const readable = await readableRef(context);
  if (request.handoff !== void 0) {
    const handedOver = await checkHandoff(readable, request);
    if (options.part === void 0) request.part = handedOver ?? NONE_CELL;
  }
  const { snapshot } = await snapshotOf({ branch: context.settings.ref, context: readable });
  const structural = [...snapshot.digest.structural, ...pendingStatements(context)];
  const team = await loadRepoTeamDoc(io.cwd, repo);
  if (team) {
    const file = displayPath(io.cwd, team.path);
    checkPart(team.doc, file, request.part, request.handoff !== void 0);
    checkParent(new TeamNames(team.doc, structural), file, request.parent);
  }
  const plan = planJoin(request, structural);
  if (plan.action === "same") {
    io.stdout.write(`${plan.existing.message.id}
`);
    io.stderr.write(renderJoinNote(plan));
    return 0;
  }
  const firstWrite = await firstWriteNote(context);
  const result = await appendEntries(
    repo,
    [
      {
        kind: "join",
        from: partyOf(name, { session: request.session, runtime: request.runtime, host: request.host, worktree: request.worktree }),
        to: { name: request.parent },
        statement: plan.statement,
        provenance: cliProvenance(detected, repo, { from: name, to: request.parent }),
        body: joinBody(plan)
      }
    ],
    { settings: context.settings, waitMs, env: io.env }
  );
  io.stderr.write(renderJoinNote(plan));
  if (firstWrite && await startedTheLog(context, result.commit)) io.stderr.write(`teamdoc: ${firstWrite}
`);
  return writeAppendResult(result, io);
}
async function checkHandoff(context, request) {
  const id = request.handoff;
  const entry = await findEntry(context, id);
  if (!entry)
    throw new InputError(`--handoff ${id}: no such entry in the log ${context.settings.ref}`, void 0, {
      hint: "Use the id `teamdoc handoff` printed (see `teamdoc log --kind handoff`); run `teamdoc sync` if it was recorded on another machine."
    });
  if (entry.entry !== "message" || entry.kind !== "handoff") {
    throw new InputError(
      `--handoff ${id}: that entry is ${entry.entry === "message" ? `a ${entry.kind} message` : "a delivery event"}, not a handoff`,
      void 0,
      { hint: "Name the handoff your predecessor recorded (`teamdoc log --kind handoff`)." }
    );
  }
  const from = entry.from;
  const parent = request.parent.trim().toLowerCase();
  if (from.name.trim().toLowerCase() !== parent && from.session !== request.parent.trim()) {
    throw new InputError(`--handoff ${id} was written by ${JSON.stringify(from.name)}, but --parent is ${JSON.stringify(request.parent)}`, void 0, {
      hint: `A successor states its predecessor as its parent: --parent ${JSON.stringify(from.name)}.`
    });
  }
  return entry.handoff?.part;
}
export {
  run
};
