import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, approveDirectly, createTestApp, readError, signUpAndConfirm, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expectError(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect((await readError(res)).message).toBe(message);
}

describe("the approval gate on the API", () => {
  it("answers the users list without a session with 401", async () => {
    await expectError(await new Client(t.app).get("/api/admin/users"), 401, "Usuário não autenticado");
  });

  it("tells a visitor without a session that nobody is signed in, without an error status the browser logs", async () => {
    const res = await new Client(t.app).get("/api/me");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("lets a pending user (no company) read /api/me but not the users list", async () => {
    const { client } = await signUpAndConfirm(t, "pendente@example.com");
    expect((await client.get("/api/me")).status).toBe(200);
    await expectError(await client.get("/api/admin/users"), 403, "Usuário não possui empresa associada");
  });

  it("refuses the users list to an approved user whose role is plain 'user'", async () => {
    const { client, userId } = await signUpAndConfirm(t, "comum@example.com");
    await approveDirectly(t, userId, "user", "Empresa do Usuário Comum");
    await expectError(await client.get("/api/admin/users"), 403, "Você não tem permissão para esta ação.");
  });

  it("answers an unknown API route with 401 without a session, and with a JSON 404 once approved", async () => {
    await expectError(await new Client(t.app).get("/api/xyz"), 401, "Usuário não autenticado");
    const { client, userId } = await signUpAndConfirm(t, "curiosa@example.com");
    await approveDirectly(t, userId, "user", "Empresa da Curiosa");
    await expectError(await client.get("/api/xyz"), 404, "Rota não encontrada.");
  });
});
