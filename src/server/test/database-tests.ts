// Which server test files the PostgreSQL pass runs (`npm run test:postgres`, CI's second pass).
// A file opens the run's database through migrated-database.ts (createTestApp, the real servers)
// or reads the server's URL from the environment itself; any other file — the pure rules, the
// embedded database's own tests, the `npm run prazos` command on its folder — does exactly the
// same on both passes, and ran twice for nothing (a third of the PostgreSQL pass, decision 072).
import fs from "node:fs";
import path from "node:path";
import { importsOf, sourceFiles, SRC } from "./import-graph";

const RUNS_DATABASE = path.join(SRC, "server/test/migrated-database.ts");
/** Code reading the variable, not a comment naming it. */
const READS_THE_URL = /process\.env\.TEST_DATABASE_URL/;

/**
 * Whether each file opens the run's database, itself or through what it imports; remembered per
 * file, since every test file reaches the same few hundred modules.
 */
function opensTheRunsDatabase(): (file: string) => boolean {
  const known = new Map<string, boolean>();
  const opens = (file: string): boolean => {
    const seen = known.get(file);
    if (seen !== undefined) return seen;
    known.set(file, false); // a cycle adds nothing the rest of it does not already say
    const answer =
      file === RUNS_DATABASE || READS_THE_URL.test(fs.readFileSync(file, "utf8")) || importsOf(file).some(opens);
    known.set(file, answer);
    return answer;
  };
  return opens;
}

/** The server's test files that open the run's database, relative to the repository. */
export function databaseTestFiles(): string[] {
  const opens = opensTheRunsDatabase();
  return sourceFiles(path.join(SRC, "server"))
    .filter((f) => f.endsWith(".test.ts") && opens(f))
    .map((f) => path.relative(path.join(SRC, ".."), f))
    .sort();
}
