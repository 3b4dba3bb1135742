import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { alertaDestinatarios, alertas, condicionantes, licencas } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import { APP_URL, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { linhas } from "../../test/linhas";
import { sweepDia } from "./varredura";

// Two instances sweeping the same day at once (the cron fired twice, an operator's replay beside
// the scheduled run). On PostgreSQL the two runs overlap on separate connections; on PGlite they
// take turns on its one connection. Either way: each alert once, each person's digest once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("two sweeps of the same day at once", () => {
  it("create each alert once and mail each person one digest", async () => {
    const { userId } = await signUpAndConfirm(t, "rui@delta.example.com", "Rui Delta");
    const delta = (await approveDirectly(t, userId, "admin", "Delta Ambiental")).id;
    const r = linhas(() => t.database.db);
    const projeto = await r.projeto(delta, await r.cliente(delta, "Cliente"), "Obra");
    const dia = "2026-11-23";
    // Forty licences expiring in 30 days and forty conditions due today.
    for (let i = 0; i < 40; i++) {
      const lic = await r.licenca(delta, projeto, "2026-12-23");
      await t.database.db
        .update(licencas)
        .set({ numero: `LO ${i}` })
        .where(sql`${licencas.id} = ${lic}`);
      await t.database.db
        .insert(condicionantes)
        .values({ companyId: delta, licencaId: lic, descricao: `C${i}`, dataPrazo: dia });
    }
    const mails: MailMessage[] = [];
    // A mail server that takes its time, so the other run reaches the digests while one is sending.
    const send = async (m: MailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      mails.push(m);
    };
    const deps = { db: t.database.db, mailer: { send }, appUrl: APP_URL };

    const [a, b] = await Promise.all([sweepDia(deps, dia), sweepDia(deps, dia)]);

    expect(a.alertas + b.alertas).toBe(80);
    const n = await t.database.db.$count(alertas);
    expect(n).toBe(80);
    const d = await t.database.db.$count(alertaDestinatarios);
    expect(d).toBe(80);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Prazos de 23/11/2026: 80 alertas");
  });
});
