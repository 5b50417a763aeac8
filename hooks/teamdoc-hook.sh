#!/bin/sh
# teamdoc's Claude Code hook: records messages between sessions in the
# repository's teamdoc log. Usage (from hooks.json): teamdoc-hook.sh EVENT
#
# It must never disturb the session. It always exits 0 (exit 2 would block the
# prompt); it leaves at once, without starting node, for every event that
# cannot concern teamdoc; and it records in the background, so the session
# waits for no one. What could not be recorded is written to
# <git common dir>/teamdoc/hooks/errors.jsonl (teamdoc doctor shows it).

event=${1:-}
[ "${TEAMDOC_RECORD:-}" = 0 ] && exit 0
payload=$(cat) || exit 0
session=${CLAUDE_CODE_SESSION_ID:-}
marker=

common_dir() {
  git rev-parse --path-format=absolute --git-common-dir 2>/dev/null
}

# Whether this repository adopted teamdoc (as `teamdoc hook` decides it, in short): a team doc in the main
# worktree or at git config teamdoc.doc, or teamdoc.record=true. Needs $common.
adopted() {
  [ "$(git config --get teamdoc.record 2>/dev/null)" = false ] && return 1
  [ "${TEAMDOC_RECORD:-}" = 1 ] && return 0
  [ "$(git config --get teamdoc.record 2>/dev/null)" = true ] && return 0
  [ -n "$(git config --get teamdoc.doc 2>/dev/null)" ] && return 0
  case $common in */.git) main=$(dirname "$common") ;; *) main=$(git rev-parse --show-toplevel 2>/dev/null) ;; esac
  [ -n "$main" ] && [ -f "$main/TEAM.md" ]
}

case $event in
  PostToolUse)
    # When the send returned, as near as the hook can tell: recording runs later, in the background.
    TEAMDOC_HOOK_STARTED=$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ 2>/dev/null)
    export TEAMDOC_HOOK_STARTED
    ;;
  UserPromptSubmit)
    case $payload in
      *'<cross-session-message'*)
        # Mark the arrival before node starts, so this session's Stop hook waits for its note.
        if [ -n "$session" ] && common=$(common_dir) && adopted; then
          pending="$common/teamdoc/hooks/pending"
          mkdir -p "$pending" 2>/dev/null && : >"$pending/$session.arriving.$$" 2>/dev/null && marker="$pending/$session.arriving.$$"
        fi
        ;;
      *'[Cross-session delivery notice]'*) ;;
      *) exit 0 ;;
    esac
    ;;
  Stop)
    # Only when an arrival of this session still waits to be settled.
    [ -n "$session" ] || exit 0
    common=$(common_dir) || exit 0
    set -- "$common/teamdoc/hooks/pending/$session".*
    [ -e "$1" ] || exit 0
    ;;
  *) exit 0 ;;
esac

# What could not be recorded, where doctor shows it (its hint says what to do next), but only in a project
# that adopted teamdoc. $1 is the error, plain text without quotes or backslashes.
not_recorded() {
  [ -n "$marker" ] && rm -f "$marker"
  common=${common:-$(common_dir)} || return 0
  adopted || return 0
  mkdir -p "$common/teamdoc/hooks" 2>/dev/null || return 0
  printf '{"time":"%s","event":"%s","session":"%s","error":"not recorded: %s"}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$event" "$session" "$1" >>"$common/teamdoc/hooks/errors.jsonl" 2>/dev/null
  return 0
}

# The plugin's own build, committed beside this script (so always the same version as it): it needs only node.
if command -v node >/dev/null 2>&1; then
  # In the background, in its own session where setsid exists, so the session's end does not cut a recording
  # short. `teamdoc hook` exits 0 whatever happens to the recording; anything else means it never ran.
  detach=
  command -v setsid >/dev/null 2>&1 && detach=setsid
  (
    printf '%s' "$payload" | TEAMDOC_HOOK_MARKER=$marker $detach node "$(dirname "$0")/../bin/teamdoc" hook "$event" ||
      not_recorded "teamdoc hook exited $? under node $(node --version) (teamdoc needs Node.js 20 or newer)"
  ) </dev/null >/dev/null 2>&1 &
  exit 0
fi
not_recorded "node was not found on the PATH Claude Code gives its hooks (teamdoc needs Node.js 20 or newer there)"
exit 0
