/**
 * The scratch teams the reference pages' examples run in (test/docs/pages.test.ts):
 * each a shell script run in a fresh repository with one empty commit, on a
 * machine called `gpu-a`, with the clock at TEST_NOW (2026-12-01 12:00Z)
 * unless the scene says otherwise. `$ROOT` is this repository; `at TIME …`
 * runs a command at another time.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { TEAMDOC_BIN } from '../helpers/cli.js';
import { EXAMPLE_TEAMS_NOW, TEST_NOW } from '../helpers/clock.js';
import { isolatedGitEnv, scratchDir } from '../helpers/repo.js';
import { installFixture } from '../helpers/transcripts.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the pages' examples say the work is: the scene's repository is `/work/<its name>`. */
export const SHOWN_ROOT = '/work';
/** The scratch machine's home, as the pages show it: a scene whose repository is `home/vision` is `~/vision`. */
export const SHOWN_HOME = '/home/ana';

export interface Scene {
  /** The repository's folder name (default `main`): a team is named after it. */
  repo?: string;
  env?: Record<string, string>;
  /** What the machine holds besides the repository, put there before `setup` runs. */
  prepare?: (machine: { root: string; home: string; repo: string }) => void;
  setup: string;
}

/** The corpus team's doc, its paths under this scratch folder (so that what sessions state of themselves agrees with their rows). */
const CORPUS_DOC = 'sed "s#/work/#$(dirname "$PWD")/#" "$ROOT/test/fixtures/valid/corpus-base.md" > TEAM.md';
const CORPUS = `${CORPUS_DOC} && git add TEAM.md && git commit -qm "Team doc"`;
const TRAINING = 'cp "$ROOT/examples/ml-training-push.md" TEAM.md && git add TEAM.md && git commit -qm "Team doc"';
/** The scene's clock, and git's, at `time`. */
function clockAt(time: string): Record<string, string> {
  return { TEAMDOC_NOW: time, GIT_AUTHOR_DATE: time, GIT_COMMITTER_DATE: time };
}
/** The bundled training team's day: its newest decision was asked the day before. */
const TRAINING_DAY = clockAt(EXAMPLE_TEAMS_NOW.toISOString());

/** `at TIME command…`: the command run with the clock and git's dates at TIME. */
const AT = 'at() { when=$1; shift; GIT_AUTHOR_DATE=$when GIT_COMMITTER_DATE=$when TEAMDOC_NOW=$when "$@"; }';
/**
 * `train` and `eval` state their parents from their own worktrees, `eval` on `gpu-b`; at a time, when given,
 * `eval` a minute later (so that their ids differ in the time they carry, and `log --oneline` shortens both alike).
 */
function corpusJoins(time?: string): string {
  const at = time === undefined ? '' : `at ${time} `;
  const evalAt = time === undefined ? '' : `at ${new Date(Date.parse(time) + 60_000).toISOString()} `;
  return [
    'git worktree add -q ../wt-train -b train && git worktree add -q ../wt-eval -b eval',
    `(cd ../wt-train && TEAMDOC_SESSION=22222222-2222-4222-8222-222222222222 TEAMDOC_RUNTIME=claude ${at}teamdoc join --name train --parent top --part train >/dev/null)`,
    `(cd ../wt-eval && TEAMDOC_HOST=gpu-b TEAMDOC_SESSION=019a0000-0000-7000-8000-000000000003 TEAMDOC_RUNTIME=codex ${evalAt}teamdoc join --name eval --parent top --part eval >/dev/null)`,
  ].join('\n');
}

/** The corpus team, its workers joined at 09:00; at 10:00 both reported `[done]` citing nothing, under ids the pages show. */
const DONE_BARE = `${CORPUS_DOC} && git add TEAM.md && at 2026-12-01T08:00:00Z git commit -qm "Team doc"
${corpusJoins('2026-12-01T09:00:00Z')}
printf '[done] train: the 7B run\\nEvidence:\\nCriteria:\\nRemains: nothing\\n' | at 2026-12-01T10:00:00Z teamdoc record --id 01M8RGR080FFQE3QNY7GD289B4 --from train --to top --kind report >/dev/null
printf '[done] eval: scored the 20k checkpoint\\nEvidence:\\nCriteria:\\nRemains: nothing\\n' | at 2026-12-01T10:00:00Z teamdoc record --id 01M8RGR080VD4GDBX7QH2YHMKW --from eval --to top --kind report >/dev/null`;

