import crypto from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { createAuth, type TPasswordHashing } from "./auth/auth";
import type { Db } from "./db/client";
import type { AppEnv } from "./http/context";
import { assertEveryRouteDeclared, gate } from "./http/gate";
import { accessTable, type TAccessTable, type TAcesso } from "./http/acesso";
import { apiDocument } from "./http/openapi-document";
import { portalRunner, scopedTenantRunner, systemRunner, tenantRunner } from "./http/tenant";
import { lagTolerant, recordWrites } from "./http/leitura";
import type { ReadReplica } from "./db/leitura";
import { handleError, notFound } from "./http/errors";
import { inputGuard } from "./http/input-guard";
import { Admission, admission, admissionLimits, type TAdmissionLimits } from "./http/admission";
import { originCheck, securityHeaders } from "./http/security";
import { RateLimiter } from "./http/rate-limit";
import type { Mailer } from "./mail/mailer";
import { adminRoutes } from "./modules/admin/admin.routes";
import { painelRoutes } from "./modules/admin/painel.routes";
import { prazosRoutes } from "./modules/prazos/prazos.routes";
import { sweepDia } from "./modules/prazos/varredura";
import { authRoutes } from "./modules/auth/auth.routes";
import { meRoutes } from "./modules/auth/me.routes";
import { perfilRoutes } from "./modules/auth/perfil.routes";
import { clientesRoutes } from "./modules/clientes/clientes.routes";
import { convitesRoutes } from "./modules/convites/convites.routes";
import { empreendimentosRoutes } from "./modules/empreendimentos/empreendimentos.routes";
import { licencasRoutes } from "./modules/licencas/licencas.routes";
import { catalogoLegalRoutes } from "./modules/admin/catalogo-legal.routes";
import { catalogosRoutes } from "./modules/licencas/catalogos.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { calendarioRoutes } from "./modules/calendario/calendario.routes";
import { calendarioFeedRoutes } from "./modules/calendario/feed.routes";
import { condicionantesRoutes } from "./modules/condicionantes/condicionantes.routes";
import { comprovacoesRoutes } from "./modules/condicionantes/comprovacoes.routes";
import { exclusaoNaCondicionante } from "./modules/condicionantes/anexos.service";
import { documentosRoutes } from "./modules/documentos/documentos.routes";
import { usuariosRoutes } from "./modules/usuarios/usuarios.routes";
import { lixeiraRoutes } from "./modules/lixeira/lixeira.routes";
import { cronogramaRoutes } from "./modules/cronograma/cronograma.routes";
import { relatoriosRoutes } from "./modules/relatorios/relatorios.routes";
import { checklistsRoutes } from "./modules/checklists/checklists.routes";
import { obrigacoesRoutes } from "./modules/obrigacoes/obrigacoes.routes";
import { obrigacaoComprovacoesRoutes } from "./modules/obrigacoes/comprovacoes.routes";
import { empresasRoutes } from "./modules/empresas/empresas.routes";
import { alertasRoutes } from "./modules/alertas/alertas.routes";
import { historicoRoutes } from "./modules/historico/historico.routes";
import { exportarRoutes } from "./modules/exportar/exportar.routes";
import { portalRoutes } from "./modules/portal/portal.routes";
import { importarRoutes } from "./modules/importar/importar.routes";
import { importarPdfRoutes } from "./modules/importar-pdf/importar-pdf.routes";
import type { Storage } from "./storage/storage";
import { TODAY_HEADER, todayIn } from "../shared/rules/datas";

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  /** Public address used in e-mail links, e.g. http://localhost:3000. */
  appUrl: string;
  authSecret: string;
  storage: Storage;
  /** "Now", injectable so date rules can be tested. */
  clock?: () => Date;
  /** Proxies in front whose X-Forwarded-For names the client (TRUST_PROXY); 0 when absent. */
  trustProxy?: number;
  /** How many API requests run at once and wait in line (http/admission.ts); embedded's by default. */
  admission?: TAdmissionLimits;
  /** Refreshes tables' statistics after bulk changes (Database.analyze); nothing when absent. */
  analyze?: (tables: string[]) => Promise<void>;
  /** The tests' cheaper hashing (auth/auth.ts); better-auth's scrypt when absent. */
  passwordHashing?: TPasswordHashing;
  /** A standby for the reads that tolerate a few seconds of lag (DATABASE_READ_URL, decision 070). */
  readReplica?: ReadReplica;
}

