// Walks the application's own route table: every /api route, present and future, must be behind
// the gate (401 without a session, 403 while pending, 403 for a role its declaration leaves out)
// and must answer another company's ids with 404, leaving that company's data as it was. Who
// each route admits is pinned in route-table.test.ts.
import { sql } from "drizzle-orm";
import { PARTICIPACOES } from "../db/participacoes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asSystem } from "../db/tenant";
import { Client, approveDirectly, createTestApp, readError, signUpAndConfirm, type TestApp } from "../test/test-app";
import { postJson } from "../test/expect";
import { pdfBytes } from "../test/files";
import { novaCondicionante, novaLicenca, uploadOk } from "../modules/condicionantes/anexos.fixture";
import { novoAlerta } from "../modules/alertas/alertas.fixture";
import { PLAIN_ROUTES_ACCESS } from "../app";
import { accessTable, EQUIPE, type TAccessTable } from "./acesso";
import type { TComprovacao } from "../../shared/schemas/condicionantes";
import type { TLicencaDocumento } from "../../shared/schemas/licencas";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const NO_ROLE = "Você não tem permissão para esta ação.";
const OTHER_ID = "00000000-0000-4000-8000-000000000001";

/**
 * A valid request body for every write route that names a record in its path, so the request
 * reaches the ownership check instead of stopping at validation. A new such route must add its
 * body here; the test says so when one is missing. `file` marks the multipart uploads of one
 * file; `files` those of several, with the form's file field and its text fields.
 */
const BODIES: Record<
  string,
  { json?: object; file?: true; files?: { campo: string; fields: Record<string, string> } } | "none"
