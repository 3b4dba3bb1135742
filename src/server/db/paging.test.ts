import { describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { condicionantes } from "./schema";
import { OFFSET_FENCE } from "./paging";

// The conditions screen's plans rely on OFFSET 0 reaching PostgreSQL (decision 074); no database
// is needed to see what drizzle writes.
const db = drizzle.mock();
const sqlOf = (offset: number | typeof OFFSET_FENCE) =>
  db.select({ id: condicionantes.id }).from(condicionantes).offset(offset).toSQL().sql;

describe("the planner's fence", () => {
  it("writes OFFSET 0, which drizzle leaves out when given the number zero", () => {
    expect(sqlOf(0)).not.toMatch(/offset/i);
    expect(sqlOf(OFFSET_FENCE)).toMatch(/ offset 0$/);
  });
});
