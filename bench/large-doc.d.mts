// Types for large-doc.mjs.
export function largeTeamDoc(options?: { roles?: number; resources?: number }): string;
