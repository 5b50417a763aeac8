/**
 * `teamdoc install codex` gives Codex the same skills Claude Code loads from the
 * plugin: copied (not linked) into `<repo>/.agents/skills` or `~/.agents/skills`,
 * never over a different skill unless told to, and saying what it did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODEX_MESSAGES, CODEX_TRUST } from '../../src/report/install-text.js';
import { describe, expect, it } from 'vitest';
import { packageFile } from '../../src/package-files.js';
import { checkPack } from '../../src/skills/check-pack.js';
import { filesBelow, skillNames } from '../../src/skills/skill-files.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo, scratchDir, type TempRepo } from '../helpers/repo.js';

const PACK = packageFile('skills');
const SKILLS = skillNames(PACK);

function install(repo: TempRepo, args: string[] = [], cwd = repo.dir) {
  return runCli(['install', 'codex', ...args], { cwd, env: repo.env });
}

/** Asserts `dir` holds every shipped skill, byte for byte, plus teamdoc's install record. */
function expectPackIn(dir: string) {
  expect(readdirSync(dir).sort()).toEqual(SKILLS);
  for (const skill of SKILLS) {
    expect(filesBelow(join(dir, skill))).toEqual([...filesBelow(join(PACK, skill)), '.teamdoc-install.json'].sort());
    for (const file of filesBelow(join(PACK, skill))) {
      expect(readFileSync(join(dir, skill, file)).equals(readFileSync(join(PACK, skill, file))), `${skill}/${file}`).toBe(true);
    }
  }
}

