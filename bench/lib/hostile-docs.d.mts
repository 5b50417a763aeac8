// Types for hostile-docs.mjs.
export interface NamedDoc {
  name: string;
  text: string;
}
export function seedDocs(): NamedDoc[];
export function hostileDocs(): NamedDoc[];
export function mutate(text: string, random: () => number): string;
