import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, userRoles } from "../../db/schema";
import { asSystem } from "../../db/tenant";
import { actorDeTeste } from "../../test/actor-de-teste";
import {
  ADMIN,
  Client,
  approveDirectly,
  createTestApp,
  signInAsSuperAdmin,
  signUpAndConfirm,
  type TestApp,
} from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { USUARIOS_MESSAGES as M, type TUsuario } from "../../../shared/schemas/usuarios";
import type { TPage } from "../../../shared/schemas/paging";
import { setAtivo } from "./usuarios.service";

type TSigned = Awaited<ReturnType<typeof signUpAndConfirm>>;

let t: TestApp;
let superAdmin: Client;
let ana: TSigned; // admin of Alfa
let beto: TSigned; // manager of Alfa
let caio: TSigned; // user of Alfa
let bia: TSigned; // admin of Beta, another company
let alfaId: string;

/** Attaches an existing user to an existing company with one role (setup shortcut). */
async function attach(userId: string, companyId: string, role: string) {
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await t.database.db.insert(userRoles).values({ userId, role });
}

async function rolesOf(userId: string) {
  const rows = await t.database.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

async function ativo(userId: string) {
  const [row] = await t.database.db.select({ ativo: profiles.ativo }).from(profiles).where(eq(profiles.id, userId));
  return row.ativo;
}

async function sessionCount(userId: string) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return n;
}

const list = (client: Client, query = "") => getJson<TPage<TUsuario>>(client, `/api/usuarios${query}`);
const papel = (client: Client, userId: string, role: unknown) =>
  client.patch(`/api/usuarios/${userId}/papel`, { role });
const conta = (client: Client, userId: string, ativo: unknown) =>
  client.patch(`/api/usuarios/${userId}/ativo`, { ativo });
const signIn = (u: { email: string; password: string }) =>
  new Client(t.app).post("/api/auth/sign-in", { email: u.email, password: u.password });

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signInAsSuperAdmin(t);
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  beto = await signUpAndConfirm(t, "beto@alfa.example.com", "Beto Alfa");
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Alfa");
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Engenharia")).id;
  await attach(beto.userId, alfaId, "manager");
  await attach(caio.userId, alfaId, "user");
  await approveDirectly(t, bia.userId, "admin", "Beta Consultoria");
});
afterAll(() => t.close());

describe("the list of the company's users", () => {
  it.each([
    ["a plain user", () => caio],
    ["a manager", () => beto],
    ["an admin", () => ana],
  ])("shows %s the users of their own company only, with role, company and status", async (_who, who) => {
    const page = await list(who().client, "?pageSize=100");
    expect(page.total).toBe(3);
    expect(page.items.map((u) => u.fullName).sort()).toEqual(["Ana Alfa", "Beto Alfa", "Caio Alfa"]);
    expect(page.items.find((u) => u.id === beto.userId)).toMatchObject({
      roles: ["manager"],
      companyName: "Alfa Engenharia",
      ativo: true,
    });
  });

  it("finds users by part of the name, of the e-mail or of the id, and pages in the database", async () => {
    expect((await list(caio.client, "?q=beto")).items.map((u) => u.id)).toEqual([beto.userId]);
    expect((await list(caio.client, "?q=ana@alfa")).items.map((u) => u.id)).toEqual([ana.userId]);
    expect((await list(caio.client, `?q=${caio.userId.slice(2, 14)}`)).items.map((u) => u.id)).toEqual([caio.userId]);
    expect((await list(caio.client, "?q=Bia")).total).toBe(0);
    const first = await list(caio.client, "?pageSize=2");
    const second = await list(caio.client, "?pageSize=2&page=2");
    expect([first.items.length, second.items.length, first.total]).toEqual([2, 1, 3]);
  });

  it("refuses a page size beyond 100 with a Portuguese message", async () => {
    await expectError(
      await caio.client.get("/api/usuarios?pageSize=500"),
      400,
      "Tamanho de página inválido (de 1 a 100).",
    );
  });
});

describe("who may change a colleague's role or account", () => {
  it.each([
    ["a plain user", () => caio, () => beto],
    ["a manager", () => beto, () => caio],
  ])("refuses %s with 403 and changes nothing", async (_who, who, target) => {
    await expectError(await papel(who().client, target().userId, "admin"), 403, M.onlyAdmins);
    await expectError(await conta(who().client, target().userId, false), 403, M.onlyAdmins);
    expect(await ativo(target().userId)).toBe(true);
    expect((await rolesOf(target().userId)).length).toBe(1);
  });

  it("answers another company's user id with 404 and leaves that user as they were", async () => {
    await expectError(await papel(ana.client, bia.userId, "user"), 404, M.notFound);
    await expectError(await conta(ana.client, bia.userId, false), 404, M.notFound);
    await expectError(await papel(ana.client, "nao-existe", "user"), 404, M.notFound);
    expect(await rolesOf(bia.userId)).toEqual(["admin"]);
    expect(await ativo(bia.userId)).toBe(true);
    expect(await sessionCount(bia.userId)).toBeGreaterThan(0);
  });

  it("refuses a role outside admin, manager and user with 400 and the form's message", async () => {
    for (const role of ["super_admin", "dono", undefined]) {
      const error = await expectError(
        await papel(ana.client, caio.userId, role),
        400,
        "Selecione um papel válido: Administrador, Gerente ou Usuário.",
      );
      expect(error.fields?.role).toBeDefined();
    }
    await expectError(await conta(ana.client, caio.userId, "sim"), 400, "Informe se a conta fica ativa ou inativa.");
    expect(await rolesOf(caio.userId)).toEqual(["user"]);
  });

  it("lets the company's admin give a colleague exactly one new role", async () => {
    const res = await papel(ana.client, caio.userId, "manager");
    expect(res.status).toBe(200);
    expect(((await res.json()) as TUsuario).roles).toEqual(["manager"]);
    expect(await rolesOf(caio.userId)).toEqual(["manager"]);
    // The new role counts on the very next request.
    expect((await papel(caio.client, beto.userId, "user")).status).toBe(403);
    await papel(ana.client, caio.userId, "user");
    expect(await rolesOf(caio.userId)).toEqual(["user"]);
  });

  it("refuses anyone changing their own role or deactivating their own account", async () => {
    await expectError(await papel(ana.client, ana.userId, "user"), 403, M.ownRole);
    await expectError(await conta(ana.client, ana.userId, false), 403, M.ownAccount);
    expect(await rolesOf(ana.userId)).toEqual(["admin"]);
    expect(await ativo(ana.userId)).toBe(true);
  });
});

