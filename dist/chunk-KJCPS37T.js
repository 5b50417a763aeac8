import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/log/write/provenance.ts
function cliProvenance(session, repo, claimed) {
  const detected = { host: session.host };
  if (session.runtime) detected.runtime = session.runtime;
  if (session.session) detected.session = session.session;
  if (session.evidence) detected.via = session.evidence;
  if (repo.worktree) detected.worktree = repo.worktree;
  return { by: "cli", claimed, detected };
}
function partyOf(name, facts) {
  const party = { name };
  for (const key of ["session", "runtime", "host", "worktree"]) {
    const value = facts[key];
    if (value !== void 0) party[key] = value;
  }
  return party;
}

export {
  cliProvenance,
  partyOf
};
