import { expect, test, type Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { newCompanySession, signInNewCompany } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";

test.use({ reducedMotion: "reduce" });
const TODAY = todayIn(new Date());
type Id = { id: string };

const licenca = (page: Page, cliente: Id, projeto: Id, tipo: string, numero: string, days: number | null) =>
  postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo, numero, orgao: "IMA/SC" },
    ...{ emissaoDate: addDays(TODAY, -365), validadeDate: days === null ? null : addDays(TODAY, days) },
  });
const condicionante = (page: Page, licencaId: string, descricao: string, days: number, status = "pendente") =>
  postApi(page, "/api/condicionantes", { licencaId, descricao, status, dataPrazo: addDays(TODAY, days) });

/**
 * Two clients, three projects, five licences (four with an expiry: three still valid, two of
 * them within 30 days) and five conditions (four still owed). Created in this order, so the
 * newest licences and the latest-updated conditions are known.
 */
async function seed(page: Page) {
  const agro = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const serra = await postApi(page, "/api/clientes", { nome: "Mineração Serra" });
  const fazenda = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: agro.id });
  const lavraSul = await postApi(page, "/api/empreendimentos", { nome: "Lavra Sul", clienteId: serra.id });
  const lavraNorte = await postApi(page, "/api/empreendimentos", { nome: "Lavra Norte", clienteId: serra.id });
  const lo = await licenca(page, agro, fazenda, "LO", "100/2024", 400);
  await licenca(page, serra, lavraSul, "LO", "200/2024", -5);
  await licenca(page, serra, lavraSul, "RLO", "300/2024", null);
  // Older conditions: not among the 3 latest, but the pending one counts.
  await condicionante(page, lo.id, "Programa de educação ambiental", 90);
  await condicionante(page, lo.id, "Monitoramento de efluentes", 20, "em_andamento");
  await licenca(page, agro, fazenda, "LI", "400/2024", 20);
  await licenca(page, serra, lavraNorte, "LP", "500/2024", 10);
  await condicionante(page, lo.id, "Relatório de ruído", -3);
  await condicionante(page, lo.id, "Análise de solo", 5);
  await condicionante(page, lo.id, "Outorga de uso da água", 12, "concluida");
  // An obligation outside the licences, its first due date two days ago.
  await postApi(page, "/api/obrigacoes", {
    ...{ clienteId: serra.id, titulo: "Relatório Anual de Lavra (RAL)", orgao: "ANM" },
    ...{ recorrencia: { tipo: "anual", mes: 3, dia: 15 }, primeiroVencimento: addDays(TODAY, -2) },
  });
}

const atividades = (page: Page) => page.getByRole("list", { name: "Atividades Recentes" }).getByRole("listitem");

