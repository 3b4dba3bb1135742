import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../http/router";
import { requireUser } from "../../http/context";
import { okJson } from "../../http/openapi";
import { ZMeResponseSchema } from "../../../shared/schemas/auth";
import type { TMe } from "../../../shared/rules/gate";

export function meRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({ method: "get", path: "/me", responses: okJson(ZMeResponseSchema, "Usuário, perfil e papéis") }),
    (c) => {
      const ctx = requireUser(c);
      const me: TMe = {
        user: { id: ctx.userId, email: ctx.email, name: ctx.name },
        profile: ctx.profile,
        roles: ctx.roles,
      };
      return c.json(me);
    },
  );
  return router;
}
