/**
 * ANSI colour, only where it helps: on a terminal, and never when NO_COLOR is
 * set (no-color.org). Reporters take a Palette, so tests see plain text.
 */
export interface Palette {
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

export const COLOUR: Palette = { red: wrap(31, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24) };

const identity = (text: string) => text;
export const PLAIN: Palette = { red: identity, yellow: identity, dim: identity, bold: identity, underline: identity };

export function paletteFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): Palette {
  return stream.isTTY && !env.NO_COLOR ? COLOUR : PLAIN;
}
