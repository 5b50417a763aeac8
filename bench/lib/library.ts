// The library functions the benchmarks call in-process (generating a large log,
// appending from a writer loop); bundled on first use by bench/lib/setup.mjs.
export { locateRepo } from '../../src/git/repo.js';
export { appendEntries } from '../../src/log/append.js';
export { resolveLogSettings } from '../../src/log/settings.js';
export { prepareEntry } from '../../src/log/prepare.js';
export { refuseSecretsInNames } from '../../src/log/secret-names.js';
export { redactSecrets } from '../../src/secrets/redact.js';
export { entryKeys, entryPath, keyPath, GITATTRIBUTES, readmeText } from '../../src/log/layout.js';
export { loadTeamDoc } from '../../src/rules/load-doc.js';
export { loadDocHistory } from '../../src/doc/history-load.js';
export { checkLoadedDoc, checkTeamDoc } from '../../src/rules/check-doc.js';
export { InputError } from '../../src/errors.js';
export { ALL_RULES } from '../../src/rules/index.js';
