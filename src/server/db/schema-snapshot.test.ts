// docs/schema.sql is the database's behaviour in one readable file; it is only worth reading while
// it is exactly what the migrations make, so a migration without its regenerated snapshot fails
// here.
import fs from "node:fs/promises";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { openDatabase, type Database } from "./client";
import { catalogQuery, schemaSnapshot, SNAPSHOT_FILE } from "./schema-snapshot";
import { embeddedDump, migrationsHash } from "../test/migrated-database";

let database: Database;
let snapshot: string;
beforeAll(async () => {
  // The snapshot is PGlite's text (a PostgreSQL server of another version words some definitions
  // differently), so a run on a server still reads it from the embedded database.
  const source = inject("migratedDatabase");
  const dumpPath = source.kind === "embedded" ? source.dumpPath : await embeddedDump(await migrationsHash());
  database = await openDatabase({ dataDir: null, loadDataDir: new Blob([await fs.readFile(dumpPath)]) });
  snapshot = await schemaSnapshot(catalogQuery(database.db));
});
afterAll(() => database?.close());

test("the checked-in schema snapshot is what the migrations produce", async () => {
  const checkedIn = await fs.readFile(SNAPSHOT_FILE, "utf8").catch(() => "(no file)");
  expect(checkedIn, "docs/schema.sql is not what the migrations produce: run `npm run db:snapshot` and commit it").toBe(
    snapshot,
  );
});

test("the snapshot shows every trigger, policy, index and function the migrations made", async () => {
  const expected = await catalogQuery(database.db)(`
    select pg_get_triggerdef(oid, true) as text from pg_trigger where not tgisinternal
    union all select format('POLICY %s ON %s ', quote_ident(policyname), tablename) from pg_policies
    union all select format(' %s ', indexname) from pg_indexes where schemaname = 'public'
    union all select format('FUNCTION public.%s(', p.proname) from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
  expect(expected.map((r) => r.text as string).filter((text) => !snapshot.includes(text))).toEqual([]);
});
