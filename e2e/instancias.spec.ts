import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { createApprovedUserOn, queryCluster, startCluster, type TCluster } from "./support/instancias";
import { signInThroughUi } from "./support/users";

// Two app instances on one PostgreSQL database behind a round-robin proxy (README, "Deployment"):
// whatever instance a request reaches, the user, the session, the data, the limits and the
// scheduled jobs are the same, because all of them live in the database.

test.describe.configure({ mode: "serial" });

let cluster: TCluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(2, ".e2e-data/instancias");
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** The proxy's log from now on: what `fn` made the browser send, and which instance served it. */
async function served(fn: () => Promise<void>) {
  const from = cluster.proxy.log.length;
  await fn();
  return cluster.proxy.log.slice(from);
}
const apiCalls = (log: typeof cluster.proxy.log, method: string, path: string) =>
  log.filter((r) => r.method === method && r.path.split("?")[0] === path);

const rows = (page: Page) => page.getByRole("table", { name: "Clientes" }).locator("tbody tr");

test("two instances serve one signed-in user: data, session and sign-out are shared", async ({ browser }) => {
  const user = await createApprovedUserOn(cluster, "Helena Duas Instâncias");
  const context = await browser.newContext({
    baseURL: cluster.proxy.url,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();

  // Signed in through whichever instances round robin gives.
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A client created on the first instance…
  cluster.proxy.pin(0);
  const creating = await served(async () => {
    await page.goto("/clientes");
    await expect(page.getByText("Nenhum cliente encontrado")).toBeVisible();
    await page.getByRole("button", { name: "Novo", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
    await dialog.getByLabel("Nome").fill("Cooperativa Águas Claras");
    await dialog.getByRole("button", { name: "Criar Cliente" }).click();
    await expect(page.getByText("Cliente criado com sucesso!")).toBeVisible();
  });
  expect(apiCalls(creating, "POST", "/api/clientes").map((r) => r.instance)).toEqual([0]);

  // …is listed by the second, which also knows the session the first one's requests carried.
  cluster.proxy.pin(1);
  const listing = await served(async () => {
    await page.reload();
    await expect(rows(page).filter({ hasText: "Cooperativa Águas Claras" })).toHaveCount(1);
  });
  const lists = apiCalls(listing, "GET", "/api/clientes");
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.every((r) => r.instance === 1 && r.signedIn)).toBe(true);

  // Round robin again: page after page, both instances answer the signed-in user's requests.
  cluster.proxy.pin(null);
  const browsing = await served(async () => {
    for (const path of ["/dashboard", "/clientes", "/licencas", "/clientes"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await expect(rows(page).filter({ hasText: "Cooperativa Águas Claras" })).toHaveCount(1);
  });
  const signedInApi = browsing.filter((r) => r.signedIn && r.path.startsWith("/api/"));
  for (const instance of [0, 1]) {
    expect(signedInApi.filter((r) => r.instance === instance).length, `instância ${instance + 1}`).toBeGreaterThan(1);
  }

  // Sign out on the first instance: the second no longer knows the session either, neither from
  // the browser nor from a copy of its cookie.
  const [sessionCookie] = (await context.cookies()).filter((c) => c.name.endsWith("better-auth.session_token"));
  expect(sessionCookie).toBeDefined();
  cluster.proxy.pin(0);
  const signingOut = await served(async () => {
    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth|\/$/);
  });
  expect(apiCalls(signingOut, "POST", "/api/auth/sign-out").map((r) => r.instance)).toEqual([0]);

  cluster.proxy.pin(1);
  await page.goto("/clientes");
  await expect(page).toHaveURL(/\/auth/);
  const replay = await playwrightRequest.newContext({
    baseURL: cluster.proxy.url,
    extraHTTPHeaders: { cookie: `${sessionCookie.name}=${sessionCookie.value}` },
  });
  expect(await (await replay.get("/api/me")).json()).toBeNull();
  await replay.dispose();
  cluster.proxy.pin(null);
  await context.close();
});

test("failed sign-ins count across instances, and the start-up deadline sweep is queued once", async () => {
  const api = await playwrightRequest.newContext({
    baseURL: cluster.proxy.url,
    extraHTTPHeaders: { origin: cluster.proxy.url },
  });
  // Five wrong passwords, spread by round robin over both instances; the sixth is refused on
  // whichever instance it reaches, because the count is one row in the shared database.
  const statuses: number[] = [];
  const instances: number[] = [];
  for (let i = 0; i < 6; i++) {
    const log = await served(async () => {
      const res = await api.post("/api/auth/sign-in", {
        data: { email: "ninguem@instancias.test", password: "senha-errada-123" },
      });
      statuses.push(res.status());
    });
    instances.push(log[0].instance);
  }
  expect(new Set(instances)).toEqual(new Set([0, 1]));
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses[5]).toBe(429);
  await api.dispose();

  // Both instances started together; pg-boss keeps one schedule per queue (the daily sweep, the
  // obligations' compaction of decision 035, the bin's cleanup and the orphan-file sweep) and one
  // start-up job of the sweep and of each cleanup (the orphans' in a queue of its own, decision 064).
  // (The instances start their queue once they listen: give them the moment it takes.)
  const schedules = () => queryCluster<{ name: string }>(cluster, "select name from pgboss.schedule order by name");
  await expect
    .poll(async () => (await schedules()).map((s) => s.name))
    .toEqual(["arquivos-orfaos", "lixeira-limpeza", "obrigacoes-compactar", "prazos-diarios"]);
  const jobs = () =>
    queryCluster<{ name: string; n: string }>(
      cluster,
      `select name, count(*) as n from pgboss.job
       where name in ('prazos-diarios', 'lixeira-limpeza', 'arquivos-orfaos-apos-inicio') group by name order by name`,
    );
  await expect
    .poll(async () => (await jobs()).map((j) => [j.name, Number(j.n)]))
    .toEqual([
      ["arquivos-orfaos-apos-inicio", 1],
      ["lixeira-limpeza", 1],
      ["prazos-diarios", 1],
    ]);
});