> = {
  "PATCH /api/clientes/:id": { json: { nome: "Intruso", tipoPessoa: "juridica" } },
  "PATCH /api/empreendimentos/:id": { json: { nome: "Intruso", clienteId: OTHER_ID } },
  "PATCH /api/licencas/:id": {
    json: { clienteId: OTHER_ID, empreendimentoId: OTHER_ID, tipo: "LO", numero: "X-1", orgao: "IMA" },
  },
  "PATCH /api/licencas/:id/renovacao": { json: { emRenovacao: true } },
  "POST /api/licencas/:id/documentos": { file: true },
  "POST /api/licencas/:id/condicionantes": {
    json: { nome: "Intrusa", descricao: "Intrusa", status: "pendente", dataPrazo: "2026-06-30" },
  },
  "POST /api/licencas/:id/condicionantes/importar-pdf": { file: true },
  "POST /api/licencas/:id/condicionantes/importar-pdf/confirmar": {
    json: { itens: [{ numero: "1", descricao: "Intrusa", prazo: { tipo: "vigencia", texto: "Permanente" } }] },
  },
  "PATCH /api/licenca-tipos/:id": { json: { codigo: "INTR", nome: "Intruso" } },
  "PATCH /api/atividades/:id": { json: { nome: "Intrusa" } },
  "PATCH /api/condicionantes/:id": { json: { nome: "Intrusa", descricao: "Intrusa", status: "pendente" } },
  "PATCH /api/condicionantes/:id/status": { json: { status: "em_andamento" } },
  "PATCH /api/condicionantes/:id/aprovacao": { json: { aprovada: true } },
  "PUT /api/condicionantes/:id/periodicidade": {
    json: { tipo: "mensal", intervalo: 1, dataInicio: "2026-01-01", dataFim: "2026-03-01" },
  },
  "POST /api/condicionantes/:id/copia": "none",
  "POST /api/condicionantes/:id/reavaliar": "none",
  "POST /api/condicionantes/:id/comprovacoes": { json: { dataEntrega: "2026-01-10" } },
  "POST /api/condicionantes/:id/documentos": { file: true },
  "PATCH /api/comprovacoes/:id": { json: { statusComprovacao: "aprovada" } },
  "POST /api/comprovacoes/:id/aprovar": "none",
  "POST /api/comprovacoes/:id/rejeitar": { json: { motivo: "Intruso" } },
  "PATCH /api/licencas/:id/documentos/:docId": { json: { visivelPortal: true } },
  "PATCH /api/documentos/:id": { json: { condicionanteCumprida: true } },
  "POST /api/lixeira/:id/restaurar": "none",
  "POST /api/empreendimentos/:id/atividades": { json: { titulo: "Intrusa" } },
  "PATCH /api/cronograma/atividades/:id": { json: { titulo: "Intrusa" } },
  "PATCH /api/cronograma/atividades/:id/status": { json: { status: "concluida" } },
  "POST /api/cronograma/atividades/:id/documentos": { file: true },
  "PATCH /api/checklists/:id/status": { json: { status: "concluido" } },
  "POST /api/checklists/:id/itens": { json: { descricao: "Intruso" } },
  "PATCH /api/checklist-itens/:id": { json: { concluido: true } },
  "PATCH /api/checklist-itens/:id/ordem": { json: { ordem: 1 } },
  "PATCH /api/usuarios/:id/papel": { json: { role: "user" } },
  "PATCH /api/usuarios/:id/ativo": { json: { ativo: false } },
  "POST /api/alertas/:id/lida": "none",
  "POST /api/clientes/:id/convites": { json: { nome: "Intruso", email: "intruso@example.com" } },
  "POST /api/clientes/:id/convites/:conviteId/reenviar": "none",
  "POST /api/clientes/:id/convites/:conviteId/revogar": "none",
  "PATCH /api/clientes/:id/convites/:conviteId/acesso": { json: { ativo: false } },
  "PATCH /api/clientes/:id/portal": { json: { ativo: false } },
  "PATCH /api/obrigacoes/instancias/:id": { json: { status: "em_andamento" } },
  "POST /api/obrigacoes/instancias/:id/cumprir": { json: {} },
  "POST /api/obrigacoes/instancias/:id/comprovacoes": {
    files: { campo: "arquivos", fields: { dataEntrega: "2026-01-05", cumprir: "true" } },
  },
  "POST /api/obrigacoes/comprovacoes/:id/aprovar": "none",
  "POST /api/obrigacoes/comprovacoes/:id/rejeitar": { json: { motivo: "Intruso" } },
  "PUT /api/clientes/:id/perfil-legal": { json: { ctfNumero: "123" } },
  "POST /api/clientes/:id/calendario-legal": { json: { itens: [{ codigo: "ibama-rapp", empreendimentoId: null }] } },
  "PATCH /api/obrigacao-modelos/:id": { json: { titulo: "Intruso", orgao: "IBAMA", recorrencia: { tipo: "unica" } } },
};

/** Which of the other company's records a path parameter names, by the segment before it. */
type TIds = Record<
  | "cliente"
  | "empreendimento"
  | "licenca"
  | "licencaDoc"
  | "tipo"
  | "atividade"
  | "atividadeCronograma"
  | "condicionante"
  | "comprovacao"
  | "documento"
  | "empresa"
  | "pendente"
  | "lixeira"
  | "checklist"
  | "checklistItem"
  | "usuario"
  | "alerta"
  | "convite"
  | "obrigacao"
  | "obrigacaoInstancia"
  | "modelo"
  | "obrigacaoComprovacao",
  string
>;
const PARAM_OWNERS: Record<string, keyof TIds> = {
  clientes: "cliente",
  empreendimentos: "empreendimento",
  licencas: "licenca",
  "licenca-tipos": "tipo",
  atividades: "atividade",
  condicionantes: "condicionante",
  comprovacoes: "comprovacao",
  documentos: "documento",
  companies: "empresa",
  "pending-users": "pendente",
  lixeira: "lixeira",
  checklists: "checklist",
  "checklist-itens": "checklistItem",
  usuarios: "usuario",
  alertas: "alerta",
  convites: "convite",
  "licenca-documentos": "licencaDoc",
  obrigacoes: "obrigacao",
  // /obrigacoes/instancias/:id: an obligation's due date.
  instancias: "obrigacaoInstancia",
  // /portal/obrigacoes-legais/vencimentos/:id: the same due dates, as the client's portal names them.
  vencimentos: "obrigacaoInstancia",
  "obrigacao-modelos": "modelo",
};

