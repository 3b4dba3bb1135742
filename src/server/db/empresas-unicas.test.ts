// Migration 0008 adds a unique index on company names (without case, accents or repeated spaces);
// a database written before it may hold such duplicates. This migrates a database to 0006, writes
// them, runs 0008 and looks at the names. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companies } from "./schema";
import { openPartialDatabase, type TPartialDatabase } from "../test/partial-migrations";

let p: TPartialDatabase;
beforeAll(async () => {
  p = await openPartialDatabase();
});
afterAll(() => p.close());

it("keeps the oldest name and numbers the later look-alikes with the next free number, losing no company", async () => {
  await p.migrateUpTo(7);
  const company = (name: string, createdAt: string) =>
    p.db.insert(companies).values({ name, createdAt: new Date(createdAt) });
  await company("Águas Claras", "2026-01-01T10:00:00Z");
  await company(" aguas  claras ", "2026-01-02T10:00:00Z");
  await company("AGUAS CLARAS", "2026-01-03T10:00:00Z");
  // Already taken by hand: the renames skip it.
  await company("Águas Claras (2)", "2026-01-04T10:00:00Z");
  await company("Beta Consultoria", "2026-01-05T10:00:00Z");

  await p.migrateAll();

  const names = await p.db.select({ name: companies.name }).from(companies).orderBy(asc(companies.createdAt));
  expect(names.map((n) => n.name)).toEqual([
    "Águas Claras",
    "aguas  claras (3)",
    "AGUAS CLARAS (4)",
    "Águas Claras (2)",
    "Beta Consultoria",
  ]);
  const again = await p.db
    .insert(companies)
    .values({ name: "águas   CLARAS" })
    .catch((err: Error) => err);
  expect(again).toBeInstanceOf(Error);
});