/** The whole HTTP API as a Hono app: the server listens with it, tests call `app.request`. */
export function createApp(deps: AppDeps) {
  const { mailer, appUrl, authSecret, passwordHashing } = deps;
  const auth = createAuth({ db: deps.db, mailer, appUrl, authSecret, passwordHashing });
  const app = new OpenAPIHono<AppEnv>();
  // Every "now" and "today" of the API comes from this one clock (never new Date() nor SQL's
  // now()), so tests can set the instant and the day; docs/decisions/010-test-suite-and-clock.md.
  const clock = deps.clock ?? (() => new Date());

  app.use("*", async (c, next) => {
    c.set("requestId", crypto.randomUUID());
    await next();
  });
  app.use("*", securityHeaders());
  app.onError(handleError);
  // The browser takes "today" from here, not from its own clock (web/lib/server-today.ts).
  app.use("/api/*", async (c, next) => {
    await next();
    c.res.headers.set(TODAY_HEADER, todayIn(clock()));
  });
  app.use("/api/*", originCheck(deps.appUrl));
  app.use("/api/*", admission(new Admission(deps.admission ?? admissionLimits("embedded"))));
  app.use("/api/*", inputGuard());
  if (deps.readReplica) app.use("/api/*", recordWrites(deps.readReplica, deps.appUrl));

  // Before every route: nothing under /api answers without passing the gate (http/gate.ts),
  // which reads each route's own declaration; the table of them is read once every route below
  // is registered (and checked then, at start-up).
  let access: TAccessTable | undefined;
  const accessOfRoutes = () => (access ??= accessTable(app, PLAIN_ROUTES_ACCESS));
  app.use("/api/*", gate(auth, deps.db, clock, accessOfRoutes));

  // Routes reach the database only through these runners (db/tenant.ts), never directly; the
  // calendar feed's scoped tenant runner takes its scope from a token's owner (decision 027).
  // The rate limits and the deadline sweep cross companies: they run on the system path, and
  // the routes get them ready-made, not the handle.
  const tenant = tenantRunner(deps.db);
  const system = systemRunner(deps.db);
  // The reads that tolerate a few seconds of lag (exports, the consolidated report, the calendar
  // feed): on the standby when one is configured and has the session's writes (decision 070).
  const lagging = lagTolerant(deps.db, deps.readReplica);
  const tenantLagging = tenantRunner(lagging);
  const limiter = new RateLimiter(system, { now: clock });
  const sweep = { db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl };
  app.route("/api/auth", authRoutes(auth, { limiter, trustProxy: deps.trustProxy }));
  app.route("/api", meRoutes(tenant));
  app.route("/api", perfilRoutes(auth, { system, tenant, limiter }));
  app.route("/api", adminRoutes({ system, mailer: deps.mailer, appUrl: deps.appUrl }));
  app.route("/api", painelRoutes({ tenant, system }));
  app.route("/api", catalogoLegalRoutes({ system }));
  app.route("/api", prazosRoutes({ sweepDia: (dia) => sweepDia(sweep, dia), clock }));
  // Before the lists' routers: their /{id} would take 'exportar' for an id.
  app.route("/api", exportarRoutes({ tenant: tenantLagging }));
  app.route("/api", usuariosRoutes({ tenant, system }));
  app.route("/api", clientesRoutes(tenant));
  app.route("/api", obrigacoesRoutes(tenant));
  app.route(
    "/api",
    convitesRoutes({
      tenant,
      system,
      auth,
      limiter,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      clock,
      trustProxy: deps.trustProxy,
    }),
  );
  app.route("/api", empreendimentosRoutes(tenant));
  const withStorage = { tenant, storage: deps.storage };
  app.route("/api", licencasRoutes(withStorage));
  app.route("/api", catalogosRoutes(tenant));
  app.route("/api", condicionantesRoutes(withStorage));
  app.route("/api", comprovacoesRoutes(withStorage));
  app.route("/api", obrigacaoComprovacoesRoutes(withStorage));
  app.route(
    "/api",
    documentosRoutes({
      tenant,
      system,
      storage: deps.storage,
      noDono: { condicionante: exclusaoNaCondicionante },
    }),
  );
  app.route("/api", dashboardRoutes(withStorage));
  app.route("/api", calendarioRoutes(withStorage));
  app.route(
    "/api",
    calendarioFeedRoutes({ system, scoped: scopedTenantRunner(lagging), limiter, appUrl: deps.appUrl, clock }),
  );
  app.route("/api", cronogramaRoutes(withStorage));
  app.route("/api", relatoriosRoutes({ tenant: tenantLagging }));
  app.route("/api", lixeiraRoutes({ tenant, storage: deps.storage }));
  app.route("/api", checklistsRoutes(tenant));
  app.route("/api", empresasRoutes(withStorage));
  app.route("/api", alertasRoutes({ tenant }));
  app.route("/api", historicoRoutes({ tenant }));
  app.route("/api", importarRoutes({ tenant, analyze: deps.analyze }));
  app.route("/api", importarPdfRoutes(withStorage));
  app.route(
    "/api",
    portalRoutes({ portal: portalRunner(deps.db), portalLagging: portalRunner(lagging), storage: deps.storage }),
  );

  // Built on the first request, once every route above is registered; the cookie's name is
  // better-auth's (a __Secure- prefix behind https), the one the gate reads.
  let openApi: ReturnType<typeof apiDocument> | undefined;
  app.get("/api/openapi.json", async (c) => {
    const sessionCookie = (await auth.$context).authCookies.sessionToken.name;
    return c.json((openApi ??= apiDocument(app, { appUrl: deps.appUrl, sessionCookie })));
  });
  app.all("/api/*", () => {
    throw notFound("Rota não encontrada.");
  });
  assertEveryRouteDeclared(app.routes, accessOfRoutes());
  return app;
}

/** The routes outside the OpenAPI document, declared here beside their definitions above. */
export const PLAIN_ROUTES_ACCESS: Record<string, TAcesso> = {
  // The document describes the API to anyone who would call it.
  "GET /api/openapi.json": "publico",
};

export type App = ReturnType<typeof createApp>;
