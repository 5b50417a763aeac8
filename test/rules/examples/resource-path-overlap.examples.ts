/** Examples of `resource-path-overlap`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'sibling folders; a shared prefix that is not a parent folder': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | outputs | path | /data/runs/train | train | |
      | outputs | path | /data/runs/train-eval | eval | |
    `,
  },
  notOk: {
    'the same folder written two ways, and a folder inside another role’s': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | outputs | path | /data/runs/ | train | |
        | scratch | path | ./out | eval | |
        | scratch | path | out/ | qa | |
        | checkpoints | path | /data/runs/eval/ckpt | eval | |
      `,
      findings: [
        ['7:20-7:24', 'path `out/` (the same folder as `./out` of `eval`, line 6)'],
        ['8:24-8:44', 'path `/data/runs/eval/ckpt` (inside `/data/runs/` of `train`, line 5)'],
      ],
    },
  },
} satisfies RuleExamples;
