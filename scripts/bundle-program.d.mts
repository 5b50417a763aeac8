export function bundleProgram(entry: string | URL): Promise<string>;