describe('teamdoc install codex', () => {
  it('copies every skill into the repository’s .agents/skills, from any folder of the repository', async () => {
    const repo = makeRepo();
    mkdirSync(join(repo.dir, 'src', 'deep'), { recursive: true });
    const result = await install(repo, [], join(repo.dir, 'src', 'deep'));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const target = join(repo.dir, '.agents', 'skills');
    expectPackIn(target);
    // The links between skills (the lead reads the worker's references) resolve in the copy too.
    expect(checkPack(target, { displayRoot: target })).toEqual([]);
    expect(result.stdout).toBe(
      [
        `installed  handoff  ${target}/handoff`,
        `installed  lead     ${target}/lead`,
        `installed  worker   ${target}/worker`,
        `installed  hooks    ${join(repo.home, '.codex', 'hooks.json')} (UserPromptSubmit: records when a message teamdoc send queued reaches a Codex turn)`,
        `Codex lists the skills in ${target} in its next session; mention $handoff, $lead or $worker to load one.`,
        CODEX_TRUST,
        CODEX_MESSAGES,
        '',
      ].join('\n'),
    );
    // Nothing is left beside the skills, and the user's git state is untouched apart from the new folder.
    expect(readdirSync(join(repo.dir, '.agents'))).toEqual(['skills']);
    expect(repo.git('status', '--porcelain')).toBe('?? .agents/');
  });

  it('installs into ~/.agents/skills with --user, and touches nothing in the repository', async () => {
    const repo = makeRepo();
    const result = await install(repo, ['--user']);
    expect(result.code).toBe(0);
    expectPackIn(join(repo.home, '.agents', 'skills'));
    expect(existsSync(join(repo.dir, '.agents'))).toBe(false);
  });

  it('installs with --user outside any repository', async () => {
    const repo = makeRepo();
    const elsewhere = scratchDir();
    const result = await runCli(['install', 'codex', '--user'], { cwd: elsewhere, env: repo.env });
    expect(result.code).toBe(0);
    expectPackIn(join(repo.home, '.agents', 'skills'));
  });

  it('run again, says each skill is unchanged and rewrites nothing', async () => {
    const repo = makeRepo();
    await install(repo);
    const skillFile = join(repo.dir, '.agents', 'skills', 'lead', 'SKILL.md');
    const before = statSync(skillFile).ino;
    const result = await install(repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^unchanged {2}lead {5}\S+\/lead$/m);
    expect(result.stdout).toMatch(/^unchanged {2}worker {3}\S+\/worker$/m);
    expect(statSync(skillFile).ino).toBe(before);
  });

  it('refuses to overwrite another skill of the same name, writes nothing at all, and says how to proceed', async () => {
    const repo = makeRepo();
    const theirs = repo.write('.agents/skills/lead/SKILL.md', '---\nname: lead\ndescription: "Someone else’s lead skill."\n---\n');
    const result = await install(repo);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('teamdoc: not installing: a skill folder would overwrite a different skill');
    expect(result.stderr).toContain(`lead: ${join(repo.dir, '.agents', 'skills', 'lead')} holds another skill of the same name`);
    expect(result.stderr).toContain('hint: Nothing was written.');
    expect(result.stderr).toContain('--force');
    expect(readFileSync(theirs, 'utf8')).toContain('Someone else’s lead skill.');
    expect(readdirSync(join(repo.dir, '.agents', 'skills'))).toEqual(['lead']);
    expect(readdirSync(join(repo.dir, '.agents'))).toEqual(['skills']);
  });

  it('replaces it with --force, and says so', async () => {
    const repo = makeRepo();
    repo.write('.agents/skills/lead/SKILL.md', '---\nname: lead\ndescription: "Someone else’s."\n---\n');
    repo.write('.agents/skills/lead/notes.md', 'their notes\n');
    const result = await install(repo, ['--force']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^replaced {3}lead {5}\S+ \(it holds another skill of the same name; --force\)$/m);
    expect(result.stdout).toMatch(/^installed {2}worker/m);
    expectPackIn(join(repo.dir, '.agents', 'skills'));
  });

  it('treats its own installed copy that someone edited as theirs: refused without --force', async () => {
    const repo = makeRepo();
    await install(repo);
    const edited = join(repo.dir, '.agents', 'skills', 'worker', 'SKILL.md');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\nOur team also does X.\n`);
    const result = await install(repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('worker: ');
    expect(result.stderr).toContain('was installed by teamdoc and edited since');
    expect(readFileSync(edited, 'utf8')).toContain('Our team also does X.');
  });

  it('updates its own untouched copy from an older teamdoc without --force', async () => {
    const repo = makeRepo();
    await install(repo);
    // An older teamdoc wrote different skill text and recorded its hashes; nobody edited it since.
    const skillDir = join(repo.dir, '.agents', 'skills', 'lead');
    writeFileSync(join(skillDir, 'SKILL.md'), '---\nname: lead\ndescription: "Old text."\n---\nold\n');
    const record = JSON.parse(readFileSync(join(skillDir, '.teamdoc-install.json'), 'utf8')) as { version: string; files: Record<string, string> };
    record.version = '0.0.1';
    record.files['SKILL.md'] = execFileSync('sha256sum', [join(skillDir, 'SKILL.md')], { encoding: 'utf8' }).split(' ')[0]!;
    writeFileSync(join(skillDir, '.teamdoc-install.json'), JSON.stringify(record));
    const result = await install(repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^updated {4}lead/m);
    expect(result.stdout).toMatch(/^unchanged {2}worker/m);
    expectPackIn(join(repo.dir, '.agents', 'skills'));
  });

  it('never follows or keeps a link where a skill folder should be, unless forced', async () => {
    const repo = makeRepo();
    const elsewhere = scratchDir();
    mkdirSync(join(repo.dir, '.agents', 'skills'), { recursive: true });
    symlinkSync(elsewhere, join(repo.dir, '.agents', 'skills', 'lead'));
    const refused = await install(repo);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is a symbolic link');
    const forced = await install(repo, ['--force']);
    expect(forced.code).toBe(0);
    expect(statSync(join(repo.dir, '.agents', 'skills', 'lead')).isDirectory()).toBe(true);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('cannot write where a file stands in for the folder: exit 2, the path and the reason, nothing half-made', async () => {
    const repo = makeRepo();
    repo.write('.agents', 'not a folder\n');
    const result = await install(repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `teamdoc: ${join(repo.dir, '.agents', 'skills')}: cannot install skills here (ENOTDIR)\n` +
        'hint: Check that the folder is writable, or choose another with --user or --repo.\n',
    );
    expect(readFileSync(join(repo.dir, '.agents'), 'utf8')).toBe('not a folder\n');
  });

  it('outside a repository without --user: exit 2, and the hint names --user', async () => {
    const repo = makeRepo();
    const result = await runCli(['install', 'codex'], { cwd: scratchDir(), env: repo.env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^teamdoc: .* is not inside a git repository/);
    expect(result.stderr).toContain('--user');
    expect(result.stderr).not.toContain('    at ');
  });

  it('adds its hook to Codex’s hooks file beside the person’s own, says unchanged when run again, and leaves the file alone with --no-hooks', async () => {
    const repo = makeRepo();
    const hooksFile = join(repo.home, '.codex', 'hooks.json');
    const theirs = {
      hooks: {
        UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'their-prompt-logger' }] }],
        Stop: [{ hooks: [{ type: 'command', command: 'their-stop' }] }],
      },
      note: 'kept',
    };
    mkdirSync(join(repo.home, '.codex'), { recursive: true });
    writeFileSync(hooksFile, JSON.stringify(theirs));
    expect((await install(repo)).code).toBe(0);
    const script = packageFile(join('hooks', 'teamdoc-codex-hook.sh'));
    const installed = JSON.parse(readFileSync(hooksFile, 'utf8')) as typeof theirs;
    expect(installed).toEqual({
      ...theirs,
      hooks: {
        ...theirs.hooks,
        UserPromptSubmit: [...theirs.hooks.UserPromptSubmit, { hooks: [{ type: 'command', command: `sh ${script} UserPromptSubmit`, timeout: 30 }] }],
      },
    });

    const again = await install(repo);
    expect(again.stdout).toMatch(/^unchanged {2}hooks {4}\S+hooks\.json /m);
    expect(again.stdout).not.toContain(CODEX_TRUST);
    expect(readFileSync(hooksFile, 'utf8')).toBe(`${JSON.stringify(installed, null, 2)}\n`);

    writeFileSync(hooksFile, JSON.stringify(theirs));
    const without = await install(repo, ['--no-hooks']);
    expect(without.code).toBe(0);
    expect(without.stdout).not.toContain('hooks.json');
    expect(JSON.parse(readFileSync(hooksFile, 'utf8'))).toEqual(theirs);
  });

  it('refuses a hooks file that is not one, before anything is written', async () => {
    const repo = makeRepo();
    const hooksFile = join(repo.home, '.codex', 'hooks.json');
    mkdirSync(join(repo.home, '.codex'), { recursive: true });
    writeFileSync(hooksFile, '{"hooks": {"Stop": "not a list"}}');
    const result = await install(repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`teamdoc: ${hooksFile}: not installing the Codex hooks: "hooks" is not an object of event → list of hook groups`);
    expect(result.stderr).toContain('hint: Nothing was written.');
    expect(existsSync(join(repo.dir, '.agents'))).toBe(false);
    expect(readFileSync(hooksFile, 'utf8')).toBe('{"hooks": {"Stop": "not a list"}}');
  });

  it('refuses --user with --repo, and a runtime other than codex, with exit 2', async () => {
    const repo = makeRepo();
    const both = await install(repo, ['--user', '--repo']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--user and --repo exclude each other');
    const claude = await runCli(['install', 'claude'], { cwd: repo.dir, env: repo.env });
    expect(claude.code).toBe(2);
    expect(claude.stderr).toContain('Unexpected install target `claude`, expected `codex`');
    expect(claude.stderr).toContain('claude plugin install teamdoc@teamdoc');
    expect(existsSync(join(repo.dir, '.agents'))).toBe(false);
  });
});
