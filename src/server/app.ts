import crypto from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { secureHeaders } from "hono/secure-headers";
import { createAuth } from "./auth/auth";
import type { Db } from "./db/client";
import { sessionContext, type AppEnv } from "./http/context";
import { handleError, notFound } from "./http/errors";
import type { Mailer } from "./mail/mailer";
import { adminRoutes } from "./modules/admin/admin.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { meRoutes } from "./modules/auth/me.routes";
import { clientesRoutes } from "./modules/clientes/clientes.routes";
import { empreendimentosRoutes } from "./modules/empreendimentos/empreendimentos.routes";
import { licencasRoutes } from "./modules/licencas/licencas.routes";
import { catalogosRoutes } from "./modules/licencas/catalogos.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { calendarioRoutes } from "./modules/calendario/calendario.routes";
import { condicionantesRoutes } from "./modules/condicionantes/condicionantes.routes";
import { comprovacoesRoutes } from "./modules/condicionantes/comprovacoes.routes";
import type { Storage } from "./storage/storage";

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  /** Public address used in e-mail links, e.g. http://localhost:3000. */
  appUrl: string;
  authSecret: string;
  storage: Storage;
  /** "Now", injectable so date rules can be tested. */
  clock?: () => Date;
}

/** The whole HTTP API as a Hono app: the server listens with it, tests call `app.request`. */
export function createApp(deps: AppDeps) {
  const auth = createAuth({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl, secret: deps.authSecret });
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("requestId", crypto.randomUUID());
    await next();
  });
  app.use("*", secureHeaders());
  app.onError(handleError);

  app.route("/api/auth", authRoutes(auth));
  app.use("/api/*", sessionContext(auth, deps.db));
  app.route("/api", meRoutes());
  app.route("/api", adminRoutes({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl }));
  app.route("/api", clientesRoutes(deps.db));
  app.route("/api", empreendimentosRoutes(deps.db));
  // Every dated rule reads "today" from this clock, so tests can set the day.
  const timed = { db: deps.db, storage: deps.storage, clock: deps.clock ?? (() => new Date()) };
  app.route("/api", licencasRoutes(timed));
  app.route("/api", catalogosRoutes(deps.db));
  app.route("/api", condicionantesRoutes(timed));
  app.route("/api", comprovacoesRoutes(timed));
  app.route("/api", dashboardRoutes(timed));
  app.route("/api", calendarioRoutes(timed));

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Sistema de Gestão Ambiental API", version: "1" },
  });
  app.all("/api/*", () => {
    throw notFound("Rota não encontrada.");
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