/** The corpus team joined; the top briefed `train` at 11:50:46 (delivered), which answered with a report holding a token. */
const BRIEFED = `${CORPUS}
${corpusJoins('2026-12-01T11:00:00Z')}
echo "Start the training run on GPU 0-3; report the loss curve by 17:00." | at 2026-12-01T11:50:46.765Z teamdoc record --id 01M8P4P47DWNRYMRF11AVTNKP3 --from top --to train --kind brief >/dev/null
printf 'Run started (run 42). Token for the dashboard: Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0\\n' | at 2026-12-01T11:50:47.100Z teamdoc record --id 01M8P4P51T3MB0EW613HM0PH3G --from train --to top --kind report --in-reply-to 01M8P4P47DWNRYMRF11AVTNKP3 --evidence path:runs/42/config.yaml --evidence "command:python train.py --run 42" >/dev/null 2>&1`;

/** The corpus team shared through a bare origin; a report whose password no pattern catches went into the log, and was delivered. */
const SECRET_SLIPPED = `cd .. && git init -q --bare origin.git && cd main && ${CORPUS} && git remote add origin ../origin.git && git push -q origin main
echo "Start the run." | teamdoc record --id 01M8P4P47DWNRYMRF11AVTNKP3 --from top --to train --kind brief >/dev/null
echo "My password is hunter2, as you asked." | teamdoc record --id 01M8P4P51T3MB0EW613HM0PH3G --from train --to top --kind report >/dev/null
teamdoc deliver 01M8P4P51T3MB0EW613HM0PH3G --state delivered >/dev/null
teamdoc sync >/dev/null`;

/** The corpus team joined, inside \`train\`'s Claude Code session, its packet written from the template. */
const TRAIN_SESSION_PACKET = `${CORPUS}
${corpusJoins('2026-12-01T11:00:00Z')}
sed 's/^\\[fill in: what the work is for.*/The 7B run to 60k steps, all of it./; s/^\\[fill in: .*/See runs\\/7b\\/notes.md./' "$ROOT/templates/handoff.md" > packet.md`;

