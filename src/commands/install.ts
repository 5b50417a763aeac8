/**
 * `teamdoc install codex [--user|--repo] [--force]`: copies the skills this
 * package ships to where Codex finds them. (Claude Code installs the same
 * skills as a plugin, from the repository's .claude-plugin/.)
 */
import { UsageError } from '../errors.js';
import { codexSkillsDir } from '../install/codex-destination.js';
import { installSkills } from '../install/install-skills.js';
import type { Io } from '../io.js';
import { packageFile, packageVersion } from '../package-files.js';
import { formatInstallReport } from '../report/install-text.js';

interface InstallOptions {
  user?: boolean;
  repo?: boolean;
  force?: boolean;
}

export async function run(operands: unknown[], options: InstallOptions, io: Io): Promise<number> {
  const target = String(operands[0]);
  if (target !== 'codex') {
    throw new UsageError(`Unexpected install target \`${target}\`, expected \`codex\``, {
      hint:
        'Claude Code installs teamdoc as a plugin: claude plugin marketplace add <teamdoc git URL>,' +
        ' then claude plugin install teamdoc@teamdoc.',
    });
  }
  if (options.user && options.repo) {
    throw new UsageError('--user and --repo exclude each other', { hint: 'Pick one; --repo is the default.' });
  }
  const destinationDir = await codexSkillsDir(options.user ? 'user' : 'repo', io);
  const installed = installSkills({
    packDir: packageFile('skills'),
    destinationDir,
    version: packageVersion(),
    force: options.force === true,
  });
  io.stdout.write(formatInstallReport(installed, destinationDir));
  return 0;
}
