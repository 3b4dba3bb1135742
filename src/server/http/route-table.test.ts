// The route table, pinned: who each /api route admits, walked for every kind of caller. Opening
// a route to a role, or adding a route, fails here until its row below says so, so the change
// is seen and reviewed (decision 043).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { PLAIN_ROUTES_ACCESS } from "../app";
import { ROLES, type TRole } from "./actor";
import { accessTable, admitsActor, type TAcesso } from "./acesso";
import { assertEveryRouteDeclared } from "./gate";
import { okJson } from "./openapi";
import {
  Client,
  approveDirectly,
  createTestApp,
  readError,
  signInAsSuperAdmin,
  signUpAndConfirm,
  type TestApp,
} from "../test/test-app";
import { eq } from "drizzle-orm";
import { clientes, profiles } from "../db/schema";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const NO_ROLE = "Você não tem permissão para esta ação.";
const NOBODYS_ID = "00000000-0000-4000-8000-0000000000ff";

/**
 * Who each route admits: "publico" (no session needed), "visitante" (session optional),
 * "sessao" (signed in, approved or not), or the roles of an approved user. One row per route.
 */
const ADMITS: Record<string, string[]> = {
  publico: [
    "POST /api/auth/sign-up",
    "POST /api/auth/sign-in",
    "POST /api/auth/resend-confirmation",
    "GET /api/auth/verify-email",
    "GET /api/arquivos/:token",
    "GET /api/calendario/feed/:token",
    "GET /api/convites/verificar",
    "POST /api/convites/aceitar",
    "GET /api/openapi.json",
  ],
  visitante: ["GET /api/me"],
  sessao: ["POST /api/auth/sign-out", "PATCH /api/me/perfil", "POST /api/me/senha"],
  super_admin: [
    "GET /api/admin/companies",
    "POST /api/admin/companies",
    "PATCH /api/admin/companies/:id",
    "DELETE /api/admin/companies/:id",
    "GET /api/admin/pending-users",
    "POST /api/admin/pending-users/:id/approve",
    "DELETE /api/admin/pending-users/:id",
    "GET /api/admin/users",
    "POST /api/admin/prazos/varredura",
    "GET /api/admin/catalogo-legal",
    "POST /api/admin/catalogo-legal/:codigo/ajustes",
  ],
  "super_admin admin": [
    "GET /api/painel",
    "GET /api/lixeira",
    "POST /api/lixeira/:id/restaurar",
    "DELETE /api/lixeira/:id",
  ],
  "super_admin admin manager user": [
    "PATCH /api/me/notificacoes",
    "GET /api/licencas/exportar",
    "GET /api/clientes/exportar",
    "GET /api/empreendimentos/exportar",
    "GET /api/condicionantes/exportar",
    "GET /api/checklists/exportar",
    "GET /api/obrigacoes/exportar",
    "GET /api/usuarios/exportar",
    "GET /api/empreendimentos/:id/atividades/exportar",
    "GET /api/usuarios",
    "GET /api/usuarios/responsaveis",
    "PATCH /api/usuarios/:id/papel",
    "PATCH /api/usuarios/:id/ativo",
    "GET /api/clientes",
    "GET /api/clientes/filtros",
    "GET /api/clientes/opcoes",
    "GET /api/clientes/:id",
    "POST /api/clientes",
    "PATCH /api/clientes/:id",
    "DELETE /api/clientes/:id",
    "GET /api/clientes/:id/exclusao",
    "GET /api/clientes/:id/convites",
    "POST /api/clientes/:id/convites",
    "POST /api/clientes/:id/convites/:conviteId/reenviar",
    "POST /api/clientes/:id/convites/:conviteId/revogar",
    "PATCH /api/clientes/:id/convites/:conviteId/acesso",
    "PATCH /api/clientes/:id/portal",
    "GET /api/empreendimentos",
    "GET /api/empreendimentos/opcoes",
    "GET /api/empreendimentos/busca",
    "GET /api/empreendimentos/:id",
    "POST /api/empreendimentos",
    "PATCH /api/empreendimentos/:id",
    "DELETE /api/empreendimentos/:id",
    "GET /api/empreendimentos/:id/exclusao",
    "GET /api/licencas",
    "GET /api/licencas/opcoes",
    "GET /api/licencas/:id",
    "POST /api/licencas",
    "PATCH /api/licencas/:id",
    "PATCH /api/licencas/:id/renovacao",
    "DELETE /api/licencas/:id",
    "GET /api/licencas/:id/exclusao",
    "POST /api/licencas/:id/documentos",
    "GET /api/licencas/:id/documentos/:docId/link",
    "DELETE /api/licencas/:id/documentos/:docId",
    "PATCH /api/licencas/:id/documentos/:docId",
    "GET /api/licenca-tipos",
    "POST /api/licenca-tipos",
    "PATCH /api/licenca-tipos/:id",
    "DELETE /api/licenca-tipos/:id",
    "GET /api/atividades",
    "POST /api/atividades",
    "PATCH /api/atividades/:id",
    "DELETE /api/atividades/:id",
    "GET /api/licencas/:id/condicionantes",
    "POST /api/licencas/:id/condicionantes",
    "POST /api/licencas/:id/condicionantes/importar-pdf",
    "POST /api/licencas/:id/condicionantes/importar-pdf/confirmar",
    "POST /api/condicionantes",
    "GET /api/condicionantes/secoes",
    "GET /api/condicionantes/:id",
    "PATCH /api/condicionantes/:id",
    "PATCH /api/condicionantes/:id/status",
    "PATCH /api/condicionantes/:id/aprovacao",
    "POST /api/condicionantes/:id/copia",
    "DELETE /api/condicionantes/:id",
    "GET /api/condicionantes/:id/exclusao",
    "PUT /api/condicionantes/:id/periodicidade",
    "POST /api/condicionantes/:id/reavaliar",
    "POST /api/condicionantes/:id/comprovacoes",
    "PATCH /api/comprovacoes/:id",
    "DELETE /api/comprovacoes/:id",
    "POST /api/comprovacoes/:id/aprovar",
    "POST /api/comprovacoes/:id/rejeitar",
    "POST /api/condicionantes/:id/documentos",
    "PATCH /api/documentos/:id",
    "GET /api/documentos/:id/link",
    "DELETE /api/documentos/:id",
    "GET /api/dashboard",
    "GET /api/calendario",
    "GET /api/me/calendario-feed",
    "POST /api/me/calendario-feed",
    "DELETE /api/me/calendario-feed",
    "GET /api/relatorios/empreendimentos/:id",
    "POST /api/empreendimentos/:id/atividades",
    "PATCH /api/cronograma/atividades/:id",
    "PATCH /api/cronograma/atividades/:id/status",
    "DELETE /api/cronograma/atividades/:id",
    "GET /api/cronograma/atividades/:id/exclusao",
    "GET /api/cronograma/atividades/:id/documentos",
    "POST /api/cronograma/atividades/:id/documentos",
    "GET /api/relatorios/consolidado",
    "GET /api/relatorios/consolidado/lote",
    "GET /api/obrigacoes",
    "GET /api/obrigacoes/secoes",
    "POST /api/obrigacoes",
    "GET /api/obrigacoes/:id",
    "DELETE /api/obrigacoes/:id",
    "GET /api/obrigacoes/:id/exclusao",
    "POST /api/obrigacoes/instancias/:id/cumprir",
    "PATCH /api/obrigacoes/instancias/:id",
    "POST /api/obrigacoes/instancias/:id/comprovacoes",
    "DELETE /api/obrigacoes/comprovacoes/:id",
    "POST /api/obrigacoes/comprovacoes/:id/aprovar",
    "POST /api/obrigacoes/comprovacoes/:id/rejeitar",
    "GET /api/clientes/:id/calendario-legal",
    "POST /api/clientes/:id/calendario-legal",
    "GET /api/obrigacao-modelos",
    "POST /api/obrigacao-modelos",
    "PATCH /api/obrigacao-modelos/:id",
    "DELETE /api/obrigacao-modelos/:id",
    "PUT /api/clientes/:id/perfil-legal",
    "GET /api/checklists",
    "POST /api/checklists",
    "GET /api/checklists/:id",
    "PATCH /api/checklists/:id/status",
    "DELETE /api/checklists/:id",
    "GET /api/checklists/:id/exclusao",
    "POST /api/checklists/:id/itens",
    "PATCH /api/checklist-itens/:id",
    "PATCH /api/checklist-itens/:id/ordem",
    "DELETE /api/checklist-itens/:id",
    "GET /api/empresa",
    "PUT /api/empresa",
    "PATCH /api/empresa/configuracoes",
    "PATCH /api/empresa/automatizacoes",
    "POST /api/empresa/logo",
    "DELETE /api/empresa/logo",
    "GET /api/empresa/logo",
    "GET /api/alertas",
    "POST /api/alertas/lidas",
    "POST /api/alertas/:id/lida",
    "GET /api/historico",
    "GET /api/importar/clientes/modelo",
    "POST /api/importar/clientes/previa",
    "POST /api/importar/clientes/confirmar",
    "GET /api/importar/empreendimentos/modelo",
    "POST /api/importar/empreendimentos/previa",
    "POST /api/importar/empreendimentos/confirmar",
    "GET /api/importar/licencas/modelo",
    "POST /api/importar/licencas/previa",
    "POST /api/importar/licencas/confirmar",
  ],
  // The portal (decision 044): its reads also admit the company's people, who preview it with
  // ?cliente= ('Ver como cliente'); its one write admits the client's own users only.
  "super_admin admin manager user cliente": [
    "GET /api/portal/licencas/exportar",
    "GET /api/portal/condicionantes/exportar",
    "GET /api/portal",
    "GET /api/portal/pendencias",
    "GET /api/portal/empreendimentos/:id",
    "GET /api/portal/licencas/:id",
    "GET /api/portal/licenca-documentos/:id/link",
    "GET /api/portal/documentos/:id/link",
    "GET /api/portal/logo",
    "GET /api/portal/obrigacoes-legais",
    "GET /api/portal/obrigacoes-legais/exportar",
  ],
  cliente: [
    "POST /api/portal/condicionantes/:id/comprovacoes",
    "POST /api/portal/obrigacoes-legais/vencimentos/:id/comprovacoes",
    "POST /api/portal/calendario",
  ],
};

