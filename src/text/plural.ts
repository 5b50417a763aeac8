/** `1 warning`, `3 warnings`: a count with its noun, for every count the CLI prints. */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}
