import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../http/router";
import { requireUser } from "../../http/context";
import type { TMe } from "../../../shared/rules/gate";

export function meRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({ method: "get", path: "/me", responses: { 200: { description: "Usuário, perfil e papéis" } } }),
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