const pinned = new Map(Object.entries(ADMITS).flatMap(([who, routes]) => routes.map((r) => [r, who] as const)));
/** A declaration as the pinned table writes it: the word, or the roles in the table's order. */
const written = (acesso: TAcesso | undefined) =>
  acesso === undefined || typeof acesso === "string" ? acesso : ROLES.filter((r) => acesso.includes(r)).join(" ");

type TCaller = "sem sessão" | "pendente" | "cliente sem escopo" | TRole;

let t: TestApp;
let routes: string[];
const callers = new Map<TCaller, Client>();

beforeAll(async () => {
  t = await createTestApp();
  callers.set("sem sessão", new Client(t.app));
  callers.set("pendente", (await signUpAndConfirm(t, "pendente@tabela.example.com")).client);
  callers.set("super_admin", await signInAsSuperAdmin(t));
  for (const role of ["admin", "manager", "user"] as const) {
    const { client, userId } = await signUpAndConfirm(t, `${role}@tabela.example.com`);
    await approveDirectly(t, userId, role, `Empresa ${role}`);
    callers.set(role, client);
  }
  // A portal user of one client; and a 'cliente' row with no client (purged), which admits nothing.
  const { client, userId } = await signUpAndConfirm(t, "cliente@tabela.example.com");
  const empresa = await approveDirectly(t, userId, "cliente", "Empresa cliente");
  const [cliente] = await t.database.db
    .insert(clientes)
    .values({ companyId: empresa.id, nome: "Cliente da Tabela", tipoPessoa: "juridica" })
    .returning();
  await t.database.db.update(profiles).set({ clienteId: cliente.id }).where(eq(profiles.id, userId));
  callers.set("cliente", client);
  const semEscopo = await signUpAndConfirm(t, "sem-escopo@tabela.example.com");
  await approveDirectly(t, semEscopo.userId, "cliente", "Empresa sem escopo");
  callers.set("cliente sem escopo", semEscopo.client);
  const seen = new Set<string>();
  for (const r of t.app.routes) if (r.method !== "ALL" && r.path.startsWith("/api/")) seen.add(`${r.method} ${r.path}`);
  // Signing out last: it ends the caller's session.
  routes = [...seen].sort((a, b) => Number(a === "POST /api/auth/sign-out") - Number(b === "POST /api/auth/sign-out"));
});
afterAll(() => t.close());