let t: TestApp;
let anonymous: Client;
let pending: Client;
let plainUser: Client; // role 'user' of Alfa
let companyAdmin: Client; // role 'admin' of Alfa, not a super-administrator
let beta: TIds; // one record of every kind, of another company (Beta)
let routes: Array<{ method: string; path: string }>;
let declared: TAccessTable;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = new Client(t.app);
  const waiting = await signUpAndConfirm(t, "pendente@gate.example.com");
  pending = waiting.client;
  const user = await signUpAndConfirm(t, "usuario@alfa.example.com");
  await approveDirectly(t, user.userId, "user", "Alfa Ambiental");
  plainUser = user.client;
  const admin = await signUpAndConfirm(t, "admin@alfa.example.com");
  await approveDirectly(t, admin.userId, "admin", "Alfa Administração");
  companyAdmin = admin.client;

  const owner = await signUpAndConfirm(t, "dona@beta.example.com");
  const betaCompany = await approveDirectly(t, owner.userId, "admin", "Beta Consultoria");
  const licenca = await novaLicenca(owner.client, "Cliente da Beta", "Projeto da Beta", "LO-BETA-9");
  const docRes = await owner.client.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", "b.pdf", pdfBytes());
  const licencaDoc = (await docRes.json()) as TLicencaDocumento;
  const condicionante = await novaCondicionante(owner.client, licenca.id);
  const prova = await postJson<TComprovacao>(owner.client, `/api/condicionantes/${condicionante.id}/comprovacoes`, {
    dataEntrega: "2026-01-05",
  });
  const { documento } = await uploadOk(owner.client, condicionante.id, "c.pdf", pdfBytes());
  const tipo = await postJson<{ id: string }>(owner.client, "/api/licenca-tipos", { codigo: "LAB", nome: "Beta" });
  const atividade = await postJson<{ id: string }>(owner.client, "/api/atividades", { nome: "Lavra da Beta" });
  const atividadeCronograma = await postJson<{ id: string }>(
    owner.client,
    `/api/empreendimentos/${licenca.empreendimento.id}/atividades`,
    { titulo: "Sondagem da Beta" },
  );
  // Something of Beta's in its bin.
  const descartado = await postJson<{ id: string }>(owner.client, "/api/clientes", { nome: "Descartado da Beta" });
  await owner.client.delete(`/api/clientes/${descartado.id}`);
  const [entrada] = ((await (await owner.client.get("/api/lixeira")).json()) as { items: { id: string }[] }).items;
  const checklist = await postJson<{ id: string }>(owner.client, "/api/checklists", { titulo: "Checklist da Beta" });
  const comItem = await postJson<{ itens: { id: string }[] }>(owner.client, `/api/checklists/${checklist.id}/itens`, {
    descricao: "Item da Beta",
  });
  const convite = await postJson<{ id: string }>(owner.client, `/api/clientes/${licenca.cliente.id}/convites`, {
    nome: "Pessoa da Beta",
    email: "pessoa@cliente-beta.example.com",
  });
  const obrigacao = await postJson<{ id: string; instancias: { id: string }[] }>(owner.client, "/api/obrigacoes", {
    ...{ clienteId: licenca.cliente.id, titulo: "RAPP da Beta", orgao: "IBAMA", recorrencia: { tipo: "unica" } },
  });
  const modelo = await postJson<{ id: string }>(owner.client, "/api/obrigacao-modelos", {
    ...{ titulo: "Modelo da Beta", orgao: "IBAMA", recorrencia: { tipo: "unica" } },
  });
  const provaDaObrigacao = await owner.client.postFiles(
    `/api/obrigacoes/instancias/${obrigacao.instancias[0].id}/comprovacoes`,
    "arquivos",
    [{ name: "recibo.pdf", bytes: pdfBytes() }],
    { dataEntrega: "2026-01-05" },
  );
  const comProva = (await provaDaObrigacao.json()) as { instancias: { comprovacoes: { id: string }[] }[] };
  beta = {
    modelo: modelo.id,
    obrigacao: obrigacao.id,
    obrigacaoInstancia: obrigacao.instancias[0].id,
    obrigacaoComprovacao: comProva.instancias[0].comprovacoes[0].id,
    convite: convite.id,
    cliente: licenca.cliente.id,
    empreendimento: licenca.empreendimento.id,
    licenca: licenca.id,
    licencaDoc: licencaDoc.id,
    tipo: tipo.id,
    atividade: atividade.id,
    atividadeCronograma: atividadeCronograma.id,
    condicionante: condicionante.id,
    comprovacao: prova.id,
    documento: documento.id,
    empresa: betaCompany.id,
    pendente: waiting.userId,
    lixeira: entrada.id,
    checklist: checklist.id,
    checklistItem: comItem.itens[0].id,
    usuario: owner.userId,
    // An alert of Beta's, unread, as the daily sweep writes it.
    alerta: await novoAlerta(
      t.database.db,
      { companyId: betaCompany.id, itemId: licenca.id, prazo: "2026-06-01", marco: 30 },
      [owner.userId],
    ),
  };

  const seen = new Set<string>();
  routes = t.app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map((r) => ({ method: r.method, path: r.path }));
  declared = accessTable(t.app, PLAIN_ROUTES_ACCESS);
});
afterAll(() => t.close());

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const accessOf = (r: { method: string; path: string }) => declared.get(key(r));
/** The roles of a route open to fewer than the whole staff (the administrators', the platform's). */
function narrowRolesOf(r: { method: string; path: string }) {
  const acesso = accessOf(r);
  return typeof acesso === "object" && !EQUIPE.every((role) => acesso.includes(role)) ? acesso : undefined;
}
/** A route for any approved user of the company, whatever the role. */
const forTheStaff = (r: { method: string; path: string }) => typeof accessOf(r) === "object" && !narrowRolesOf(r);

