// For tests of a migration that fixes old data: a private database migrated up to just before it,
// written as an old server would have, then migrated to the end. PGlite by default, a database of
// its own on the PostgreSQL server of TEST_DATABASE_URL (dropped on close).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { sql } from "drizzle-orm";
import * as schema from "../db/schema";
import type { Db } from "../db/client";
import { migrationsFolder } from "../db/client";

export interface TPartialDatabase {
  db: Db;
  /** Applies the migrations up to and including `lastIdx` (the journal's idx). */
  migrateUpTo(lastIdx: number): Promise<void>;
  /** Applies every migration. */
  migrateAll(): Promise<void>;
  close(): Promise<void>;
}

/** A copy of the migrations whose journal stops after `lastIdx`. */
async function migrationsUpTo(lastIdx: number) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await fs.cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

export async function openPartialDatabase(): Promise<TPartialDatabase> {
  const folders: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  let db: Db;
  let migrate: (folder: string) => Promise<void>;
  let closeDb: () => Promise<void>;
  if (!serverUrl) {
    const client = new PGlite();
    const pglite = drizzlePglite(client, { schema });
    db = pglite as unknown as Db;
    migrate = (folder) => migratePglite(pglite, { migrationsFolder: folder });
    closeDb = () => client.close();
  } else {
    const name = `test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // The drop on close terminates a connection pool.end() has not finished closing (57P01): an
    // idle client's error with no listener was an unhandled error failing the whole run.
    pool.on("error", () => undefined);
    const server = drizzlePg(pool, { schema });
    db = server;
    migrate = (folder) => migratePg(server, { migrationsFolder: folder });
    closeDb = async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  return {
    db,
    async migrateUpTo(lastIdx) {
      const folder = await migrationsUpTo(lastIdx);
      folders.push(folder);
      await migrate(folder);
    },
    migrateAll: () => migrate(migrationsFolder),
    async close() {
      await closeDb();
      for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Inserts a row as an older schema had it: only the named columns, in plain SQL (the drizzle
 * schema names today's columns, which an old database lacks). Answers the row, columns snake_case.
 */
export async function insertOld(db: Db, table: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  const res = await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(
      columns.map((c) => sql`${values[c]}`),
      sql`, `,
    )}) returning *`,
  );
  return (res as unknown as { rows: Record<string, unknown>[] }).rows[0] as Record<string, string> & { id: string };
}
