import fs from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentos, empresaConfiguracoes, importacoesPdf, licencaDocumentos } from "../db/schema";
import { asSystem } from "../db/tenant";
import { logger } from "../logger";
import type { TListedFile } from "./storage";
import { DEFAULT_ORPHAN_GRACE_SECONDS } from "../config";

/**
 * A file younger than this may belong to an upload whose row is still being committed, here or on
 * another instance: the default grace (ORPHAN_GRACE_SECONDS, decision 064).
 */
export const ORPHAN_MIN_AGE_MS = DEFAULT_ORPHAN_GRACE_SECONDS * 1000;
const LOOKUP_CHUNK = 500;

/** Where the sweep looks: the uploads folder (below) or the object store (s3.ts). */
export interface TSweepTarget {
  /** Every stored file, a page at a time. */
  list(): AsyncIterable<TListedFile[]>;
  remove(key: string): Promise<void>;
  /** Called once the files are done: the disk removes its old empty folders. */
  tidy?(cutoffMs: number): Promise<void>;
}

interface TEntry {
  key: string;
  full: string;
  mtimeMs: number;
}

/** Every file and folder under `root`, deepest first, keys with `/` whatever the platform. */
async function walk(root: string, dir = root): Promise<{ files: TEntry[]; dirs: TEntry[] }> {
  const files: TEntry[] = [];
  const dirs: TEntry[] = [];
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const key = path.relative(root, full).split(path.sep).join("/");
    const stat = await fs.lstat(full).catch(() => null);
    if (!stat) continue; // removed meanwhile
    if (entry.isDirectory()) {
      const inner = await walk(root, full);
      files.push(...inner.files);
      dirs.push(...inner.dirs, { key, full, mtimeMs: stat.mtimeMs });
    } else if (entry.isFile()) {
      files.push({ key, full, mtimeMs: stat.mtimeMs });
    }
  }
  return { files, dirs };
}

/**
 * The uploads folder as the sweep sees it. Folders left empty go too once they are as old as
 * a file must be, so a folder an upload has just created is never pulled from under it.
 */
export function diskSweepTarget(root: string): TSweepTarget {
  let dirs: TEntry[] = [];
  return {
    async *list() {
      const found = await walk(root);
      dirs = found.dirs;
      yield found.files.map((f) => ({ key: f.key, modifiedMs: f.mtimeMs }));
    },
    remove: (key) => fs.rm(path.join(root, key)),
    async tidy(cutoffMs) {
      for (const dir of dirs) {
        if (dir.mtimeMs >= cutoffMs) continue;
        // rmdir refuses a folder that is not empty: exactly the check wanted, without a race.
        await fs.rmdir(dir.full).catch(() => undefined);
      }
    },
  };
}

/**
 * The keys among `keys` that a document row (licence's, generic), a company's logo or a PDF
 * waiting for its import's confirmation names (the daily cleanup deletes such a row after a day,
 * and its file is then an orphan like any other).
 */
async function namedByRows(db: Db, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
    const chunk = keys.slice(i, i + LOOKUP_CHUNK);
    // Across companies by design: a file's owner is unknown until a row names it.
    const rows = await asSystem(db, async (tx) => [
      ...(await tx
        .select({ key: licencaDocumentos.storagePath })
        .from(licencaDocumentos)
        .where(inArray(licencaDocumentos.storagePath, chunk))),
      ...(await tx
        .select({ key: documentos.storagePath })
        .from(documentos)
        .where(inArray(documentos.storagePath, chunk))),
      ...(await tx
        .select({ key: empresaConfiguracoes.logoPath })
        .from(empresaConfiguracoes)
        .where(inArray(empresaConfiguracoes.logoPath, chunk))),
      ...(await tx
        .select({ key: importacoesPdf.storagePath })
        .from(importacoesPdf)
        .where(inArray(importacoesPdf.storagePath, chunk))),
    ]);
    for (const r of rows) if (r.key) named.add(r.key);
  }
  return named;
}

/**
 * Removes the stored files that no row names and that are older than the grace (`minAgeMs`, an
 * hour by default): what a crash between storing a file and committing its row leaves behind
 * (storage/files.ts removes the file itself when the commit fails, but not when the process
 * dies). Works a page of the listing at a time, so a bucket of millions is never held in memory.
 * Every removal is logged, and the sweep's end; answers the removed keys.
 */
export async function sweepOrphans(opts: {
  db: Db;
  target: TSweepTarget;
  now?: () => Date;
  minAgeMs?: number;
}): Promise<string[]> {
  const cutoff = (opts.now?.() ?? new Date()).getTime() - (opts.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const removed: string[] = [];
  for await (const page of opts.target.list()) {
    const old = page.filter((f) => f.modifiedMs < cutoff);
    const named = await namedByRows(
      opts.db,
      old.map((f) => f.key),
    );
    for (const file of old) {
      if (named.has(file.key)) continue;
      try {
        await opts.target.remove(file.key);
        removed.push(file.key);
        logger.info(`arquivo órfão removido: ${file.key}`);
      } catch (err) {
        logger.warn(`arquivo órfão ${file.key} não removido: ${String(err)}`);
      }
    }
  }
  await opts.target.tidy?.(cutoff);
  // Also when nothing went: the operator (and the crash test) can tell the sweep ran.
  logger.info(`varredura de arquivos órfãos concluída: ${removed.length} removido(s)`);
  return removed;
}
