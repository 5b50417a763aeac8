// The library functions the benchmarks call in-process (generating a large log,
// appending from a writer loop); bundled on first use by bench/lib/setup.mjs.
export { locateRepo } from '../../src/git/repo.js';
export { appendEntries } from '../../src/log/write/append.js';
export { resolveLogSettings } from '../../src/log/store/settings.js';
export { prepareEntry } from '../../src/log/write/prepare.js';
export { refuseSecretsInNames } from '../../src/log/format/secret-names.js';
export { redactSecrets } from '../../src/secrets/redact.js';
export { entryKeys, entryPath, keyPath, GITATTRIBUTES, readmeText } from '../../src/log/format/layout.js';
export { loadTeamDoc } from '../../src/rules/engine/load-doc.js';
export { loadDocHistory } from '../../src/doc/history-load.js';
export { checkLoadedDoc, checkTeamDoc } from '../../src/rules/engine/check-doc.js';
export { InputError } from '../../src/errors.js';
export { ALL_RULES } from '../../src/rules/index.js';
