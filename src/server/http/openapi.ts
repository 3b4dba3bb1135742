import { z } from "zod";

/** Route-definition helpers shared by every module. */
export const ok = { 200: { description: "OK" } };
export const idParam = z.object({ id: z.string().min(1) });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
