/**
 * Tolerant access to parsed JSON whose shape is an internal detail of another
 * program: every accessor returns undefined instead of throwing when a field is
 * missing or of another type.
 */

export type JsonObject = Record<string, unknown>;

export function objectAt(value: unknown, key: string): JsonObject | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return isObject(field) ? field : undefined;
}

export function stringAt(value: unknown, key: string): string | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'string' ? field : undefined;
}

export function numberAt(value: unknown, key: string): number | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'number' && Number.isFinite(field) ? field : undefined;
}

export function booleanAt(value: unknown, key: string): boolean | undefined {
  const field = isObject(value) ? value[key] : undefined;
  return typeof field === 'boolean' ? field : undefined;
}

export function arrayAt(value: unknown, key: string): unknown[] {
  const field = isObject(value) ? value[key] : undefined;
  return Array.isArray(field) ? field : [];
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first `"key": "value"` string in raw JSON text, decoded, without parsing
 * the whole text: used on the head of a file whose first lines may be huge or
 * cut off. A quoted key cannot occur unescaped inside a string value, so a
 * match is a real key.
 */
export function firstStringField(text: string, key: string): string | undefined {
  const pattern = new RegExp(`"${key}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`);
  const match = pattern.exec(text);
  if (!match) return undefined;
  try {
    return JSON.parse(`"${match[1]}"`) as string;
  } catch {
    return undefined;
  }
}

/** Message content that is either a string or a list of blocks: the text of each text block. */
export function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  const texts: string[] = [];
  for (const block of content) {
    if (typeof block === 'string') texts.push(block);
    else if (isObject(block)) {
      const text = stringAt(block, 'text');
      if (text !== undefined && (block.type === 'text' || block.type === 'input_text' || block.type === undefined)) texts.push(text);
    }
  }
  return texts;
}
