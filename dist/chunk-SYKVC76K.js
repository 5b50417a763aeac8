import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  inProject,
  projectScope
} from "./chunk-LVN4UWZY.js";
import {
  readLiveRecords
} from "./chunk-BM4JSQ7L.js";
import {
  chainOf
} from "./chunk-A3PGRPRT.js";

// src/live/team-live.ts
async function teamLive(members, options) {
  const records = await readLiveRecords(options.env, options.host, members);
  const sessions = new Map(members.map((member) => [member.key, records.stateOf(member)]));
  const ids = new Set(members.flatMap((member) => member.session === void 0 ? [] : [member.session]));
  const names = new Set(
    members.filter((member) => member.session === void 0).flatMap((member) => [member.name, ...member.formerNames].map((name) => name.toLowerCase()))
  );
  const scope = await projectScope(options.projectDir);
  const unlisted = records.running().filter((running) => inProject(scope, running.cwd) && !ids.has(running.session) && !(running.name !== void 0 && names.has(running.name.toLowerCase())));
  return { host: options.host, sessions, unlisted, records };
}
function liveViewOf(team) {
  return { host: team.host, sessions: Object.fromEntries(team.sessions), unlisted: team.unlisted };
}
async function liveProvider(doc, log, options) {
  const chain = chainOf(doc, log?.digest.structural ?? []);
  const team = await teamLive(chain.sessions, options);
  return {
    host: team.host,
    ofRole: (role) => {
      const session = chain.sessionOf(role);
      return session === void 0 ? void 0 : team.sessions.get(session.key);
    },
    unlisted: team.unlisted
  };
}

export {
  teamLive,
  liveViewOf,
  liveProvider
};
