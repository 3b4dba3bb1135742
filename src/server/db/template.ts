// The embedded database's first start copies a cluster that is already migrated instead of
// running PGlite's initdb and every migration: about 4.5 s of CPU become a copy of a fraction of
// one (decision 032). `npm start` builds it once into dist/db (scripts/build-if-stale.ts), named by
// a hash of the migrations and of PGlite's version, so a changed migration or an upgrade never
// hands a new data folder a stale schema: without a template of the current hash, the start
// migrates as before.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_DIR, ROOT } from "../paths";

/** Where `npm start`'s build keeps the template, beside the web build and the server bundle. */
export const TEMPLATES_DIR = path.join(ROOT, "dist/db");

/** A short hash of every migration file and of PGlite's version (a cluster is version-bound). */
export async function migrationsHash(): Promise<string> {
  const hash = crypto.createHash("sha256");
  const files = (await fs.readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!(await fs.stat(full)).isFile()) continue;
    hash.update(file).update(await fs.readFile(full));
  }
  hash.update(await pgliteVersion());
  return hash.digest("hex").slice(0, 12);
}

async function pgliteVersion(): Promise<string> {
  // The package does not export its package.json; read it in the repository's node_modules.
  const file = path.join(ROOT, "node_modules/@electric-sql/pglite/package.json");
  const raw = await fs.readFile(file, "utf8").catch(() => '{"version":"unknown"}');
  return (JSON.parse(raw) as { version: string }).version;
}

/** The template of the current migrations in `templatesDir`. */
export const templateFor = async (templatesDir = TEMPLATES_DIR) =>
  path.join(templatesDir, `migrated-${await migrationsHash()}`);

/** PostgreSQL writes PG_VERSION into every cluster: a folder without it holds none. */
const holdsCluster = (dir: string) =>
  fs.stat(path.join(dir, "PG_VERSION")).then(
    () => true,
    () => false,
  );

const isMissingOrEmpty = (dir: string) =>
  fs.readdir(dir).then(
    (entries) => entries.length === 0,
    () => true,
  );

/**
 * Builds the template of the current migrations in `templatesDir` unless it is there, and removes
 * those of older migrations. Built under another name and renamed, so a start never copies half a
 * cluster; two builds at once both succeed, the second one's copy is dropped.
 */
export async function ensureTemplate(templatesDir = TEMPLATES_DIR): Promise<{ dir: string; built: boolean }> {
  const dir = await templateFor(templatesDir);
  if (await holdsCluster(dir)) return { dir, built: false };
  await fs.mkdir(templatesDir, { recursive: true });
  const partial = `${dir}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  // Loaded here only: checking that the template exists must not pay for PGlite and drizzle.
  const { openDatabase } = await import("./client");
  // initdb, every migration and ANALYZE, exactly as a first start without a template; nothing
  // else (no auth secret, no user): each installation makes its own on its first start.
  const database = await openDatabase({ dataDir: partial });
  await database.close();
  try {
    await fs.rename(partial, dir);
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    if (!(await holdsCluster(dir))) throw err;
  }
  for (const entry of await fs.readdir(templatesDir)) {
    const old = path.join(templatesDir, entry);
    if (old !== dir && entry.startsWith("migrated-") && !entry.includes(".partial-")) {
      await fs.rm(old, { recursive: true, force: true });
    }
  }
  return { dir, built: true };
}

/**
 * Copies the template of the current migrations into `dataDir` when that folder is missing or
 * empty and the template was built; says whether it did. Any other folder is left to PGlite: a
 * cluster is reopened, never overwritten. Copied under another name and renamed, so a start cut
 * short leaves no half cluster behind.
 */
export async function startFromTemplate(dataDir: string, templatesDir = TEMPLATES_DIR): Promise<boolean> {
  if (!(await isMissingOrEmpty(dataDir))) return false;
  const template = await templateFor(templatesDir);
  if (!(await holdsCluster(template))) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.cp(template, partial, { recursive: true });
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rename(partial, dataDir);
  return true;
}
