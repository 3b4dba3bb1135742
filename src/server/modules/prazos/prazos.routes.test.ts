import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAsSuperAdmin, type TestApp } from "../../test/test-app";
import { duasEmpresas } from "../../test/duas-empresas";
import { expectError } from "../../test/expect";
import { linhas } from "../../test/linhas";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-23T12:00:00Z") });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/admin/prazos/varredura", () => {
  it("runs today's sweep for the super-administrator and says what it did; a company admin is refused", async () => {
    const { ana, alfaId } = await duasEmpresas(t);
    const r = linhas(() => t.database.db);
    const lic = await r.licenca(
      alfaId,
      await r.projeto(alfaId, await r.cliente(alfaId, "Cliente"), "Obra"),
      "2026-12-23",
    );
    await r.condicionante(alfaId, lic, "pendente", "2026-11-22");

    const admin = await signInAsSuperAdmin(t);
    const res = await admin.post("/api/admin/prazos/varredura", {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      dia: "2026-11-23",
      alertas: 2,
      emails: 1,
      condicoesAtrasadas: 1,
      condicoesDevolvidas: 0,
      atividadesAtrasadas: 0,
    });
    const again = await admin.post("/api/admin/prazos/varredura", { hoje: "2026-11-23" });
    expect((await again.json()).alertas).toBe(0);

    await expectError(await ana.client.post("/api/admin/prazos/varredura", {}), 403);
    await expectError(
      await admin.post("/api/admin/prazos/varredura", { hoje: "2026-02-30" }),
      400,
      "Informe o dia no formato AAAA-MM-DD.",
    );
  });
});
