import { logger } from "../logger";
import type { Storage } from "./storage";

/**
 * Stores the file first, then runs `save` (its row, in a transaction). If saving fails the file
 * is removed again, so no file outlives a row that never committed.
 */
export async function storeThenSave<T>(storage: Storage, key: string, data: Uint8Array, save: () => Promise<T>) {
  await storage.put(key, data);
  try {
    return await save();
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/**
 * Removes stored files after their rows are gone. The rows are the truth: a file that cannot be
 * removed is logged, never an error. Answers whether every file went.
 */
export async function removeFiles(storage: Storage, keys: string[]): Promise<boolean> {
  let all = true;
  for (const key of keys) {
    await storage.remove(key).catch((err) => {
      all = false;
      logger.warn(`arquivo ${key} não removido: ${String(err)}`);
    });
  }
  return all;
}