test("the dashboard shows the company's counts, latest activities, conformance and renewals soon", async ({ page }) => {
  const user = await newCompanySession(page, "Lúcia Andrade");
  await seed(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dashboard — ${user.companyName}`);

  const counters = page.getByLabel("Contadores");
  await expect(counters.getByRole("term")).toHaveText([
    "Empreendedores",
    "Empreendimentos",
    "Licenças",
    "Condicionantes Pendentes",
  ]);
  // 2 clients, 3 projects, 5 licences, 4 conditions still owed (all but the concluded one), of
  // which 1 is overdue and 2 are due within 30 days.
  await expect(counters.getByRole("definition")).toHaveText(["2", "3", "5", "4", "1 atrasada · 2 em 30 dias"]);
  await counters.getByRole("link", { name: "1 atrasada · 2 em 30 dias" }).click();
  await expect(page).toHaveURL(/\/condicionantes$/);
  await page.goBack();

  // The 3 latest conditions and the 2 newest licences, newest first, each classified.
  await expect(atividades(page)).toHaveCount(5);
  const esperadas: [string, string][] = [
    ["Condicionante concluída - Outorga de uso da água", "success"],
    ["Condicionante vencendo - Análise de solo", "warning"],
    ["Condicionante vencida - Relatório de ruído", "alert"],
    ["Nova Licença Prévia (LP) - Lavra Norte", "success"],
    ["Nova Licença de Instalação (LI) - Fazenda Boa Vista", "success"],
  ];
  for (const [i, [texto, classe]] of esperadas.entries()) {
    const item = atividades(page).nth(i);
    await expect(item).toContainText(texto);
    await expect(item).toHaveAttribute("data-classe", classe);
    await expect(item.locator("time")).toHaveText(/^(agora mesmo|há \d+ minutos?)$/);
  }
  await expect(page.getByText("Programa de educação ambiental")).toHaveCount(0);

  // 3 of the 4 licences with an expiry are still valid; 2 expire within 30 days.
  const status = page.getByRole("heading", { name: "Status Geral" }).locator("xpath=../..");
  await expect(page.getByRole("progressbar", { name: "Taxa de Conformidade" })).toHaveAttribute("aria-valuenow", "75");
  await expect(status).toContainText("75%");
  await expect(status).toContainText("3 de 4 licenças dentro da validade");
  await expect(status.getByRole("definition").nth(1)).toHaveText(/^2\s*licenças vencem nos próximos 30 dias$/);
  // The obligation outside the licences is late, and leads to its screen.
  await status.getByRole("link", { name: "1 atrasada · 0 em 30 dias" }).click();
  await expect(page).toHaveURL(/\/obrigacoes$/);
  await expect(page.getByText("Relatório Anual de Lavra (RAL)").first()).toBeVisible();
  await page.goBack();
  await expectNoSeriousViolations(page);
});

test("a new company's dashboard shows zeros, no activity and 100% conformance", async ({ page }) => {
  await signInNewCompany(page, "Renato Farias");
  await expect(page.getByLabel("Contadores").getByRole("definition")).toHaveText([
    ...["0", "0", "0", "0"],
    "0 atrasadas · 0 em 30 dias",
  ]);
  await expect(page.getByText("Nenhuma atividade recente.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Taxa de Conformidade" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("Nenhuma licença com data de validade")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("each quick action leads to its screen, the two 'Nova' ones with their form open", async ({ page }) => {
  await signInNewCompany(page, "Marta Quadros");
  const acao = (name: string) => page.getByRole("navigation", { name: "Ações rápidas" }).getByRole("link", { name });
  const casos: [string, RegExp, () => ReturnType<Page["getByRole"]>][] = [
    ["Nova Licença", /\/licencas\/nova$/, () => page.getByRole("dialog", { name: "Novo Documento Ambiental" })],
    ["Nova Condicionante", /\/condicionantes\/nova$/, () => page.getByRole("dialog", { name: "Nova Condicionante" })],
    ["Gerenciar Empreendedores", /\/clientes$/, () => page.getByRole("heading", { level: 1, name: "Empreendedor" })],
    [
      "Gerenciar Empreendimentos",
      /\/empreendimentos$/,
      () => page.getByRole("heading", { level: 1, name: "Empreendimentos" }),
    ],
  ];
  for (const [name, url, destino] of casos) {
    await page.goto("/dashboard");
    await acao(name).click();
    await expect(page).toHaveURL(url);
    await expect(destino()).toBeVisible();
  }
});

test("the dashboard paints from one call, and the calendar popover asks only when opened", async ({ page }) => {
  await signInNewCompany(page, "Sérgio Valente");
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: cliente.id });
  await licenca(page, cliente, projeto, "LO", "100/2024", 10);

  // Everything but the session's own call (/api/me: the signed-in user and profile). At most
  // two in all: the dashboard's and, once opened, the popover's. The sign-in left a dashboard
  // whose own call may still be on its way: leave it first, so only this visit's calls count.
  await page.goto("about:blank");
  const calls: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/api/") && pathname !== "/api/me") calls.push(pathname);
  });
  await page.goto("/dashboard");
  await expect(page.getByLabel("Contadores").getByRole("definition")).toHaveText([
    ...["1", "1", "1", "0"],
    "0 atrasadas · 0 em 30 dias",
  ]);
  await expect(page.getByText("Nova Licença de Operação (LO) - Fazenda Boa Vista")).toBeVisible();
  expect(calls).toEqual(["/api/dashboard"]);

  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  await expect(popover.getByRole("listitem")).toHaveCount(1);
  await expect(popover).toContainText("Vencimento Licença de Operação 100/2024");
  await expect(popover).toContainText("Fazenda Boa Vista");
  expect(calls).toEqual(["/api/dashboard", "/api/calendario"]);
});