/** The route's path with each parameter replaced by the other company's record it names. */
function concrete(path: string): string {
  return path.replace(/\/([^/]+)\/:([^/]+)/g, (_match, segment: string, param: string) => {
    // /atividades is the catalogue's; the schedule's activities live under /cronograma/atividades.
    const owner =
      param === "docId"
        ? "licencaDoc"
        : path.startsWith("/api/cronograma/atividades/")
          ? "atividadeCronograma"
          : // /comprovacoes are a condition's; an obligation's due date's live under /obrigacoes.
            path.startsWith("/api/obrigacoes/comprovacoes/")
            ? "obrigacaoComprovacao"
            : PARAM_OWNERS[segment];
    // A catalogue entry's code (the super-administrator's overrides): no company's record.
    if (param === "codigo") return `/${segment}/ibama-rapp`;
    if (param === "token") return `/${segment}/${Buffer.from("licencas/x/y.pdf").toString("base64url")}`;
    if (!owner) throw new Error(`gate.test: no record of another company for :${param} in ${path}; add it`);
    return `/${segment}/${beta[owner]}`;
  });
}

async function send(client: Client, route: { method: string; path: string }) {
  // A company user reads the portal previewing one client: here, the other company's.
  const vista = route.method === "GET" && route.path.startsWith("/api/portal") ? `?cliente=${beta.cliente}` : "";
  const url = concrete(route.path) + vista;
  const body = BODIES[key(route)];
  if (body && body !== "none" && body.file) return client.postFile(url, "arquivo", "intruso.pdf", pdfBytes());
  if (body && body !== "none" && body.files) {
    const { campo, fields } = body.files;
    return client.postFiles(url, campo, [{ name: "intruso.pdf", bytes: pdfBytes() }], fields);
  }
  if (route.method === "GET" || route.method === "DELETE") return client.request(route.method, url);
  return client.request(route.method, url, body && body !== "none" ? body.json : {});
}

