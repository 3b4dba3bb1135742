// Vitest's global setup: migrate once per run, hand the workers where to copy from, and drop
// what this run created on PostgreSQL at the end (see migrated-database.ts).
import crypto from "node:crypto";
import type { TestProject } from "vitest/node";
import {
  dropRunDatabases,
  embeddedDump,
  migrationsHash,
  serverTemplate,
  type TMigratedDatabase,
} from "./migrated-database";

declare module "vitest" {
  export interface ProvidedContext {
    migratedDatabase: TMigratedDatabase;
  }
}

export default async function setup(project: TestProject) {
  const hash = await migrationsHash();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide("migratedDatabase", { kind: "embedded", dumpPath: await embeddedDump(hash) });
    return;
  }
  // Unique per run, so parallel CI runs on one server never drop each other's databases.
  const runPrefix = `test_${crypto.randomBytes(4).toString("hex")}_`;
  const template = await serverTemplate(serverUrl, hash);
  project.provide("migratedDatabase", { kind: "server", serverUrl, template, runPrefix });
  return () => dropRunDatabases(serverUrl, runPrefix);
}
