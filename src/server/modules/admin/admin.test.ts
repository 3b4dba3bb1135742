import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, profiles, userRoles } from "../../db/schema";
import {
  ADMIN,
  APP_URL,
  Client,
  approveDirectly,
  createTestApp,
  lastMailTo,
  readOutbox,
  signInAsSuperAdmin,
  signUpAndConfirm,
  type TestApp,
} from "../../test/test-app";
import type { TApprovedUser, TCompany, TPendingUser } from "../../../shared/schemas/admin";
import type { TPage } from "../../../shared/schemas/paging";
import { expectError } from "../../test/expect";

const COMPANY_HAS_USERS = "Erro ao excluir empresa. Verifique se não há usuários vinculados.";
const APPROVE_MESSAGE = "Selecione uma empresa e um papel para o usuário.";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsSuperAdmin(t);
});
afterAll(() => t.close());

// ---------- small helpers ----------

async function createCompany(body: { name?: string; cnpj?: string | null }): Promise<TCompany> {
  const res = await admin.post("/api/admin/companies", body);
  expect(res.status).toBe(201);
  return (await res.json()) as TCompany;
}

async function listCompanies(query = ""): Promise<TPage<TCompany>> {
  const res = await admin.get(`/api/admin/companies${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TPage<TCompany>;
}

async function listPending(client = admin): Promise<TPage<TPendingUser>> {
  const res = await client.get("/api/admin/pending-users?pageSize=100");
  expect(res.status).toBe(200);
  return (await res.json()) as TPage<TPendingUser>;
}

/** The super-administrator's list of every company's users, or a company's own at /api/usuarios. */
async function listUsers(client: Client, path = "/api/admin/users"): Promise<TApprovedUser[]> {
  const res = await client.get(`${path}?pageSize=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as TPage<TApprovedUser>).items;
}

const approve = (userId: string, body: object) => admin.post(`/api/admin/pending-users/${userId}/approve`, body);
const reject = (userId: string) => admin.delete(`/api/admin/pending-users/${userId}`);

async function companyRow(id: string) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
  return row;
}

async function companyCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(companies);
  return n;
}

