/**
 * A large, valid team doc for the benchmark: 60 roles, 60 parts, 250
 * resources, about 3,000 lines. Deterministic, so runs compare.
 */
const HOSTS = ['gpu-a', 'gpu-b', 'gpu-c', 'gpu-d', 'gpu-e', 'gpu-f', 'gpu-g', 'gpu-h'];
const STATUSES = ['active', 'active', 'active', 'idle', 'starting', 'planned'];

export function largeTeamDoc({ roles = 60, resources = 250 } = {}) {
  const lines = [
    '---',
    'team: scale-test',
    'format: 1',
    'log-ref: teamdoc/log',
    'checkin: 1h',
    'decisions-stale-after: 2d',
    'handoff-timeout: 30m',
    '---',
    '',
    '# Scale test: sixty leads across eight machines',
    '',
    'A synthetic team as large as a real one gets: one top session and fifty-nine leads, each owning one part,',
    'sharing eight GPU hosts by explicit allocation. The doc exists to measure how fast `teamdoc check` reads it.',
    '',
    '## Roles',
    '',
    '| Name | Runtime | Session | Host | Worktree | Parent | Part | Status |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const names = Array.from({ length: roles }, (_, index) => (index === 0 ? 'top' : `lead-${String(index).padStart(2, '0')}`));
  names.forEach((name, index) => {
    const runtime = index === 0 ? 'human' : index % 3 === 0 ? 'codex' : 'claude';
    const session = index === 0 ? '—' : `${(0x1000 + index).toString(16)}a1b2c-3d4e-4f50-8a6b-${String(index).padStart(12, '0')}`;
    const former = index % 7 === 0 && index > 0 ? ` (was: worker-${index}, w${index})` : '';
    const parent = index === 0 ? '—' : index < 6 ? 'top' : names[1 + (index % 5)];
    lines.push(
      `| ${name}${former} | ${runtime} | ${session} | ${HOSTS[index % HOSTS.length]} | /work/wt-${name} | ${parent} | part-${String(index).padStart(2, '0')} | ${STATUSES[index % STATUSES.length]} |`,
    );
  });
  lines.push(
    '',
    '## Rules',
    '',
    '- A second session exists only across a boundary: another machine, another repository, or a part too large for one context.',
    '- Each lead owns one part, its own worktree and only the resources listed for it.',
    '- Plan and criteria are written before any result is looked at; a change of criteria is a new dated section.',
    '- Reports cite evidence: a file, a command, a commit.',
    '- Anything that needs the person goes under "Needs user decision" with a default.',
    '',
    '## Resources',
    '',
    '| Resource | Kind | Value | Owner | Note |',
    '| --- | --- | --- | --- | --- |',
  );
  for (let index = 0; index < resources; index++) {
    const ownerIndex = 1 + (index % (roles - 1));
    const owner = names[ownerIndex];
    const round = Math.floor(index / (roles - 1));
    const host = HOSTS[ownerIndex % HOSTS.length];
    const kind = round % 4;
    // Each lead gets its own card on its host: ids never repeat on one host.
    const gpu = Math.floor(ownerIndex / HOSTS.length) + (round / 4) * 8;
    if (kind === 0) lines.push(`| GPUs for ${owner} | gpu | ${host}:${gpu} | ${owner} | one card per lead, by index |`);
    else if (kind === 1)
      lines.push(`| ports for ${owner} | port | ${20000 + index * 20}-${20000 + index * 20 + 19} | ${owner} | dashboards and debug servers |`);
    else if (kind === 2) lines.push(`| outputs of ${owner} | path | /data/runs/${owner}/r${round} | ${owner} | checkpoints and logs |`);
    else lines.push(`| queue slot ${index} | queue | batch-${index} | ${owner} | nightly jobs |`);
  }
  lines.push('', '## Board', '', '| Item | Owner | State | Next |', '| --- | --- | --- | --- |');
  for (let index = 1; index <= 25; index++) lines.push(`| milestone ${index} | ${names[index]} | in progress | review on day ${index} |`);
  lines.push('', '### Needs user decision', '', '| Decision | Asked by | Default | Since |', '| --- | --- | --- | --- |');
  for (let index = 1; index <= 10; index++)
    lines.push(`| keep run ${index} going past budget? | ${names[index]} | stop at budget | 2026-11-${String(10 + index).padStart(2, '0')} |`);
  lines.push('', '## Parts', '');
  names.forEach((name, index) => {
    const id = `part-${String(index).padStart(2, '0')}`;
    lines.push(
      `### ${id}`,
      '',
      `${name} owns ${id}: one slice of the sweep, its runs, its outputs and its report.`,
      '',
      '#### Plan',
      '',
      `1. Set up the worktree \`/work/wt-${name}\` and check the environment with \`make env-check\`.`,
      `2. Launch the runs for slice ${index} on the GPUs listed under Resources, one per card.`,
      '3. Watch loss and throughput every hour; restart a run once if it dies, then report.',
      '4. Evaluate each checkpoint on the held-out set with the shared metric script (read-only).',
      '5. Write the verdict against the criteria below, with the commands and files as evidence.',
      '',
      '#### Criteria (2026-11-20)',
      '',
      `- Pass: validation loss below ${(2 + index / 100).toFixed(2)} at step 20k on at least two of three seeds.`,
      '- Pass: throughput within 10% of the baseline recorded in `bench/baseline.json`.',
      '- Fail: loss above the threshold on two or more seeds, or any seed diverges (NaN).',
      '- Fail: the run needs GPUs or ports not listed for this part.',
      '',
    );
    if (index % 4 === 0) {
      lines.push(
        '#### Criteria (2026-11-25)',
        '',
        '- Pass: as above, and the ablation without warm-up is within 0.05 of the main run.',
        '- Fail: the ablation is worse by more than 0.05.',
        '',
      );
    }
    lines.push('#### Verdict', '', '', '#### Log', '');
    for (let note = 1; note <= 15; note++)
      lines.push(`- day ${note}: run ${index}.${note} at step ${note * 2}k, loss ${(3 - note / 10).toFixed(2)}, see \`runs/${name}/day-${note}.log\`.`);
    lines.push('', `<!-- kept for the leader's check-in; not part of the criteria -->`, '');
  });
  return `${lines.join('\n')}\n`;
}