const SCENES: Record<string, Scene> = {
  /** A repository with nothing of teamdoc yet, on the person's laptop. */
  fresh: { repo: 'llm-7b-push', env: { TEAMDOC_HOST: 'ana-laptop' }, setup: 'true' },
  /** The bundled training team (examples/ml-training-push.md), with two mistakes: a port range taken twice, a decision without its default. */
  'training-broken': {
    repo: 'llm-7b-push',
    env: TRAINING_DAY,
    setup: `${TRAINING}
sed -i 's/| eval dashboards | port | 6006-6009 |/| eval dashboards | port | gpu-a:6006-6009 |/; s/| pretrain | train on to 60k |/| pretrain | |/' TEAM.md`,
  },
  /** The bundled training team with one mistake: a decision without its default. */
  'training-no-default': { repo: 'llm-7b-push', env: TRAINING_DAY, setup: `${TRAINING}\nsed -i 's/| pretrain | train on to 60k |/| pretrain | |/' TEAM.md` },
  /** The corpus team, committed on 2026-11-20; `train` then loosened its pass bar after a failing run. Its workers joined. */
  'criteria-loosened': {
    setup: `${CORPUS_DOC} && git add TEAM.md && at 2026-11-20T09:00:00Z git commit -qm "Team doc with train criteria"
sed -i 's/| 7B run | train | running | eval at 20k |/| 7B run | train | failed at 20k | rerun |/' TEAM.md
at 2026-11-22T10:00:00Z git commit -qam "train: 20k eval failed"
sed -i 's/at or below 2.1 at 20k\\./at or below 2.4 at 20k./' TEAM.md
at 2026-11-24T11:00:00Z git commit -qam "train: criteria"
${corpusJoins()}`,
  },
  /** The corpus team, its workers joined; the top has not caught up: `eval`'s row as planned, and `train`'s former name still written in two places. */
  'rows-behind': {
    setup: `${CORPUS}
sed -i 's/| eval | codex | 019a0000-0000-7000-8000-000000000003 | gpu-b | [^|]* | top | eval | active |/| eval | codex | — | — | — | top | eval | starting |/; s/| checkpoints | path | \\/data\\/runs\\/train | train |/| checkpoints | path | \\/data\\/runs\\/train | trainer |/; s/| 7B run | train |/| 7B run | trainer |/' TEAM.md
git commit -qam "eval planned"
${corpusJoins()}`,
  },
  /** The corpus team, committed on 2026-11-20; `train` closed out on 2026-11-27 with its verdict, its cards still listed. */
  'done-holding': {
    setup: `${CORPUS_DOC} && git add TEAM.md && at 2026-11-20T09:00:00Z git commit -qm "Team doc with train criteria"
${corpusJoins()}
sed -i 's/| top | train | active |/| top | train | done |/; s/^#### Verdict$/#### Verdict\\n\\nPass: 2.04 at 20k (\`runs\\/7b\\/eval.json\`)./' TEAM.md
at 2026-11-27T16:00:00Z git commit -qam "train: done"`,
  },
  /** The corpus team committed without `train`'s criteria; `train` reported a result, then the criteria were committed; `eval` reported `[done]` citing nothing. */
  'late-criteria': {
    setup: `${CORPUS_DOC} && sed -i '57,61d' TEAM.md && git add TEAM.md && at 2026-12-01T09:00:00Z git commit -qm "Team doc"
${corpusJoins('2026-12-01T09:10:00Z')}
printf 'Loss 2.3 at 20k.\\n' | at 2026-12-01T11:20:00Z teamdoc record --from train --to top --kind report >/dev/null
${CORPUS_DOC} && at 2026-12-01T11:40:00Z git commit -qam "train: criteria"
printf '[done] eval: scored the 20k checkpoint\\nEvidence:\\nCriteria:\\nRemains: nothing\\n' | at 2026-12-01T11:50:00Z teamdoc record --from eval --to top --kind report >/dev/null`,
  },
  /** The corpus team, its workers joined; at 10:00 both reported `[done]` citing nothing. */
  'done-bare': { env: clockAt('2026-12-01T10:30:00Z'), setup: DONE_BARE },
  /** As `done-bare`, and `train` sent its `[done]` again at 10:20, citing its scores. */
  'done-resent': {
    env: clockAt('2026-12-01T10:30:00Z'),
    setup: `${DONE_BARE}
printf '[done] train: the 7B run\\nEvidence: runs/7b/eval-20k.json\\nCriteria:\\n- validation loss at or below 2.1 at 20k: pass\\nRemains: nothing\\n' | at 2026-12-01T10:20:00Z teamdoc record --from train --to top --kind report >/dev/null`,
  },
  /** The corpus team's doc committed, no one joined yet; commands run inside `eval`'s Codex session. */
  'in-eval-session': { env: { CODEX_THREAD_ID: '019a0000-0000-7000-8000-000000000003' }, setup: CORPUS },
  /** The corpus team at work: `eval` first stated `train` as its parent and amended it; the top briefed both, `train` reported, and the brief to `eval` was held. */
  'chain-at-work': {
    setup: `${CORPUS}
git worktree add -q ../wt-train -b train && git worktree add -q ../wt-eval -b eval
(cd ../wt-train && TEAMDOC_SESSION=22222222-2222-4222-8222-222222222222 TEAMDOC_RUNTIME=claude at 2026-12-01T11:40:00Z teamdoc join --name train --parent top --part train >/dev/null)
cd ../wt-eval
export TEAMDOC_HOST=gpu-b TEAMDOC_SESSION=019a0000-0000-7000-8000-000000000003 TEAMDOC_RUNTIME=codex
at 2026-12-01T11:45:00Z teamdoc join --name eval --parent train --part eval >/dev/null
at 2026-12-01T11:46:00Z teamdoc join --name eval --parent top --part eval --amend --reason "my kickoff names top" >/dev/null
unset TEAMDOC_HOST TEAMDOC_SESSION TEAMDOC_RUNTIME
cd ../main
brief=$(echo 'Start the 7B run on cards 0-3.' | at 2026-12-01T11:50:00Z teamdoc record --from top --to train --kind brief)
at 2026-12-01T11:51:00Z teamdoc deliver "$brief" --state delivered >/dev/null
echo 'Run started.' | at 2026-12-01T11:55:00Z teamdoc record --from train --to top --kind report --in-reply-to "$brief" >/dev/null
held=$(echo 'Score the 20k checkpoint when it lands.' | at 2026-12-01T11:56:00Z teamdoc record --from top --to eval --kind brief)
at 2026-12-01T11:57:00Z teamdoc deliver "$held" --state held --detail "eval runs in another permission mode" >/dev/null`,
  },
  /** A CI checkout: one branch of a clone whose origin has the log. */
  'ci-checkout': {
    repo: 'checkout',
    setup: `cd .. && mkdir origin && cd origin && git init -q && ${CORPUS}
${corpusJoins()}
cd .. && rm -rf checkout && git clone -q --single-branch --branch main "file://$PWD/origin" checkout`,
  },
  /** The corpus team joined, and the top's brief to `train` and its report recorded. */
  briefed: { setup: BRIEFED },
  /** As \`briefed\`, and the brief marked delivered a moment later. */
  'briefed-delivered': { setup: `${BRIEFED}\nat 2026-12-01T11:50:47.500Z teamdoc deliver 01M8P4P47DWNRYMRF11AVTNKP3 --state delivered >/dev/null` },
  /** Two clones of the corpus team's repository and a bare origin: this one recorded 2 messages, the other 3 and synced them. */
  'two-clones': {
    setup: `cd .. && git init -q --bare origin.git && cd main && ${CORPUS} && git remote add origin ../origin.git && git push -q origin main
git clone -q ../origin.git ../other
(cd ../other && for n in 1 2 3; do echo "note $n" | teamdoc record --from eval --to top --kind report >/dev/null; done && teamdoc sync >/dev/null)
for n in 1 2; do echo "note $n" | teamdoc record --from train --to top --kind report >/dev/null; done`,
  },
  /** As \`briefed\`, shared through a bare origin that a second clone also has: the report's token slipped through unredacted. */
  'secret-slipped': { setup: SECRET_SLIPPED },
  /** As \`secret-slipped\`, and another clone has pushed the log squashed to one commit without that report and its delivery. */
  'secret-slipped-dropped': {
    setup: `${SECRET_SLIPPED}
cd .. && git clone -q origin.git other && cd other && git fetch -q origin teamdoc/log && git checkout -q FETCH_HEAD
git rm -q $(git grep -l 01M8P4P51T3MB0EW613HM0PH3G -- messages)
git push -q --force origin "$(git commit-tree "$(git write-tree)" -m "squashed without the report")":refs/heads/teamdoc/log`,
  },
  /** As \`briefed\`, and someone planted a backdated copy of the report under 2020 in the log. */
  'backdated-copy': {
    setup: `${BRIEFED}
export GIT_INDEX_FILE=$(mktemp -u) && git read-tree teamdoc/log
git update-index --add --cacheinfo "100644,$(git rev-parse teamdoc/log:messages/2026/12/01/01M8P4P51T3MB0EW613HM0PH3G.md),messages/2020/01/01/01M8P4P51T3MB0EW613HM0PH3G.md"
git update-ref refs/heads/teamdoc/log "$(git commit-tree "$(git write-tree)" -p teamdoc/log -m "a backdated copy")"
rm -f "$GIT_INDEX_FILE"`,
  },
  /** After a crash: teamdoc's log lock held by a process that has gone, an entry left in the spool, and git's index.lock 12 minutes old. */
  crashed: {
    setup: `${CORPUS}
${corpusJoins('2026-12-01T11:00:00Z')}
state="$(git rev-parse --git-common-dir)/teamdoc/log/refs%2Fheads%2Fteamdoc%2Flog"
gone=$(sh -c 'echo $$')
printf '{"pid":%s,"host":"%s","bootId":"%s","pidNamespace":"%s","token":"gone","since":"","purpose":"append"}\\n' "$gone" "$(hostname)" "$(cat /proc/sys/kernel/random/boot_id)" "$(readlink /proc/self/ns/pid)" > "$state/lock"
git init -q ../elsewhere && (cd ../elsewhere && echo "Loss 2.3 at 20k." | teamdoc record --id 01M8RQKQG0LEFTINSP00L00000 --from train --to top --kind report >/dev/null)
mkdir -p "$state/spool" && git -C ../elsewhere show teamdoc/log:messages/2026/12/01/01M8RQKQG0LEFTINSP00L00000.md > "$state/spool/01M8RQKQG0LEFTINSP00L00000.md"
# 12 minutes older than the file system's clock says it is now, as node sees the file (the suite also runs under a shifted clock, which fakes the shell's stat but not node's).
node -e "const fs = require('node:fs'); fs.writeFileSync('.git/index.lock', ''); const then = fs.statSync('.git/index.lock').mtimeMs / 1000 - 720; fs.utimesSync('.git/index.lock', then, then)"`,
  },
  /** The person's repository \`~/vision\`, with the corpus team's doc. */
  vision: { repo: 'home/vision', setup: CORPUS },
  /** As \`vision\`, teamdoc's skills installed for Codex, and the worker skill edited since. */
  'vision-skill-edited': {
    repo: 'home/vision',
    setup: `${CORPUS}\nteamdoc install codex >/dev/null && echo "Always run the tests twice." >> .agents/skills/worker/SKILL.md`,
  },
  /** The corpus team's doc, its team called \`vision-push\`. */
  'vision-push': { setup: `${CORPUS_DOC} && sed -i 's/^team: corpus$/team: vision-push/' TEAM.md && git add TEAM.md && git commit -qm "Team doc"` },
  /** The bundled training team (examples/ml-training-push.md), committed. */
  training: { repo: 'llm-7b-push', env: TRAINING_DAY, setup: TRAINING },
  /** As \`training\`, and the ablation's criteria edited since the last commit. */
  'training-edited': {
    repo: 'llm-7b-push',
    env: TRAINING_DAY,
    setup: `${TRAINING}\nsed -i 's/^### warmup-ablation$/### warmup-ablation\\n\\nablate now also tries a longer warm-up./' TEAM.md`,
  },
  /** As \`training\`, and the ablation's kickoff edited by hand: the doc by its relative path, its runs folder one inside \`pretrain\`'s, "as discussed". */
  'kickoff-edited': {
    repo: 'llm-7b-push',
    env: TRAINING_DAY,
    setup: `${TRAINING}
teamdoc kickoff warmup-ablation --permission-mode default > kickoff-ablate.md 2>/dev/null
sed -i "s#The team doc is \\\`$PWD/TEAM.md\\\`#The team doc is \\\`TEAM.md\\\`#; s#^- ablation runs (path): .*#- ablation runs (path): \\\`/data/runs/pretrain-7b/ablation\\\` — as discussed#" kickoff-ablate.md`,
  },
  /** In \`train\`'s session, its handoff packet written. */
  'train-session': { env: { CLAUDE_CODE_SESSION_ID: '22222222-2222-4222-8222-222222222222' }, setup: TRAIN_SESSION_PACKET },
  /** \`train\` handed off to \`train-2\` at 11:30, which joined as its successor. */
  'handed-off': {
    setup: `${TRAIN_SESSION_PACKET}
handoff=$(CLAUDE_CODE_SESSION_ID=22222222-2222-4222-8222-222222222222 at 2026-12-01T11:30:00Z teamdoc handoff --name train-2 --permission-mode acceptEdits < packet.md 2>&1 >/dev/null | sed 's/.*entry //')
CLAUDE_CODE_SESSION_ID=9b7e4d21-6c3a-4f85-b0d2-71e5a3c8f046 at 2026-12-01T11:35:00Z teamdoc join --name train-2 --parent 22222222-2222-4222-8222-222222222222 --handoff "$handoff" --part train >/dev/null`,
  },
  /** The corpus team, and a hook that could not record: Claude Code gave it a PATH without node. */
  'hook-failed': {
    setup: `${CORPUS}
mkdir -p .git/teamdoc/hooks && echo '{"time":"2026-12-01T11:51:14Z","event":"PostToolUse","session":"5e0c8a51-7d2f-4b9e-8c31-2a6f9d0b4e17","error":"not recorded: node was not found on the PATH Claude Code gives its hooks (teamdoc needs Node.js 20 or newer there)"}' > .git/teamdoc/hooks/errors.jsonl`,
  },
  /** A repository \`app\` with a linked worktree \`app-b\`, and the hand-made Claude Code transcripts and Codex rollouts of test/fixtures/scan in the home. */
  transcripts: {
    repo: 'app',
    prepare: ({ root, home, repo }) => {
      execFileSync('git', ['worktree', 'add', '-q', join(root, 'app-b')], { cwd: repo, env: isolatedGitEnv(home) });
      installFixture('claude-current', join(home, '.claude'), { project: repo, worktree: join(root, 'app-b') });
      installFixture('codex', join(home, '.codex'), { project: repo, worktree: join(root, 'app-b') });
    },
    setup: 'true',
  },
  /** As \`transcripts\`, with a team doc naming a Codex worker on another host, and a worker that joined from elsewhere: neither left a transcript here. */
  'transcripts-team': {
    repo: 'app',
    prepare: (machine) => SCENES.transcripts!.prepare!(machine),
    setup: `printf -- '---\\nteam: app\\nformat: 1\\n---\\n## Roles\\n| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |\\n| --- | --- | --- | --- | --- | --- | --- | --- |\\n| evals | codex | 019a7c3e-8f21-7b40-a6d2-5c9e1f3b7a08 | gpu-b | — | — | evals | active |\\n\\n## Parts\\n\\n### evals\\n\\n### data\\n' > TEAM.md
git add TEAM.md && git commit -qm "Team doc"
TEAMDOC_SESSION=cafe0000-0000-4000-8000-000000000001 teamdoc join --name data --parent evals --part data >/dev/null`,
  },
  /** The corpus team's doc without its front matter, in \`body.md\`. */
  'corpus-body': { setup: `${CORPUS_DOC} && sed '1,/^---$/{/^---$/!d};1,/^---$/d' TEAM.md > body.md` },
  /** The bundled training team, and one SendMessage from `ablate` to `pretrain` recorded by the plugin's hooks on both sides. */
  'hooks-recorded': { repo: 'llm-7b-push', env: TRAINING_DAY, setup: `${TRAINING}\n. "$ROOT/test/docs/hooked-message.sh"` },
  /** The corpus team, its workers joined at 11:00. */
  'corpus-joined': { setup: `${CORPUS}\n${corpusJoins('2026-12-01T11:00:00Z')}` },
};

