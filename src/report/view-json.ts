/** The view as one JSON object on stdout: versioned, keys in the model's fixed order, for tools. */
import type { ChainView } from '../chain/view-model.js';

export function renderViewJson(view: ChainView): string {
  return `${JSON.stringify(view, (_key, value: unknown) => (value === undefined ? null : value), 2)}\n`;
}