/** Every row of the other company, table by table: what "left as it was" compares. */
async function betaRows() {
  return asSystem(t.database.db, async (tx) => {
    // Every table with a company_id, as the tables declare themselves (db/participacoes.ts).
    const tables = PARTICIPACOES.filter((d) => d.muro !== "propria").map((d) => d.tabela);
    const out: Record<string, unknown> = {};
    for (const table of tables) {
      const res = await tx.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n
            from ${sql.identifier(table)} t
            where t.company_id = (select company_id from clientes where id = ${beta.cliente})`,
      );
      out[table] = (res as unknown as { rows: unknown[] }).rows[0];
    }
    return out;
  });
}

describe("the gate over the whole route table", () => {
  it("finds the application's routes, the public ones among them", () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(accessOf(route), key(route)).toBeDefined();
    expect(routes.filter((r) => accessOf(r) === "publico").length).toBeGreaterThan(3);
    expect(routes.filter((r) => accessOf(r) === "visitante").map(key)).toEqual(["GET /api/me"]);
    expect(routes.filter((r) => accessOf(r) === "sessao").length).toBeGreaterThan(0);
  });

  it("answers every route but the public and visitors' lists with 401 and a Portuguese message when there is no session", async () => {
    for (const route of routes) {
      const res = await send(anonymous, route);
      const access = accessOf(route);
      if (access === "publico") {
        expect(res.status, key(route)).not.toBe(401);
        continue;
      }
      if (access === "visitante") {
        // Asked on every page load: a visitor without a session is an answer, not an error.
        expect(res.status, key(route)).toBe(200);
        expect(await res.json(), key(route)).toBeNull();
        continue;
      }
      expect(res.status, key(route)).toBe(401);
      expect((await readError(res)).message, key(route)).toBe(NO_SESSION);
    }
  });

  it("answers every route that needs an approved user with 403 while the user is pending", async () => {
    for (const route of routes.filter((r) => typeof accessOf(r) === "object")) {
      const res = await send(pending, route);
      expect(res.status, key(route)).toBe(403);
      expect((await readError(res)).message, key(route)).toBe(NO_COMPANY);
    }
  });

  it("answers every route open to a few roles with 403 for an approved user of another role", async () => {
    const grouped = routes.filter((r) => narrowRolesOf(r));
    expect(grouped.length).toBeGreaterThan(0);
    for (const route of grouped) {
      const roles = narrowRolesOf(route)!;
      const outsider = roles.includes("admin") ? plainUser : companyAdmin;
      const res = await send(outsider, route);
      expect(res.status, key(route)).toBe(403);
      expect((await readError(res)).message, key(route)).toBe(NO_ROLE);
    }
  });

  it("answers another company's ids with 404 on every route that names a record, and changes none of its data", async () => {
    const before = await betaRows();
    const withIds = routes.filter((r) => r.path.includes("/:") && forTheStaff(r));
    expect(withIds.length).toBeGreaterThan(20);
    for (const route of withIds) {
      const needsBody = route.method !== "GET" && route.method !== "DELETE";
      if (needsBody && !BODIES[key(route)]) throw new Error(`gate.test: add a valid body for ${key(route)} to BODIES`);
      const res = await send(plainUser, route);
      expect(res.status, `${key(route)}: ${await res.clone().text()}`).toBe(404);
    }
    expect(await betaRows()).toEqual(before);
  });

  it("answers another company's ids with 404 on the company administrators' routes too, changing nothing", async () => {
    const before = await betaRows();
    const withIds = routes.filter((r) => r.path.includes("/:") && narrowRolesOf(r)?.includes("admin"));
    expect(withIds.length).toBeGreaterThan(0);
    for (const route of withIds) {
      const res = await send(companyAdmin, route);
      expect(res.status, `${key(route)}: ${await res.clone().text()}`).toBe(404);
    }
    expect(await betaRows()).toEqual(before);
  });
});