describe("deactivation", () => {
  it("ends the user's sessions at once, refuses their sign-in and shows them as inactive", async () => {
    expect(await sessionCount(caio.userId)).toBeGreaterThan(0);
    const res = await conta(ana.client, caio.userId, false);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TUsuario).ativo).toBe(false);
    expect(await sessionCount(caio.userId)).toBe(0);
    expect(await (await caio.client.get("/api/me")).json()).toBeNull();
    await expectError(await signIn(caio), 403, M.deactivated);
    expect(await sessionCount(caio.userId)).toBe(0);
    expect((await list(ana.client, "?q=Caio")).items[0].ativo).toBe(false);
  });

  it("still answers a wrong password with the usual message, telling a guesser nothing", async () => {
    await expectError(
      await signIn({ email: caio.email, password: "senha-errada-123" }),
      401,
      "E-mail ou senha inválidos.",
    );
  });

  it("lets a reactivated user sign in again", async () => {
    expect((await conta(ana.client, caio.userId, true)).status).toBe(200);
    const again = new Client(t.app);
    expect((await again.post("/api/auth/sign-in", { email: caio.email, password: caio.password })).status).toBe(200);
    expect((await again.get("/api/me")).status).toBe(200);
    caio = { ...caio, client: again };
  });
});

describe("the company's last admin", () => {
  // The super-administrator belongs to the brand company; its 'admin' is someone else.
  let dora: TSigned;
  let brandId: string;
  beforeAll(async () => {
    const [me] = await t.database.db
      .select()
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(userRoles.role, "super_admin"));
    brandId = me.profiles.companyId!;
    dora = await signUpAndConfirm(t, "dora@marca.example.com", "Dora Marca");
    await attach(dora.userId, brandId, "admin");
  });

  it("cannot be demoted nor deactivated, even by the super-administrator", async () => {
    await expectError(await papel(superAdmin, dora.userId, "manager"), 409, M.lastAdmin);
    await expectError(await conta(superAdmin, dora.userId, false), 409, M.lastAdmin);
    expect(await rolesOf(dora.userId)).toEqual(["admin"]);
    expect(await ativo(dora.userId)).toBe(true);
  });

  it("keeps the super-administrator's own role and account out of a company admin's reach", async () => {
    const [row] = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(userRoles.role, "super_admin"));
    await expectError(await papel(dora.client, row.id, "user"), 403, M.superAdmin);
    await expectError(await conta(dora.client, row.id, false), 403, M.superAdmin);
    await expectError(await papel(superAdmin, row.id, "user"), 403, M.ownRole);
    expect((await signIn(ADMIN)).status).toBe(200);
  });

  it("can step down once another active admin exists", async () => {
    expect((await papel(ana.client, beto.userId, "admin")).status).toBe(200);
    expect((await papel(beto.client, ana.userId, "manager")).status).toBe(200);
    // Beto is now Alfa's only admin: Ana, a manager, cannot undo it, and nobody removes him.
    await expectError(await papel(ana.client, beto.userId, "user"), 403, M.onlyAdmins);
    await expectError(await papel(beto.client, beto.userId, "user"), 403, M.ownRole);
    expect((await papel(beto.client, ana.userId, "admin")).status).toBe(200);
  });
});

describe.runIf(onServerDatabase)("two admins deactivating each other at the same moment", () => {
  it("lets only the first through, so the company keeps one active admin", async () => {
    // Ana and Beto are both Alfa's admins here. Ana's deactivation of Beto holds its transaction
    // open while Beto's deactivation of Ana arrives.
    const actor = actorDeTeste({ companyId: alfaId, userId: ana.userId, now: new Date() });
    const done = barrier();
    const mayCommit = barrier();
    const first = asSystem(t.database.db, async (tx) => {
      await setAtivo(tx, actor, beto.userId, { ativo: false });
      done.open();
      await mayCommit.opened;
    });
    await done.opened;
    const second = conta(beto.client, ana.userId, false);
    await Promise.race([second, waitingForALock(t.database.db)]);
    mayCommit.open();
    await first;
    await expectError(await second, 403, M.onlyAdmins);
    expect([await ativo(ana.userId), await ativo(beto.userId)]).toEqual([true, false]);
  });
});
