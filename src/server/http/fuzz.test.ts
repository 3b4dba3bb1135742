import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profiles, userRoles } from "../db/schema";
import { postJson } from "../test/expect";
import { PLAIN_ROUTES_ACCESS } from "../app";
import { accessTable } from "./acesso";
import type { TRole } from "./actor";
import { pdfBytes } from "../test/files";
import {
  INVALID_TEXT,
  readCases,
  routesOf,
  snapshot,
  textFields,
  writeCases,
  type TCase,
  type TRoute,
} from "../test/fuzz";
import {
  APP_URL,
  approveDirectly,
  createTestApp,
  signUpAndConfirm,
  testClock,
  type Client,
  type TestApp,
} from "../test/test-app";
import { usuarioDoPortal } from "../modules/portal/portal.fixture";

// Every write route of the app, found in its route table and OpenAPI document, gets malformed
// bodies, queries and ids; each answer must be the caller's error, in Portuguese, and change nothing.
// The company's routes are called by its admin; those only a client's portal user may call ('Enviar
// comprovação', its calendar address), by a portal user of the company's client.

const ENGLISH = /invalid input|expected|received|required|malformed|payload|too large|must be|not found/i;

let t: TestApp;
let writes: TRoute[];
let reads: TRoute[];
let cases: TCase[];
let portalCases: TCase[];
const answers: { c: TCase; status: number; json: unknown }[] = [];
let before: Awaited<ReturnType<typeof snapshot>>;
let after: typeof before;
let signedInAfter: boolean[];

