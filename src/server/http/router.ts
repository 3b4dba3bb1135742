import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { validationError } from "./errors";

/** A router whose request validation failures become the API's 400 with pt-BR messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

/** What createRouter makes, for helpers that add routes to a module's router. */
export type TRouter = ReturnType<typeof createRouter>;
