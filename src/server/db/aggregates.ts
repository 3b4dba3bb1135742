import { sql, type SQL } from "drizzle-orm";

/** How many rows of the group meet `condition`: several such counts share one scan. */
export const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;
