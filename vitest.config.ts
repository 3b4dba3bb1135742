import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";
import { databaseTestFiles } from "./src/server/test/database-tests";

const databaseTestsOnly = process.env.VITEST_DATABASE_TESTS_ONLY === "1";
if (databaseTestsOnly && !process.env.TEST_DATABASE_URL)
  throw new Error("npm run test:postgres: defina TEST_DATABASE_URL=postgres://… (o servidor onde rodar os testes).");

export default defineConfig({
  resolve: { alias: { "@": path.join(import.meta.dirname, "src") } },
  test: {
    // `npm run test:postgres` (CI's second pass, on TEST_DATABASE_URL): only the files that open the
    // run's database; the others did the same on the first pass (src/server/test/database-tests.ts).
    include: databaseTestsOnly
      ? databaseTestFiles()
      : ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    // Migrates once per run; every test file copies the result (src/server/test/migrated-database.ts).
    globalSetup: ["src/server/test/global-setup.ts"],
    env: { LOG_LEVEL: "silent" },
    // Vitest's default leaves a core to itself (cores − 1): one worker on a two-core machine.
    // A test file's time is mostly its own worker's (PGlite runs in it), so every core gets one.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // A worker imports the app once and runs file after file on it, instead of importing it
    // afresh for each of ~130 files (a fifth of the suite's time, decision 046). Safe because no
    // test replaces a module (no vi.mock) and every file opens its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
