// The reads that tolerate a few seconds of lag on a standby (DATABASE_READ_URL, decision 070),
// against a real primary and a real asynchronous standby whose replay the test pauses: what a
// session has just written is in its own export (the primary answered), another session's
// export may lag (the standby answered: it lacks the new row), the company wall stands on the
// standby, and with the standby gone the reads fall back to the primary. Which server answered is
// shown twice: by the file's contents (the paused standby lacks the new licence) and by the read
// replica's own count of the reads each served. Needs a PostgreSQL server run (TEST_DATABASE_URL,
// as CI does) and Debian's PostgreSQL 15 binaries.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onServerDatabase } from "../test/concurrency";
import { replicaPairAvailable, startReplicaPair, type TReplicaPair } from "../test/replica-pair";
import { APP_URL, Client, createTestApp, type TestApp } from "../test/test-app";
import { duasEmpresas, type TSignedIn } from "../test/duas-empresas";
import { postJson } from "../test/expect";
import type { TCliente } from "../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../shared/schemas/empreendimentos";
import type { TCalendarioFeedCriado } from "../../shared/schemas/calendario-feed";
import { logger } from "../logger";

/** One statement on one server, on a connection of its own. */
async function psql(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Ports of this file's own pair (the failover test's are 15432 and 15433: files run at once). */
const PORTS: [number, number] = [15442, 15443];

describe.runIf(onServerDatabase && replicaPairAvailable())("lag-tolerant reads on a standby", () => {
  let pair: TReplicaPair | undefined;
  let t: TestApp | undefined;
  let ana: TSignedIn;
  let bia: TSignedIn;
  /** Ana signed in a second time (another browser): no write of its own since. */
  let anaNoutraAba: Client;
  let feedUrl: string;
  let empreendimentoId: string;
  let clienteId: string;

  beforeAll(async () => {
    pair = await startReplicaPair(psql, { ports: PORTS, asynchronous: true });
    t = await createTestApp({ databaseUrl: pair.primaryUrl, readUrl: pair.standbyUrl });
    ({ ana, bia } = await duasEmpresas(t));
    const cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica da Réplica" });
    clienteId = cliente.id;
    const forno = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
      nome: "Forno",
      clienteId,
    });
    empreendimentoId = forno.id;
    await postJson(ana.client, "/api/licencas", { ...licenca("LO-1/2026"), clienteId, empreendimentoId });
    const feed = await ana.client.post("/api/me/calendario-feed", { escopo: "empresa" });
    expect(feed.status).toBe(200);
    feedUrl = ((await feed.json()) as TCalendarioFeedCriado).url;
    anaNoutraAba = new Client(t.app);
    const signIn = await anaNoutraAba.post("/api/auth/sign-in", { email: ana.email, password: ana.password });
    expect(signIn.status).toBe(200);
    // Everything so far is on the standby; from now on it shows nothing new until resumed.
    await pair.resumeReplay();
    await pair.pauseReplay();
  }, 90_000);

  afterAll(async () => {
    await t?.close().catch((err) => logger.error("closing the app", err));
    await pair?.stop();
  }, 60_000);

  const licenca = (numero: string) => ({ tipo: "LO", numero, orgao: "IMA", validadeDate: "2027-01-31" });
  const exportCsv = async (client: Client) => {
    const res = await client.get("/api/licencas/exportar?formato=csv");
    expect(res.status).toBe(200);
    return res.text();
  };
  const served = () => ({ ...t!.readReplica!.served });

  it("shows a licence just created in the same session's export, read on the primary while the standby lags", async () => {
    await postJson(ana.client, "/api/licencas", { ...licenca("LO-NOVA/2026"), clienteId, empreendimentoId });
    const before = served();
    const csv = await exportCsv(ana.client);
    expect(csv).toContain("LO-NOVA/2026");
    expect(csv).toContain("LO-1/2026");
    expect(served()).toEqual({ standby: before.standby, primary: before.primary + 1 });
  });

  it("reads the exports, the consolidated report and the calendar feed of a session with no recent write on the standby", async () => {
    // Each read on the standby alone: its count grows, the primary's does not. (The feed reads in
    // batches, one transaction each, so only growth is asserted.)
    const readsOnTheStandby = async (read: () => Promise<void>) => {
      const before = served();
      await read();
      const after = served();
      expect(after.primary).toBe(before.primary);
      expect(after.standby).toBeGreaterThan(before.standby);
    };
    await readsOnTheStandby(async () => {
      const csv = await exportCsv(anaNoutraAba);
      // The standby's replay is paused before the new licence: its absence shows who answered.
      expect(csv).toContain("LO-1/2026");
      expect(csv).not.toContain("LO-NOVA/2026");
    });
    await readsOnTheStandby(async () => {
      expect((await anaNoutraAba.get("/api/relatorios/consolidado")).status).toBe(200);
    });
    await readsOnTheStandby(async () => {
      // As a calendar app reads it: a plain GET, no cookie.
      const feed = await t!.app.request(feedUrl.replace(APP_URL, ""));
      expect(feed.status).toBe(200);
      expect(await feed.text()).toContain("LO-1/2026");
    });
  });

  it("keeps another company's rows out of an export read on the standby", async () => {
    const before = served();
    const csv = await exportCsv(bia.client);
    expect(csv).not.toContain("LO-1/2026");
    expect(csv.trim().split("\r\n")).toHaveLength(1); // the header alone
    expect(served().standby).toBe(before.standby + 1);
  });

  it("sends the writer's export to the standby again once the standby has replayed the write", async () => {
    await pair!.resumeReplay();
    const before = served();
    expect(await exportCsv(ana.client)).toContain("LO-NOVA/2026");
    expect(served()).toEqual({ standby: before.standby + 1, primary: before.primary });
  });

  it("falls back to the primary when the standby is down, without an error", async () => {
    await pair!.stopStandby();
    const before = served();
    expect(await exportCsv(anaNoutraAba)).toContain("LO-NOVA/2026");
    expect((await anaNoutraAba.get("/api/relatorios/consolidado")).status).toBe(200);
    expect(served()).toEqual({ standby: before.standby, primary: before.primary + 2 });
  });
});
