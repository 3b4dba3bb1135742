import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, confirmationLink, createTestApp, lastMailTo, signUpAndConfirm, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up, confirmation and sign-in", () => {
  it("confirms the e-mail through the outbox link and lands on / signed in, pending", async () => {
    const client = new Client(t.app);
    const res = await client.post("/api/auth/sign-up", {
      fullName: "Maria Silva",
      email: "maria@example.com",
      password: "senha-forte-123",
    });
    expect(res.status).toBe(200);

    const mail = await lastMailTo(t.outboxDir, "maria@example.com");
    expect(mail).toContain("Recebemos seu cadastro. Para confirmar seu e-mail");
    const verify = await client.get(confirmationLink(mail));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/");

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: "maria@example.com" },
      profile: { fullName: "Maria Silva", companyId: null },
      roles: [],
    });
  });
});
