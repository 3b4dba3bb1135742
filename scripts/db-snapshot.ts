// `npm run db:snapshot`: rewrites docs/schema.sql, the readable schema, from a database migrated
// afresh in memory (src/server/db/schema-snapshot.ts says what it holds). Run it after adding or
// changing a migration; schema-snapshot.test.ts fails until it is run.
import fs from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { catalogQuery, schemaSnapshot, SNAPSHOT_FILE } from "../src/server/db/schema-snapshot";
import { ROOT } from "../src/server/paths";

const database = await openDatabase({ dataDir: null });
try {
  const text = await schemaSnapshot(catalogQuery(database.db));
  const before = await fs.readFile(SNAPSHOT_FILE, "utf8").catch(() => "");
  await fs.writeFile(SNAPSHOT_FILE, text);
  const name = path.relative(ROOT, SNAPSHOT_FILE);
  console.log(before === text ? `${name}: sem mudanças.` : `${name}: atualizado.`);
} finally {
  await database.close();
}
