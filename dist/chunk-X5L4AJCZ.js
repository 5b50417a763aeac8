import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  isReadable,
  lookupKeys,
  readSnapshot,
  readSpool
} from "./chunk-M4GGBS3N.js";
import {
  entryKeys,
  idKey,
  nativeKey
} from "./chunk-3EQMZZWS.js";
import {
  openReader
} from "./chunk-ZM5PFCRO.js";

// src/log/read/find.ts
async function findEntry(context, id) {
  return findByKey(context, idKey(id));
}
async function findMessageByNativeId(context, runtime, nativeId) {
  const entry = await findByKey(context, nativeKey(runtime, nativeId));
  return entry?.entry === "message" ? entry : void 0;
}
async function findByKey(context, key) {
  const reader = openReader(context);
  try {
    const stored = (await lookupKeys(reader, await readSnapshot(context, reader), [key])).get(key);
    if (stored && isReadable(stored)) return stored.entry;
  } finally {
    await reader.close();
  }
  return readSpool(context.paths).items.find((item) => entryKeys(item.entry).includes(key))?.entry;
}

export {
  findEntry,
  findMessageByNativeId
};
