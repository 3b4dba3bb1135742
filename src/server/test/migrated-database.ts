// A migrated database built once and copied for every test file (epic-stack's "test database
// built once and copied per worker"): booting PGlite and migrating cost seconds per file, copying
// costs a fraction of one. Both copies are named by a hash of the migrations, so changing a
// migration builds a new one and never hands a test a stale schema.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client";

/** Where a test file gets its database from; handed from the global setup to the workers. */
export type TMigratedDatabase =
  { kind: "embedded"; dumpPath: string } | { kind: "server"; serverUrl: string; template: string; runPrefix: string };

// The same hash names the template `npm start` copies a new data folder from (db/template.ts).
export { migrationsHash } from "../db/template";

/**
 * PGlite: a tarball of a migrated data directory (`dumpDataDir`), cached in the temp folder by
 * hash so later runs skip even the one boot. Written under a temporary name and renamed, so two
 * runs building at once never read half a file.
 */
export async function embeddedDump(hash: string): Promise<string> {
  const dir = path.join(os.tmpdir(), "sga-test-db");
  const dumpPath = path.join(dir, `migrated-${hash}.tar`);
  if (await fs.stat(dumpPath).catch(() => null)) return dumpPath;
  await fs.mkdir(dir, { recursive: true });
  const database = await openDatabase({ dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // 'none': an uncompressed tar loads faster than a gzipped one, and it only lives in /tmp.
  const dump = await client.dumpDataDir("none");
  await database.close();
  const partial = `${dumpPath}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, dumpPath);
  return dumpPath;
}

/** Runs `work` on a connection to the server's maintenance database. */
export async function withServer<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const TEMPLATE_PREFIX = "test_template_";
/** Templates of other migration sets kept for branches tested on the same server at once. */
const OTHER_TEMPLATES_KEPT = 2;

/**
 * PostgreSQL: a template database migrated once per migration set (`CREATE DATABASE … TEMPLATE`
 * copies it per file). An advisory lock makes parallel runs on one server build it once; it is
 * built under another name and renamed, so no run ever copies a half-migrated template. It
 * refuses connections, because a copy fails while anyone is connected to its template.
 * The role app_user (migration 0005) belongs to the server, so it stays valid in every copy.
 */
export async function serverTemplate(serverUrl: string, hash: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${hash}`;
  await withServer(serverUrl, async (admin) => {
    await admin.query("select pg_advisory_lock(hashtext('sga_test_template'))");
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return;
    const building = `${template}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    await (await openDatabase({ url: databaseUrl(serverUrl, building) })).close();
    await admin.query(`alter database ${building} rename to ${template}`);
    await admin.query(`alter database ${template} with is_template true allow_connections false`);
    await dropOldTemplates(admin, template);
  });
  return template;
}

async function dropOldTemplates(admin: pg.Client, current: string) {
  const old = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) and datname <> $2
     order by oid desc offset ${OTHER_TEMPLATES_KEPT}`,
    [TEMPLATE_PREFIX, current],
  );
  for (const { datname } of old.rows) {
    await admin.query(`alter database ${datname} is_template false`);
    // Another run copying it right now keeps it; the next build tries again.
    await admin.query(`drop database ${datname}`).catch(() => undefined);
  }
}

/** Drops every database this run created, including those of a test file that crashed. */
export async function dropRunDatabases(serverUrl: string, runPrefix: string) {
  await withServer(serverUrl, async (admin) => {
    const rows = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [runPrefix],
    );
    for (const { datname } of rows.rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
