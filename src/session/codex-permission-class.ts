/**
 * The permission class a Codex thread runs in, from its rollout's latest
 * `turn_context`: a thread that never asks for approval and runs without a
 * sandbox (`--dangerously-bypass-approvals-and-sandbox`, or approval `never`
 * with `danger-full-access`) is in Claude Code's bypass class; any other
 * policy prompts. A Claude Code receiver compares this with its own class
 * (peers in different classes hold each other's messages). Undefined when the
 * rollout says nothing: never guessed.
 */
import { isObject, objectAt, stringAt } from '../runtimes/json-fields.js';
import { readTail } from '../runtimes/file-head.js';

const TAIL_BYTES = 1024 * 1024;
const FULL_ACCESS = new Set(['danger-full-access', 'disabled']);

export function codexPermissionClass(rollout: string): 'bypass' | 'prompting' | undefined {
  const lines = readTail(rollout, TAIL_BYTES).split('\n');
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (!line.includes('"turn_context"')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue; // the tail's first line may be cut
    }
    if (!isObject(parsed) || parsed.type !== 'turn_context') continue;
    const payload = objectAt(parsed, 'payload');
    const approval = stringAt(payload, 'approval_policy');
    const sandbox = stringAt(objectAt(payload, 'sandbox_policy'), 'type');
    if (approval === undefined || sandbox === undefined) return undefined;
    return approval === 'never' && FULL_ACCESS.has(sandbox) ? 'bypass' : 'prompting';
  }
  return undefined;
}