/** What the gate answers `caller` on a route declared `who`: null when it lets the request through. */
function expected(who: string, caller: TCaller): [number, string] | null {
  if (who === "publico" || who === "visitante") return null;
  if (caller === "sem sessão") return [401, NO_SESSION];
  if (who === "sessao") return null;
  if (caller === "pendente") return [403, NO_COMPANY];
  if (caller === "cliente sem escopo") return [403, NO_ROLE];
  return who.split(" ").includes(caller) ? null : [403, NO_ROLE];
}

async function send(client: Client, route: string) {
  const [method, path] = route.split(" ");
  const url = path.replace(/:token/, "dG9rZW4").replace(/:[^/]+/g, NOBODYS_ID);
  return client.request(method, url, method === "GET" || method === "DELETE" ? undefined : {});
}

describe("the pinned route table", () => {
  it("has one row for every route, each saying exactly what the route declares", () => {
    const declared = accessTable(t.app, PLAIN_ROUTES_ACCESS);
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      if (!pinned.has(route)) problems.push(`${route}: no pinned row; add it to ADMITS`);
      else if (written(declared.get(route)) !== pinned.get(route))
        problems.push(`${route}: declares ${written(declared.get(route))}, pinned ${pinned.get(route)}`);
    }
    for (const route of pinned.keys()) if (!routes.includes(route)) problems.push(`${route}: pinned but not a route`);
    expect(problems).toEqual([]);
  });

  it("opens to a client user the portal's routes and no other", () => {
    const declared = accessTable(t.app, PLAIN_ROUTES_ACCESS);
    const opened = routes.filter((r) => {
      const acesso = declared.get(r);
      return acesso !== undefined && typeof acesso !== "string" && admitsActor(acesso, { role: "cliente" });
    });
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.filter((r) => !r.split(" ")[1].startsWith("/api/portal"))).toEqual([]);
  });

  it("answers every route as pinned for every caller: no session, pending, each role, and a client row without a client", async () => {
    const wrong: string[] = [];
    for (const [caller, client] of callers) {
      for (const route of routes) {
        const res = await send(client, route);
        const want = expected(pinned.get(route)!, caller);
        const message = res.status === 401 || res.status === 403 ? (await readError(res)).message : undefined;
        const refused = message === NO_SESSION || message === NO_COMPANY || message === NO_ROLE;
        if (want ? res.status !== want[0] || message !== want[1] : refused)
          wrong.push(`${caller} ${route}: ${res.status} ${message ?? ""}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a route that declares nothing", () => {
  it("stops the app at start-up", () => {
    const table = accessTable(t.app, PLAIN_ROUTES_ACCESS);
    expect(() => assertEveryRouteDeclared(t.app.routes, table)).not.toThrow();
    expect(() => assertEveryRouteDeclared([{ method: "GET", path: "/api/sem-declaracao" }], table)).toThrow(
      /GET \/api\/sem-declaracao/,
    );
  });

  it("is closed to everyone, the super-administrator too, if it is mounted after start-up", async () => {
    const late = await createTestApp();
    late.app.openapi(
      createRoute({ method: "get", path: "/api/sem-declaracao", responses: okJson(z.object({ aberta: z.boolean() })) }),
      (c) => c.json({ aberta: true }),
    );
    const callers = { "sem sessão": new Client(late.app), super_admin: await signInAsSuperAdmin(late) };
    for (const [caller, client] of Object.entries(callers)) {
      const res = await client.get("/api/sem-declaracao");
      expect(res.status, caller).toBe(403);
      expect((await readError(res)).message, caller).toBe(NO_ROLE);
    }
    await late.close();
  });
});
