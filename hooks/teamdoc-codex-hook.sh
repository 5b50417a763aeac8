#!/bin/sh
# teamdoc's Codex hook (installed by `teamdoc install codex` into $CODEX_HOME/hooks.json):
# records in the repository's teamdoc log that a message `teamdoc send` queued into
# this Codex thread has reached the model's turn. Usage: teamdoc-codex-hook.sh EVENT
#
# Like the Claude Code hook beside it, it never disturbs the session: it always
# exits 0 and prints nothing, leaves at once (without starting node) for every
# prompt that is not a message teamdoc queued into this thread, and records in
# the background. Codex runs it only once the person trusted it (/hooks).

event=${1:-}
[ "${TEAMDOC_RECORD:-}" = 0 ] && exit 0
[ "$event" = UserPromptSubmit ] || exit 0
payload=$(cat) || exit 0
case $payload in *'<teamdoc-message-'*) ;; *) exit 0 ;; esac
# Only when teamdoc send left a note for this thread (hook processes get no CODEX_THREAD_ID: the payload names it).
thread=$(printf '%s' "$payload" | sed -n 's/.*"session_id"[[:space:]]*:[[:space:]]*"\([0-9A-Za-z_-]*\)".*/\1/p' | head -n 1)
[ -n "$thread" ] || exit 0
common=$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null) || exit 0
set -- "$common/teamdoc/hooks/queued/$thread".*
[ -e "$1" ] || exit 0

# The CLI: this package's own committed build (the same version as this script), else teamdoc on PATH.
root=$(dirname "$0")/..
if command -v node >/dev/null 2>&1 && [ -f "$root/dist/hook.js" ]; then
  set -- node "$root/bin/teamdoc"
elif command -v teamdoc >/dev/null 2>&1; then
  set -- teamdoc
else
  mkdir -p "$common/teamdoc/hooks" 2>/dev/null || exit 0
  printf '{"time":"%s","event":"Codex %s","session":"%s","error":"not recorded: the teamdoc CLI was not found (no teamdoc on PATH, and %s has no built dist/)","hint":"Install the CLI, then run teamdoc install codex again"}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$event" "$thread" "$root" >>"$common/teamdoc/hooks/errors.jsonl" 2>/dev/null
  exit 0
fi

# In the background, in its own session where setsid exists, so the end of the run does not cut it short.
detach=
command -v setsid >/dev/null 2>&1 && detach=setsid
(printf '%s' "$payload" | $detach "$@" hook codex "$event") </dev/null >/dev/null 2>&1 &
exit 0
