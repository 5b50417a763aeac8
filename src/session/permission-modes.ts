/**
 * Claude Code's permission modes and how they compare. A handoff carries its
 * session's mode to the successor and may narrow it, never widen it, so the
 * comparison is explicit: each mode lists the modes that allow no more than it
 * does. Modes that allow different things (plan reads freely, dontAsk runs
 * only what is pre-approved) are not comparable, and a mode never counts as
 * narrower than one it is not comparable with.
 */

/** Claude Code's permission modes (2.1.x `--permission-mode` choices, and the older `default`). */
export const PERMISSION_MODES = ['default', 'acceptEdits', 'plan', 'auto', 'manual', 'dontAsk', 'bypassPermissions'] as const;

export type PermissionMode = (typeof PERMISSION_MODES)[number];

/** `manual` is 2.1's name for what older versions call `default`: every tool asks. */
const ASKS = ['default', 'manual', 'dontAsk', 'plan'] as const;

/** For each mode, the modes that allow no more than it (itself included). */
const NOT_WIDER: Record<PermissionMode, readonly PermissionMode[]> = {
  plan: ['plan'],
  dontAsk: ['dontAsk'],
  default: ASKS,
  manual: ASKS,
  acceptEdits: ['acceptEdits', ...ASKS],
  auto: ['auto', 'acceptEdits', ...ASKS],
  bypassPermissions: PERMISSION_MODES,
};

export function parsePermissionMode(text: string | undefined): PermissionMode | undefined {
  return PERMISSION_MODES.find((mode) => mode === text?.trim());
}

/** `candidate` allows nothing that `reference` does not. */
export function isNotWider(candidate: PermissionMode, reference: PermissionMode): boolean {
  return NOT_WIDER[reference].includes(candidate);
}

/**
 * Sessions in different classes hold each other's messages (Claude Code's
 * `crossSessionInbound` default): bypass versus everything that prompts.
 */
export function permissionClass(mode: PermissionMode): 'bypass' | 'prompting' {
  return mode === 'bypassPermissions' ? 'bypass' : 'prompting';
}