interface Scratch {
  root: string;
  repo: string;
  env: NodeJS.ProcessEnv;
}

/** A scratch machine: a home, `teamdoc` on PATH, the clock pinned, and the scene's repository set up as it says. */
export function sceneOf(name: string): Scratch {
  const scene = SCENES[name];
  if (!scene) throw new Error(`no scene "${name}" in test/docs/scenes.ts`);
  const root = scratchDir();
  const home = join(root, 'home');
  const bin = join(root, 'bin');
  const repo = join(root, scene.repo ?? 'main');
  for (const dir of [home, bin, repo]) mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(home, '.gitconfig'),
    '[user]\n\tname = Test Person\n\temail = test@example.invalid\n[commit]\n\tgpgSign = false\n[init]\n\tdefaultBranch = main\n',
  );
  symlinkSync(TEAMDOC_BIN, join(bin, 'teamdoc'));
  const at = TEST_NOW.toISOString();
  const env = {
    ...isolatedGitEnv(home),
    PATH: `${bin}:${process.env.PATH}`,
    TEAMDOC_HOST: 'gpu-a',
    TEAMDOC_NOW: at,
    GIT_AUTHOR_DATE: at,
    GIT_COMMITTER_DATE: at,
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
    CODEX_HOME: join(home, '.codex'),
    ROOT: ROOT,
    ...scene.env,
  };
  execFileSync('git', ['init', '-q'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'Start'], { cwd: repo, env });
  scene.prepare?.({ root, home, repo });
  const setup = spawnSync('sh', ['-c', `set -e\nexec 2>&1\n${AT}\n${scene.setup}`], { cwd: repo, env, encoding: 'utf8' });
  expect(setup.status, `scene ${name}:\n${setup.stdout}`).toBe(0);
  return { root, repo, env };
}
