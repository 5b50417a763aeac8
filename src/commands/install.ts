/**
 * `teamdoc install codex [--user|--repo] [--force] [--no-hooks]`: copies the
 * skills this package ships to where Codex finds them, and adds teamdoc's
 * hook to Codex's hooks file. (Claude Code installs the same skills and its
 * hooks as a plugin, from the repository's .claude-plugin/.)
 */
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { CODEX_HOOK_EVENTS } from '../hooks/entry.js';
import { codexSkillsDir } from '../install/codex-destination.js';
import { CODEX_HOOK_SCRIPT, planCodexHooks, writeCodexHooks } from '../install/codex-hooks.js';
import { installSkills } from '../install/install-skills.js';
import type { Io } from '../io.js';
import { packageFile, packageVersion } from '../package-files.js';
import { renderInstallReport } from '../report/install-text.js';
import { codexHome } from '../scan/codex/locations.js';
import type { OptionsOf } from './declare-options.js';
import type { INSTALL_OPTIONS } from './options.js';

type InstallOptions = OptionsOf<typeof INSTALL_OPTIONS>;

export async function run(operands: unknown[], options: InstallOptions, io: Io): Promise<number> {
  const target = String(operands[0]);
  if (target !== 'codex') {
    throw new UsageError(`Unexpected install target \`${target}\`, expected \`codex\``, {
      hint: 'Claude Code installs teamdoc as a plugin: claude plugin marketplace add <teamdoc git URL>,' + ' then claude plugin install teamdoc@teamdoc.',
    });
  }
  if (options.user && options.repo) {
    throw new UsageError('--user and --repo exclude each other', { hint: 'Pick one; --repo is the default.' });
  }
  const destinationDir = await codexSkillsDir(options.user ? 'user' : 'repo', io);
  // Planned first: a hooks file that is not one refuses the whole install before anything is written.
  const hooks =
    options.hooks === false
      ? undefined
      : planCodexHooks({ hooksFile: join(codexHome(io.env), 'hooks.json'), script: packageFile(join('hooks', CODEX_HOOK_SCRIPT)), events: CODEX_HOOK_EVENTS });
  const installed = installSkills({
    packDir: packageFile('skills'),
    destinationDir,
    version: packageVersion(),
    force: options.force === true,
  });
  io.stdout.write(renderInstallReport(installed, destinationDir, hooks && writeCodexHooks(hooks)));
  return 0;
}
