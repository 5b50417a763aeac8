import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/runtimes/json-fields.ts
function objectAt(value, key) {
  const field = isObject(value) ? value[key] : void 0;
  return isObject(field) ? field : void 0;
}
function stringAt(value, key) {
  const field = isObject(value) ? value[key] : void 0;
  return typeof field === "string" ? field : void 0;
}
function numberAt(value, key) {
  const field = isObject(value) ? value[key] : void 0;
  return typeof field === "number" && Number.isFinite(field) ? field : void 0;
}
function booleanAt(value, key) {
  const field = isObject(value) ? value[key] : void 0;
  return typeof field === "boolean" ? field : void 0;
}
function arrayAt(value, key) {
  const field = isObject(value) ? value[key] : void 0;
  return Array.isArray(field) ? field : [];
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function firstStringField(text, key) {
  const pattern = new RegExp(`"${key}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`);
  const match = pattern.exec(text);
  if (!match) return void 0;
  try {
    return JSON.parse(`"${match[1]}"`);
  } catch {
    return void 0;
  }
}
function textsOf(content) {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return [];
  const texts = [];
  for (const block of content) {
    if (typeof block === "string") texts.push(block);
    else if (isObject(block)) {
      const text = stringAt(block, "text");
      if (text !== void 0 && (block.type === "text" || block.type === "input_text" || block.type === void 0)) texts.push(text);
    }
  }
  return texts;
}

export {
  objectAt,
  stringAt,
  numberAt,
  booleanAt,
  arrayAt,
  isObject,
  firstStringField,
  textsOf
};
