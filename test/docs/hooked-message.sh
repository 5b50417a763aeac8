# Part of a scene (test/docs/scenes.ts): ablate's SendMessage to pretrain, as Claude Code hands it to the
# plugin's hooks — the sender's PostToolUse, then the receiver's UserPromptSubmit and Stop — at 12:51:07.
mkdir -p "$HOME/.claude/sessions" "$HOME/t/cc-socks"
ablate=5e0c8a51-7d2f-4b9e-8c31-2a6f9d0b4e17 pretrain=8c41d2a0-1e9b-4f3c-a7d5-6b0e2c9f1a34
msg=272ac5ae-0fdb-46f7-aa0d-2be109b93c13
socket() { echo "$HOME/t/cc-socks/$1.sock"; }
printf '{"pid":4101,"sessionId":"%s","name":"ablate","messagingSocketPath":"%s"}' "$ablate" "$(socket 4101)" > "$HOME/.claude/sessions/4101.json"
printf '{"pid":4102,"sessionId":"%s","name":"pretrain","messagingSocketPath":"%s"}' "$pretrain" "$(socket 4102)" > "$HOME/.claude/sessions/4102.json"
# `hook PID SESSION EVENT`: the payload on stdin, in that session's environment.
hook() { CLAUDE_PID=$1 CLAUDE_CODE_SESSION_ID=$2 CLAUDE_CODE_MESSAGING_SOCKET="$(socket "$1")" TEAMDOC_NOW=2026-11-30T12:51:07Z teamdoc hook "$3"; }
body='[result] warmup-ablation: loss 2.31 at 2k steps\nEvidence:\n- /data/runs/ablation-warmup/log.txt — the curve\nBears on: none\nNext: run to 10k'
printf '{"session_id":"%s","cwd":"%s","hook_event_name":"PostToolUse","tool_name":"SendMessage","tool_input":{"to":"pretrain","message":"%s"},"tool_response":{"success":true,"message":"→ pretrain","msg_id":"%s"},"tool_use_id":"toolu_01"}' \
  "$ablate" "$PWD" "$body" "$msg" | hook 4101 "$ablate" PostToolUse
printf '{"session_id":"%s","cwd":"%s","hook_event_name":"UserPromptSubmit","prompt":"<cross-session-message from=\\"uds:%s\\" from-name=\\"ablate\\">\\n%s\\n</cross-session-message>"}' \
  "$pretrain" "$PWD" "$(socket 4101)" "$body" | hook 4102 "$pretrain" UserPromptSubmit
printf '{"type":"user","timestamp":"2026-11-30T12:51:07.000Z","origin":{"kind":"peer","from":"uds:%s","name":"ablate","msg_id":"%s","body":"%s"}}\n' \
  "$(socket 4101)" "$msg" "$body" > ../pretrain.jsonl
printf '{"session_id":"%s","cwd":"%s","hook_event_name":"Stop","transcript_path":"%s"}' "$pretrain" "$PWD" "$(dirname "$PWD")/pretrain.jsonl" \
  | hook 4102 "$pretrain" Stop