async function profileRow(userId: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

async function rolesOf(userId: string) {
  const rows = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

/** Attaches an existing user to an existing company with one role (setup shortcut). */
async function attach(userId: string, companyId: string, role: string) {
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await t.database.db.insert(userRoles).values({ userId, role });
}

// ---------- companies ----------

describe("companies (super-administrator)", () => {
  it("creates a company with only a name; the CNPJ is optional", async () => {
    const company = await createCompany({ name: "Somente Nome Ltda" });
    expect(company).toMatchObject({ name: "Somente Nome Ltda", cnpj: null, userCount: 0 });
    expect((await listCompanies("?q=Somente Nome")).items.map((c) => c.id)).toEqual([company.id]);
  });

  it("marks the operator's own company, the super-administrator's, and none of the customers'", async () => {
    const customer = await createCompany({ name: "Cliente Marcado Ltda" });
    const { userId } = await signUpAndConfirm(t, "admin-do-cliente@example.com");
    await attach(userId, customer.id, "admin");
    const { items } = await listCompanies("?pageSize=100");
    const [superAdmin] = await t.database.db.select().from(userRoles).where(eq(userRoles.role, "super_admin"));
    const operator = (await profileRow(superAdmin.userId)).companyId;
    expect(items.filter((c) => c.doOperador).map((c) => c.id)).toEqual([operator]);
    expect(items.find((c) => c.id === customer.id)?.doOperador).toBe(false);
    expect((await createCompany({ name: "Recém-criada Ltda" })).doOperador).toBe(false);
  });

  it.each([
    ["missing", {}],
    ["blank", { name: "   " }],
  ])("refuses a %s name with 'Nome da empresa é obrigatório.'", async (_case, body) => {
    const before = await companyCount();
    const error = await expectError(
      await admin.post("/api/admin/companies", body),
      400,
      "Nome da empresa é obrigatório.",
    );
    expect(error.fields?.name).toBe("Nome da empresa é obrigatório.");
    expect(await companyCount()).toBe(before);
  });

  it("refuses a CNPJ with wrong check digits", async () => {
    const before = await companyCount();
    const res = await admin.post("/api/admin/companies", { name: "Dígito Errado", cnpj: "11.222.333/0001-82" });
    const error = await expectError(res, 400, "CNPJ inválido. Verifique os dígitos.");
    expect(error.fields?.cnpj).toBe("CNPJ inválido. Verifique os dígitos.");
    expect(await companyCount()).toBe(before);
  });

  it("stores the CNPJ without its mask and reads it back that way", async () => {
    const company = await createCompany({ name: "Mascarada S.A.", cnpj: "11.222.333/0001-81" });
    expect(company.cnpj).toBe("11222333000181");
    expect((await companyRow(company.id)).cnpj).toBe("11222333000181");
    const [listed] = (await listCompanies("?q=Mascarada")).items;
    expect(listed.cnpj).toBe("11222333000181");
  });

  it("accepts an alphanumeric CNPJ", async () => {
    const company = await createCompany({ name: "Alfanumérica Ltda", cnpj: "12.ABC.345/01DE-35" });
    expect(company.cnpj).toBe("12ABC34501DE35");
  });

  it("refuses a second company with the same CNPJ, however it is typed, with 409", async () => {
    await createCompany({ name: "Original CNPJ", cnpj: "11.444.777/0001-61" });
    const before = await companyCount();
    const res = await admin.post("/api/admin/companies", { name: "Cópia CNPJ", cnpj: "11444777000161" });
    await expectError(res, 409, "Já existe uma empresa com este CNPJ.");
    expect(await companyCount()).toBe(before);
  });

  it("edits a company's name and CNPJ", async () => {
    const company = await createCompany({ name: "Antes da Edição" });
    const res = await admin.patch(`/api/admin/companies/${company.id}`, {
      name: "Depois da Edição",
      cnpj: "45.723.174/0001-10",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: company.id, name: "Depois da Edição", cnpj: "45723174000110" });
    expect(await companyRow(company.id)).toMatchObject({ name: "Depois da Edição", cnpj: "45723174000110" });
  });

  it("refuses an edit that takes another company's CNPJ, and keeps the company as it was", async () => {
    await createCompany({ name: "Dona do CNPJ", cnpj: "06.990.590/0001-23" });
    const other = await createCompany({ name: "Quer o CNPJ" });
    const res = await admin.patch(`/api/admin/companies/${other.id}`, { name: "Quer o CNPJ", cnpj: "06990590000123" });
    await expectError(res, 409, "Já existe uma empresa com este CNPJ.");
    expect((await companyRow(other.id)).cnpj).toBeNull();
  });

  it("refuses a second company with the same name, whatever its case, accents or spaces, with 409", async () => {
    await createCompany({ name: "Águas Claras Ambiental" });
    const before = await companyCount();
    for (const name of ["Águas Claras Ambiental", "aguas claras ambiental", "  ÁGUAS   Claras AMBIENTAL "]) {
      const error = await expectError(
        await admin.post("/api/admin/companies", { name }),
        409,
        "Já existe uma empresa com este nome.",
      );
      expect(error.fields?.name).toBe("Já existe uma empresa com este nome.");
    }
    expect(await companyCount()).toBe(before);
    // Another name is another company.
    await createCompany({ name: "Águas Claras Ambiental Sul" });
  });

  it("refuses an edit that takes another company's name, and lets a company keep its own", async () => {
    await createCompany({ name: "Nome Ocupado" });
    const other = await createCompany({ name: "Quer o Nome" });
    await expectError(
      await admin.patch(`/api/admin/companies/${other.id}`, { name: "nome ocupado" }),
      409,
      "Já existe uma empresa com este nome.",
    );
    expect((await companyRow(other.id)).name).toBe("Quer o Nome");
    const res = await admin.patch(`/api/admin/companies/${other.id}`, { name: "QUER O NOME" });
    expect(res.status).toBe(200);
    expect((await companyRow(other.id)).name).toBe("QUER O NOME");
  });

  it("answers an edit of an unknown company with 404", async () => {
    const res = await admin.patch("/api/admin/companies/00000000-0000-4000-8000-000000000000", { name: "Fantasma" });
    await expectError(res, 404);
  });

  it("pages the list: total counts every match, items hold one page", async () => {
    for (const n of [1, 2, 3]) await createCompany({ name: `Paginada ${n}` });

    const page1 = await listCompanies("?q=paginada&pageSize=2&page=1");
    const page2 = await listCompanies("?q=paginada&pageSize=2&page=2");
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page2.total).toBe(3);
    expect(page2.items).toHaveLength(1);
    const names = [...page1.items, ...page2.items].map((c) => c.name).sort();
    expect(names).toEqual(["Paginada 1", "Paginada 2", "Paginada 3"]);
  });

  it("refuses paging values out of range with a pt-BR message", async () => {
    await expectError(await admin.get("/api/admin/companies?page=0"), 400, "Página inválida.");
    await expectError(
      await admin.get("/api/admin/companies?pageSize=500"),
      400,
      "Tamanho de página inválido (de 1 a 100).",
    );
  });

  it("searches by name and by CNPJ", async () => {
    const company = await createCompany({ name: "Buscável Ambiental", cnpj: "34.028.316/0001-03" });
    expect((await listCompanies("?q=BUSCÁVEL")).items.map((c) => c.id)).toEqual([company.id]);
    expect((await listCompanies("?q=34028316")).items.map((c) => c.id)).toEqual([company.id]);
    expect(await listCompanies("?q=nada-parecido-com-isso")).toEqual({ items: [], total: 0 });
  });

  it("deletes a company without users", async () => {
    const company = await createCompany({ name: "Vai Sumir" });
    const res = await admin.delete(`/api/admin/companies/${company.id}`);
    expect(res.status).toBe(200);
    expect(await companyRow(company.id)).toBeUndefined();
    expect((await listCompanies("?q=Vai Sumir")).total).toBe(0);
  });

  it("refuses to delete a company that still has users, and keeps it", async () => {
    const { userId } = await signUpAndConfirm(t, "vinculado@example.com");
    const company = await approveDirectly(t, userId, "user", "Empresa Com Gente");

    await expectError(await admin.delete(`/api/admin/companies/${company.id}`), 409, COMPANY_HAS_USERS);
    expect(await companyRow(company.id)).toBeDefined();
    expect((await profileRow(userId)).companyId).toBe(company.id);
  });

  it.each([
    ["an unknown id", "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", "nao-e-um-uuid"],
  ])("answers the delete of %s with 404", async (_case, id) => {
    const before = await companyCount();
    await expectError(await admin.delete(`/api/admin/companies/${id}`), 404);
    expect(await companyCount()).toBe(before);
  });
});

// ---------- approval ----------

describe("user approval (super-administrator)", () => {
  it("lists a signed-up user as pending with name, e-mail and date, and leaves approved users out", async () => {
    const started = Date.now();
    const pending = await signUpAndConfirm(t, "na-fila@example.com", "Nina Fila");
    const approved = await signUpAndConfirm(t, "ja-aprovada@example.com", "Ana Aprovada");
    await approveDirectly(t, approved.userId, "user", "Empresa da Ana");

    const { items, total } = await listPending();
    const row = items.find((u) => u.id === pending.userId);
    expect(row).toMatchObject({ email: "na-fila@example.com", fullName: "Nina Fila" });
    const createdAt = Date.parse(row!.createdAt);
    expect(createdAt).toBeGreaterThan(started - 60_000);
    expect(createdAt).toBeLessThan(Date.now() + 60_000);
    expect(items.some((u) => u.id === approved.userId)).toBe(false);
    expect(items.some((u) => u.email === ADMIN.email)).toBe(false);
    expect(total).toBe(items.length);
  });

  describe("an incomplete approval", () => {
    let userId: string;
    let company: TCompany;
    beforeAll(async () => {
      ({ userId } = await signUpAndConfirm(t, "incompleto@example.com"));
      company = await createCompany({ name: "Empresa da Aprovação Incompleta" });
    });

    it.each([
      ["neither company nor role", () => ({})],
      ["only a role", () => ({ role: "user" })],
      ["only a company", () => ({ companyId: company.id })],
      ["a role that cannot be given", () => ({ companyId: company.id, role: "super_admin" })],
    ])("is refused when it has %s, and the user stays pending", async (_case, body) => {
      await expectError(await approve(userId, body()), 400, APPROVE_MESSAGE);
      expect((await profileRow(userId)).companyId).toBeNull();
      expect(await rolesOf(userId)).toEqual([]);
    });

    it("is answered with 404 when the company does not exist, and the user stays pending", async () => {
      const res = await approve(userId, { companyId: "00000000-0000-4000-8000-000000000000", role: "user" });
      await expectError(res, 404, "Empresa não encontrada.");
      expect((await profileRow(userId)).companyId).toBeNull();
      expect(await rolesOf(userId)).toEqual([]);
    });
  });

  it("approves with a company and a role: attaches the company, records that role, mails the user", async () => {
    const { client, userId, email } = await signUpAndConfirm(t, "aprovar@example.com", "Beto Aprovado");
    const company = await createCompany({ name: "Construtora Verde Ltda" });

    const res = await approve(userId, { companyId: company.id, role: "manager" });
    expect(res.status).toBe(200);

    expect((await profileRow(userId)).companyId).toBe(company.id);
    expect(await rolesOf(userId)).toEqual(["manager"]);

    const mail = await lastMailTo(t.outboxDir, email);
    expect(mail).toContain("Subject: Sua conta foi aprovada");
    expect(mail).toContain("Construtora Verde Ltda");
    expect(mail).toContain(`${APP_URL}/auth`);

    const me = await client.get("/api/me");
    expect(await me.json()).toMatchObject({
      profile: { fullName: "Beto Aprovado", companyId: company.id, companyName: "Construtora Verde Ltda" },
      roles: ["manager"],
    });
    expect((await listPending()).items.some((u) => u.id === userId)).toBe(false);
    expect((await listCompanies("?q=Construtora Verde")).items[0].userCount).toBe(1);
  });

  it("answers approving an already-approved user with 404 and changes nothing", async () => {
    const { userId, email } = await signUpAndConfirm(t, "duas-vezes@example.com");
    const first = await createCompany({ name: "Primeira Aprovação" });
    const second = await createCompany({ name: "Segunda Aprovação" });
    expect((await approve(userId, { companyId: first.id, role: "user" })).status).toBe(200);
    const mailsBefore = (await readOutbox(t.outboxDir)).filter((m) => m.includes(`To: ${email}`)).length;

    await expectError(await approve(userId, { companyId: second.id, role: "admin" }), 404);
    expect((await profileRow(userId)).companyId).toBe(first.id);
    expect(await rolesOf(userId)).toEqual(["user"]);
    expect((await readOutbox(t.outboxDir)).filter((m) => m.includes(`To: ${email}`))).toHaveLength(mailsBefore);
  });

  it("rejects by deleting the account: no more sign-in, no profile, off the pending list", async () => {
    const { userId, email, password } = await signUpAndConfirm(t, "rejeitado@example.com");

    expect((await reject(userId)).status).toBe(200);

    expect(await profileRow(userId)).toBeUndefined();
    expect((await listPending()).items.some((u) => u.id === userId)).toBe(false);
    const signIn = await new Client(t.app).post("/api/auth/sign-in", { email, password });
    await expectError(signIn, 401, "E-mail ou senha inválidos.");
    await expectError(await reject(userId), 404);
  });
});

// ---------- role checks ----------

describe("super-administrator routes refused to company roles", () => {
  let victim: { userId: string };
  let target: TCompany;
  beforeAll(async () => {
    victim = await signUpAndConfirm(t, "alvo-pendente@example.com");
    target = await createCompany({ name: "Alvo Intocado" });
  });

  it.each(["admin", "manager", "user"])(
    "answers a company %s with 403 on every route and changes nothing",
    async (role) => {
      const { client, userId } = await signUpAndConfirm(t, `papel-${role}@example.com`);
      await approveDirectly(t, userId, role, `Empresa do ${role}`);
      const companiesBefore = await companyCount();

      const companyPath = `/api/admin/companies/${target.id}`;
      const pendingPath = `/api/admin/pending-users/${victim.userId}`;
      const attempts: Array<[string, () => Promise<Response>]> = [
        ["list companies", () => client.get("/api/admin/companies")],
        ["create company", () => client.post("/api/admin/companies", { name: `Criada por ${role}` })],
        ["edit company", () => client.patch(companyPath, { name: `Editada por ${role}` })],
        ["delete company", () => client.delete(companyPath)],
        ["list pending", () => client.get("/api/admin/pending-users")],
        ["approve", () => client.post(`${pendingPath}/approve`, { companyId: target.id, role: "admin" })],
        ["reject", () => client.delete(pendingPath)],
      ];
      for (const [what, attempt] of attempts) {
        const res = await attempt();
        expect({ what, status: res.status }).toEqual({ what, status: 403 });
      }

      expect(await companyCount()).toBe(companiesBefore);
      expect(await companyRow(target.id)).toMatchObject({ name: "Alvo Intocado" });
      expect(await profileRow(victim.userId)).toMatchObject({ companyId: null });
      expect(await rolesOf(victim.userId)).toEqual([]);
      expect(await rolesOf(userId)).toEqual([role]);
    },
  );
});

// ---------- all users ----------

describe("'Todos os Usuários' (approved users)", () => {
  let alpha: TCompany;
  let beta: TCompany;
  let alphaAdmin: Awaited<ReturnType<typeof signUpAndConfirm>>;
  let alphaUser: Awaited<ReturnType<typeof signUpAndConfirm>>;
  let betaUser: Awaited<ReturnType<typeof signUpAndConfirm>>;

  beforeAll(async () => {
    alpha = await createCompany({ name: "Alfa Engenharia" });
    beta = await createCompany({ name: "Beta Consultoria" });
    alphaAdmin = await signUpAndConfirm(t, "admin-alfa@example.com", "Ada Alfa");
    alphaUser = await signUpAndConfirm(t, "user-alfa@example.com", "Uri Alfa");
    betaUser = await signUpAndConfirm(t, "user-beta@example.com", "Bia Beta");
    await attach(alphaAdmin.userId, alpha.id, "admin");
    await attach(alphaUser.userId, alpha.id, "user");
    await attach(betaUser.userId, beta.id, "manager");
  });

  it("shows the super-administrator the users of every company, with company name and roles", async () => {
    const users = await listUsers(admin);
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: alphaAdmin.userId,
          fullName: "Ada Alfa",
          companyName: "Alfa Engenharia",
          roles: ["admin"],
        }),
        expect.objectContaining({ id: alphaUser.userId, companyName: "Alfa Engenharia", roles: ["user"] }),
        expect.objectContaining({
          id: betaUser.userId,
          email: "user-beta@example.com",
          companyName: "Beta Consultoria",
          roles: ["manager"],
        }),
        expect.objectContaining({ email: ADMIN.email, roles: ["super_admin"] }),
      ]),
    );
  });

  it("shows a company administrator only the users of their own company", async () => {
    const users = await listUsers(alphaAdmin.client, "/api/usuarios");
    expect(users.map((u) => u.id).sort()).toEqual([alphaAdmin.userId, alphaUser.userId].sort());
    expect(users.every((u) => u.companyId === alpha.id && u.companyName === "Alfa Engenharia")).toBe(true);
  });

  it("keeps every company's list from a company administrator, who is not a super-administrator", async () => {
    await expectError(await alphaAdmin.client.get("/api/admin/users"), 403, "Você não tem permissão para esta ação.");
  });

  it("leaves pending users out of the list", async () => {
    const pending = await signUpAndConfirm(t, "ainda-pendente@example.com");
    expect((await listUsers(admin)).some((u) => u.id === pending.userId)).toBe(false);
  });
});
