/**
 * Who is handing off. The identity comes from the runtime's environment
 * (CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID, TEAMDOC_SESSION), never from the
 * packet. Its name comes from what the session said of itself: TEAMDOC_NAME,
 * its parent statement, its roles-table row, Claude Code's own registry; or
 * from `--from`, which is recorded as claimed. Without a session identity a
 * handoff needs `--from`, and then the name is all there is.
 */
import type { Chain, ChainSession } from '../chain/model.js';
import { saysNone } from '../doc/vocabulary.js';
import { UsageError } from '../errors.js';
import { ownLiveSession } from '../runtimes/claude/sessions.js';
import type { SessionIdentity } from '../session/identity.js';

export interface HandingSession {
  name: string;
  /** Where the name came from. */
  nameFrom: '--from' | 'TEAMDOC_NAME' | 'its parent statement' | 'the roles table' | 'Claude Code’s session registry';
  /** No session identity backs it: only `--from` says who this is. */
  claimed: boolean;
  session: string | undefined;
  runtime: string | undefined;
  host: string;
  /** The part it owns (its statement in force, else its row), when it owns one. */
  part: string | undefined;
  /** It as the chain knows it, when it does. */
  inChain: ChainSession | undefined;
}

/** What the session is doing, for the words of a refusal. */
const ACTS = { handoff: { doing: 'hand off', who: 'hands off' }, send: { doing: 'send', who: 'sends' } } as const;

export function handingSession(input: {
  identity: SessionIdentity;
  from: string | undefined;
  chain: Chain | undefined;
  env: NodeJS.ProcessEnv;
  command?: keyof typeof ACTS;
}): HandingSession {
  const { identity, from, chain } = input;
  const command = input.command ?? 'handoff';
  if (identity.session === undefined && from === undefined) {
    throw new UsageError(`no session identity to ${ACTS[command].doing} from: none of CLAUDE_CODE_SESSION_ID, CODEX_THREAD_ID or TEAMDOC_SESSION is set`, {
      hint: `Run teamdoc ${command} from inside the session that ${ACTS[command].who}; a person or a script says who it is with --from NAME (recorded as claimed).`,
    });
  }
  // By session id when there is one (a name is only a claim), else by the claimed name.
  const known = identity.session !== undefined ? chain?.sessions.find((session) => session.session === identity.session) : chain?.resolveName(from!);
  const named = nameOf(identity, from, known, input.env);
  if (!named) {
    throw new UsageError(
      `cannot tell the name of session ${identity.session}: it stated no parent, has no row in the roles table, and TEAMDOC_NAME is not set`,
      {
        hint: 'Pass --from NAME (the name others address you by); it is recorded as claimed beside your session id.',
      },
    );
  }
  const part = known?.part;
  return {
    name: named.name,
    nameFrom: named.from,
    claimed: identity.session === undefined,
    session: identity.session,
    runtime: identity.runtime,
    host: identity.host,
    part: part === undefined || saysNone(part.trim()) ? undefined : part,
    inChain: known,
  };
}

function nameOf(
  identity: SessionIdentity,
  from: string | undefined,
  session: ChainSession | undefined,
  env: NodeJS.ProcessEnv,
): { name: string; from: HandingSession['nameFrom'] } | undefined {
  if (from !== undefined) return { name: from, from: '--from' };
  if (identity.name !== undefined) return { name: identity.name, from: 'TEAMDOC_NAME' };
  if (session?.stated) return { name: session.name, from: 'its parent statement' };
  if (session?.role) return { name: session.name, from: 'the roles table' };
  const live = identity.runtime === 'claude' ? ownLiveSession(env) : undefined;
  if (live?.name !== undefined && live.session === identity.session) return { name: live.name, from: 'Claude Code’s session registry' };
  return undefined;
}