/** A session of our own: the requests below are raw (bad JSON, odd forms), not the Client's. */
async function cookieOf(email: string, password: string) {
  const signIn = await t.app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { origin: APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function seed() {
  const { client, userId, email, password } = await signUpAndConfirm(t, "fuzz@example.com", "Fuzz Teste");
  const company = await approveDirectly(t, userId, "admin", "Empresa Fuzz");
  // Super-administrator as well, so that one client reaches the validation of every route.
  await t.database.db.insert(userRoles).values({ userId, role: "super_admin" });
  const pendente = await signUpAndConfirm(t, "pendente.fuzz@example.com", "Pendente Fuzz");
  // A colleague in the same company, whose role and account the user routes may change.
  const colega = await signUpAndConfirm(t, "colega.fuzz@example.com", "Colega Fuzz");
  await t.database.db.update(profiles).set({ companyId: company.id }).where(eq(profiles.id, colega.userId));
  await t.database.db.insert(userRoles).values({ userId: colega.userId, role: "user" });
  const id = async (url: string, body: unknown) => (await postJson<{ id: string }>(client, url, body)).id;
  const cliente = await id("/api/clientes", { nome: "Cliente Fuzz" });
  const obra = await id("/api/empreendimentos", { nome: "Obra Fuzz", clienteId: cliente });
  const licenca = await id("/api/licencas", {
    clienteId: cliente,
    empreendimentoId: obra,
    tipo: "LO",
    numero: "LO-1",
    orgao: "IMA",
  });
  const condicionante = await id(`/api/licencas/${licenca}/condicionantes`, {
    nome: "Monitoramento",
    descricao: "Laudo",
    status: "pendente",
  });
  const comprovacao = await id(`/api/condicionantes/${condicionante}/comprovacoes`, { dataEntrega: "2026-03-01" });
  const upload = async (url: string) => {
    const res = await client.postFile(url, "arquivo", "prova.pdf", pdfBytes());
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { id: string; documento?: { id: string } };
    return body.documento?.id ?? body.id;
  };
  const checklist = await id("/api/checklists", { titulo: "Checklist Fuzz" });
  const comItem = await postJson<{ itens: { id: string }[] }>(client, `/api/checklists/${checklist}/itens`, {
    descricao: "Item Fuzz",
  });
  const atividade = await id(`/api/empreendimentos/${obra}/atividades`, { titulo: "Atividade do cronograma" });
  const obrigacao = await postJson<{ id: string; instancias: { id: string }[] }>(client, "/api/obrigacoes", {
    ...{ clienteId: cliente, titulo: "RAPP Fuzz", orgao: "IBAMA", recorrencia: { tipo: "anual", mes: 3, dia: 31 } },
  });
  const ids: Record<string, string> = {
    clientes: cliente,
    empreendimentos: obra,
    licencas: licenca,
    condicionantes: condicionante,
    // The same condition, as its client's person sends its proof from the portal.
    "portal/condicionantes": condicionante,
    comprovacoes: comprovacao,
    documentos: await upload(`/api/condicionantes/${condicionante}/documentos`),
    "licencas/x/documentos": await upload(`/api/licencas/${licenca}/documentos`),
    "licenca-tipos": await id("/api/licenca-tipos", { codigo: "FZ", nome: "Tipo Fuzz" }),
    atividades: await id("/api/atividades", { nome: "Atividade Fuzz" }),
    "admin/companies": company.id,
    "admin/pending-users": pendente.userId,
    usuarios: colega.userId,
    checklists: checklist,
    "checklist-itens": comItem.itens[0].id,
    "cronograma/atividades": atividade,
    obrigacoes: obrigacao.id,
    "obrigacoes/instancias": obrigacao.instancias[0].id,
    "obrigacao-modelos": await id("/api/obrigacao-modelos", {
      ...{ titulo: "Modelo Fuzz", orgao: "CETESB", recorrencia: { tipo: "meses", intervalo: 12 } },
    }),
    // A catalogue entry's code, not a company's record.
    "admin/catalogo-legal": "ibama-rapp",
    // The same due date, as its client's person sends its proof from the portal.
    "portal/obrigacoes-legais/vencimentos": obrigacao.instancias[0].id,
    "obrigacoes/comprovacoes": await provaDaObrigacao(client, obrigacao.instancias[0].id),
    "clientes/x/convites": await id(`/api/clientes/${cliente}/convites`, {
      nome: "Convidado Fuzz",
      email: "convidado.fuzz@example.com",
    }),
  };
  // The ids a valid body refers to, by field name.
  const refs = {
    clienteId: cliente,
    empreendimentoId: obra,
    licencaId: licenca,
    companyId: company.id,
    comprovacaoId: comprovacao,
  };
  // The client's own person, whose portal shows the client's condition.
  const pessoa = await usuarioDoPortal(t, "portal.fuzz@example.com", company.id, cliente);
  const cookies = { equipe: await cookieOf(email, password), portal: await cookieOf(pessoa.email, pessoa.password) };
  return { ids, refs, cookies };
}

/** A due date's proof, with one file: what the obligation's proof routes take. */
async function provaDaObrigacao(client: Client, instanciaId: string) {
  const res = await client.postFiles(
    `/api/obrigacoes/instancias/${instanciaId}/comprovacoes`,
    "arquivos",
    [{ name: "recibo.pdf", bytes: pdfBytes() }],
    { dataEntrega: "2026-03-01" },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { instancias } = (await res.json()) as { instancias: { comprovacoes: { id: string }[] }[] };
  return instancias[0].comprovacoes[0].id;
}

async function send(c: TCase, cookie: string) {
  const headers: Record<string, string> = { origin: APP_URL, cookie };
  if (typeof c.body === "string") headers["content-type"] = "application/json";
  const res = await t.app.request(c.url, { method: c.method, headers, body: c.body });
  const text = await res.text();
  answers.push({
    c,
    status: res.status,
    json: res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: testClock("2026-03-10T15:00:00Z").clock });
  const { ids, refs, cookies } = await seed();
  // Each route by whom it admits: the company's admin and platform operator reaches every route
  // but the portal's writes, which admit a client's person only (the gate would refuse the admin
  // every case before the route's checks).
  const access = accessTable(t.app, PLAIN_ROUTES_ACCESS);
  const admite = (r: TRoute, role: TRole) => {
    const acesso = access.get(`${r.method} ${r.path}`);
    return typeof acesso === "string" || !!acesso?.includes(role);
  };
  const daEquipe = (r: TRoute) => admite(r, "admin") || admite(r, "super_admin");
  const soDoPortal = (r: TRoute) => !daEquipe(r) && admite(r, "cliente");
  const allWrites = routesOf(t.app, ["POST", "PUT", "PATCH", "DELETE"]);
  const allReads = routesOf(t.app, ["GET"]);
  writes = allWrites.filter((r) => daEquipe(r) || soDoPortal(r));
  reads = allReads.filter((r) => daEquipe(r) || soDoPortal(r));
  const casesOf = (routes: TRoute[]) => [
    ...routes.filter((r) => r.method !== "GET").flatMap((r) => writeCases(r, ids, refs)),
    ...routes.filter((r) => r.method === "GET").flatMap((r) => readCases(r)),
  ];
  cases = casesOf([...allWrites, ...allReads].filter(daEquipe));
  portalCases = casesOf([...allWrites, ...allReads].filter(soDoPortal));
  before = await snapshot(t);
  for (const c of cases) await send(c, cookies.equipe);
  for (const c of portalCases) await send(c, cookies.portal);
  after = await snapshot(t);
  const signedIn = async (cookie: string) =>
    (await (await t.app.request("/api/me", { headers: { cookie } })).json()) !== null;
  signedInAfter = [await signedIn(cookies.equipe), await signedIn(cookies.portal)];
}, 120_000);
afterAll(() => t?.close());

const describeCase = ({ c, status, json }: (typeof answers)[number]) =>
  `${c.route}: ${c.method} ${c.url.slice(0, 80)} [${c.label}] → ${status} ${JSON.stringify(json).slice(0, 200)}`;
const errorOf = (json: unknown) =>
  (json as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } })?.error;

