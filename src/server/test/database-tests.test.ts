import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-tests";

describe("the PostgreSQL pass's test files", () => {
  const files = databaseTestFiles();

  it("include those that open the run's database directly, through a helper, or by its URL", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "src/server/modules/licencas/licencas.test.ts", // createTestApp
        "src/server/storage/crash.test.ts", // the real server, on a copy of the run's database
        "src/server/http/route-table.test.ts", // through the test helpers
        "src/server/db/hosts.test.ts", // reads the server's URL itself
      ]),
    );
  });

  it("leave out those that never do: pure rules, the embedded database's own tests, the command on its folder", () => {
    for (const f of [
      "src/server/db/template.test.ts",
      "src/server/db/embutido.test.ts",
      "src/server/modules/prazos/comando.test.ts",
      "src/server/modules/calendario/feed-ics.test.ts",
      "src/server/test/database-tests.test.ts",
    ])
      expect(files).not.toContain(f);
  });
});