describe("malformed input to every route", () => {
  it("finds the write routes in the app itself, the multipart uploads among them", () => {
    const names = writes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(["POST /api/clientes", "PATCH /api/condicionantes/:id"]));
    expect(writes.filter((r) => !r.documented).map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/licencas/:id/documentos", "/api/condicionantes/:id/documentos"]),
    );
    expect(names).toEqual(
      expect.arrayContaining(["POST /api/portal/condicionantes/:id/comprovacoes", "POST /api/portal/calendario"]),
    );
    expect(writes.filter((r) => !r.documented && !r.form).map((r) => r.path)).toEqual([]);
    for (const { method, path, body, form } of writes) {
      const sent = [...cases, ...portalCases].filter((c) => c.route === `${method} ${path}`);
      expect(sent.length, `${method} ${path}`).toBeGreaterThanOrEqual(3);
      const named = (field: string) => sent.filter((c) => c.field === field).length;
      for (const field of Object.keys(body?.properties ?? {})) {
        expect(named(field), `${method} ${path} ${field}`).toBeGreaterThanOrEqual(2);
      }
      for (const [field] of textFields(form?.campos ?? [])) {
        expect(named(field), `${method} ${path} ${field}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("keeps the session to the end, so that every request got past the gate to the route's checks", () => {
    expect(answers.filter((a) => a.status === 401 || a.status === 403).map(describeCase)).toEqual([]);
    expect(signedInAfter).toEqual([true, true]);
  });

  it("answers every request with a 4xx, never a 5xx nor a success", () => {
    expect(answers.filter((a) => a.status < 400 || a.status > 499).map(describeCase)).toEqual([]);
  });

  it("answers with a JSON error whose messages are Portuguese", () => {
    const bad = answers.filter(({ json }) => {
      const error = errorOf(json);
      if (typeof error?.code !== "string" || typeof error.message !== "string" || !error.message) return true;
      return [error.message, ...Object.values(error.fields ?? {})].some((m) => ENGLISH.test(m));
    });
    expect(bad.map(describeCase)).toEqual([]);
  });

  it("refuses a wrong field by naming it, a NUL as invalid characters and a body over 1 MB with 413", () => {
    const bad = answers.filter(({ c, status, json }) => {
      const error = errorOf(json);
      if (c.status !== undefined && status !== c.status) return true;
      if (c.message !== undefined && error?.message !== c.message) return true;
      return c.field !== undefined && !Object.keys(error?.fields ?? {}).includes(c.field);
    });
    expect(bad.map(describeCase)).toEqual([]);
    expect(answers.filter((a) => a.c.message === INVALID_TEXT).length).toBeGreaterThan(50);
  });

  it("writes no row in any table and stores no file", () => {
    expect(Object.keys(before.tables)).toEqual(expect.arrayContaining(["clientes", "documentos", "licencas"]));
    expect(before.files.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it("leaves Object.prototype untouched by __proto__ and constructor keys", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("declares a maximum length for every text field of every request body and query", () => {
    const unbounded = [...writes, ...reads].flatMap((r) =>
      textFields([...Object.entries(r.body?.properties ?? {}), ...r.query])
        .filter(([, s]) => !(s.maxLength! <= 10_000))
        .map(([name]) => `${r.method} ${r.path} ${name}`),
    );
    expect(unbounded).toEqual([]);
  });
});
