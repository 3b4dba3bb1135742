import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, expectRowControlsTappable, LAPTOP, PHONE, SMALL_LAPTOP } from "./support/layout";

// The consolidated report, 'Todos os empreendimentos': the printed sheet
// (/relatorios/imprimir?empreendimento=todos) and the section of /relatorios (?empreendimento=todos).

const TODAY = todayIn(new Date());
const IMPRESSAO = "/relatorios/imprimir?empreendimento=todos&imprimir=0";
const SECAO = "/relatorios?empreendimento=todos";
type Id = { id: string };

let seed: { state: BrowserContextOptions["storageState"]; companyName: string; projetos: Record<string, string> };

const licenca = (page: Page, cliente: Id, projeto: Id, numero: string, dias: number) =>
  postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero, orgao: "IMA/SC" },
    ...{ emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, dias) },
  });
const condicionante = (page: Page, licencaId: string, nome: string, dias: number, status = "pendente") =>
  postApi(page, `/api/licencas/${licencaId}/condicionantes`, {
    ...{ nome, descricao: `${nome}: laudo com ART`, status, dataPrazo: addDays(TODAY, dias) },
    ...(status === "concluida" ? { dataEntrega: TODAY } : {}),
  });

/**
 * One company, one project per situation and ten without anything (so the screen has two pages):
 * 'Lavra Norte' critical (a licence expired 5 days ago, a condition and an obligation overdue), 'Fazenda Boa
 * Vista' needing attention (a licence in its renewal alert, a condition due in 10 days), 'Pátio
 * Central' up to date (a licence valid for 400 days, one condition due in 90 days, one concluded).
 */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const user = await newCompanySession(page, "Renata Consolidado");
  const agro = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const serra = await postApi(page, "/api/clientes", { nome: "Mineração Serra" });
  const projeto = (nome: string, cliente: Id) => postApi(page, "/api/empreendimentos", { nome, clienteId: cliente.id });
  const lavra = await projeto("Lavra Norte", serra);
  const fazenda = await projeto("Fazenda Boa Vista", agro);
  const patio = await projeto("Pátio Central", agro);

  const vencida = await licenca(page, serra, lavra, "LO-100/2020", -5);
  await condicionante(page, vencida.id, "Relatório de ruído", -3);
  await postApi(page, "/api/obrigacoes", {
    ...{ clienteId: serra.id, empreendimentoId: lavra.id, titulo: "TCFA", orgao: "IBAMA" },
    ...{ recorrencia: { tipo: "unica" }, primeiroVencimento: addDays(TODAY, -2) },
  });
  const alerta = await licenca(page, agro, fazenda, "LI-200/2024", 60);
  await condicionante(page, alerta.id, "Outorga de captação", 10, "em_andamento");
  const vigente = await licenca(page, agro, patio, "LO-300/2024", 400);
  await condicionante(page, vigente.id, "Inventário florestal", 90);
  await condicionante(page, vigente.id, "Plano de resíduos", -10, "concluida");
  for (let i = 1; i <= 10; i++) await projeto(`Projeto Reserva ${String(i).padStart(2, "0")}`, agro);

  seed = {
    state: await page.context().storageState(),
    companyName: user.companyName,
    projetos: { lavra: lavra.id, fazenda: fazenda.id, patio: patio.id },
  };
  await page.context().close();
});

async function open(browser: Browser, path: string, viewport = LAPTOP) {
  const context = await browser.newContext({ storageState: seed.state, viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

// Each project's row on paper: name and client, licences (vigentes, alerta, vencidas, em
// renovação), conditions (vencidas, próximos 30 dias, a vencer, concluídas), obligations
// (atrasadas, próximos 30 dias), the situation's word.
const LINHAS = [
  ["Lavra NorteMineração Serra", "0", "0", "1", "0", "1", "0", "0", "0", "1", "0", "Crítico"],
  ["Fazenda Boa VistaAgro Verde Ltda", "0", "1", "0", "0", "0", "1", "0", "0", "0", "0", "Atenção"],
  ["Pátio CentralAgro Verde Ltda", "1", "0", "0", "0", "0", "0", "1", "1", "0", "0", "Em dia"],
];

/** A part of the sheet, by its title. */
const secao = (page: Page, titulo: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: titulo, exact: true }) });

test.describe("the printed consolidated report", () => {
  test("shows the company, the title, every project's counts and situation in words, and the date of issue, without the shell", async ({
    browser,
  }) => {
    const page = await open(browser, IMPRESSAO);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relatório Consolidado");
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
    await expect(page.locator("header")).toContainText(seed.companyName);
    await expect(page.locator("header")).toContainText(`Data de referência:${formatIsoDate(TODAY)}`);
    await expect(page.locator("header")).toContainText("Abrangência:Todos os empreendimentos");

    // The summary: 13 projects (1 critical, 1 needing attention, 11 up to date), 3 licences, 4 conditions.
    const resumo = secao(page, "Resumo");
    for (const [rotulo, valor] of [
      ["Empreendimentos", "13"],
      ["Críticos", "1"],
      ["Em atenção", "1"],
      ["Em dia", "11"],
      ["Licenças: Vencidas", "1"],
      ["Condicionantes: Vencendo em 30 dias", "1"],
      ["Obrigações: Atrasadas", "1"],
    ])
      await expect(
        resumo.getByRole("term").filter({ hasText: rotulo }).locator("xpath=following-sibling::dd[1]"),
      ).toHaveText(valor);

    // Every project, the worst first; the situation is a word (and a symbol), readable in black and white.
    const linhas = page.locator("table tbody tr");
    await expect(linhas).toHaveCount(13);
    for (const [i, celulas] of LINHAS.entries()) await expect(linhas.nth(i).getByRole("cell")).toHaveText(celulas);
    await expect(linhas.nth(3)).toContainText("Projeto Reserva 01");
    await expect(page.getByRole("columnheader", { name: "Licenças" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Condicionantes" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Obrigações" })).toBeVisible();

    const legenda = secao(page, "Legenda");
    await expect(legenda.getByRole("term")).toHaveText(["Crítico", "Atenção", "Em dia"]);
    await expect(legenda).toContainText(
      "alguma licença vencida, alguma condicionante com prazo já passado ou alguma obrigação atrasada.",
    );
    await expect(page.locator("main footer")).toContainText(`Emitido em ${formatIsoDate(TODAY)}`);
    // Outside the shell: no sidebar, no header menu; only 'Fechar' and 'Imprimir' above the sheet.
    await expect(page.locator("aside")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sair" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  test("on a phone the whole sheet shrinks to the screen's width, as a PDF viewer shows a page", async ({
    browser,
  }) => {
    const page = await open(browser, IMPRESSAO, PHONE);
    await expect(page.locator("table tbody tr")).toHaveCount(13);
    await expectFitsViewport(page);
    await expect(page.locator("table tbody tr").first().getByRole("cell").last()).toBeInViewport({ ratio: 1 });
    await expectNoSeriousViolations(page);
  });

  test("opens the print dialog once, when the data has arrived", async ({ browser }) => {
    const context = await browser.newContext({ storageState: seed.state });
    await context.addInitScript(() => {
      const w = window as unknown as { impressoes: number; print: () => void };
      w.impressoes = 0;
      w.print = () => {
        w.impressoes++;
      };
    });
    const page = await context.newPage();
    await page.goto("/relatorios/imprimir?empreendimento=todos");
    await expect(page.locator("table tbody tr")).toHaveCount(13);
    await expect.poll(() => page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);
    await page.getByRole("button", { name: "Imprimir" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(2);
  });
});

// The section lives on /relatorios, built by the activity-schedule work: these pass once both are merged.
test.describe("'Todos os empreendimentos' on /relatorios", () => {
  const tabela = (page: Page) => page.getByRole("table", { name: "Situação dos empreendimentos" });

  test("shows the company's totals and each project's traffic light, worst first, linking to the project", async ({
    browser,
  }) => {
    const page = await open(browser, SECAO);
    const panorama = page.getByRole("region", { name: "Panorama de todos os empreendimentos" });
    await expect(panorama).toBeVisible();
    await expect(panorama).toContainText(`Situação em ${formatIsoDate(TODAY)}`);

    const linhas = tabela(page).locator("tbody tr");
    await expect(linhas).toHaveCount(10);
    await expect(linhas.nth(0)).toContainText("Lavra Norte");
    await expect(linhas.nth(0).getByRole("definition")).toHaveText(["0", "0", "1", "0", "1", "0", "0", "0", "1", "0"]);
    await expect(linhas.nth(0)).toContainText("Crítico");
    await expect(linhas.nth(1)).toContainText("Fazenda Boa Vista");
    await expect(linhas.nth(1)).toContainText("Atenção");
    await expect(linhas.nth(2)).toContainText("Pátio Central");
    await expect(linhas.nth(2).getByRole("definition")).toHaveText(["1", "0", "0", "0", "0", "0", "1", "1", "0", "0"]);
    await expect(linhas.nth(2)).toContainText("Em dia");

    await expect(panorama.getByLabel("Legenda das situações")).toContainText("Atenção");
    // The projects by situation may be kept a few minutes (decision 067): the card says since when.
    await expect(panorama).toContainText(
      /Situações contadas em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}; recontadas a cada 5 minutos ou quando um total muda\./,
    );
    await expect(panorama).toContainText("13 empreendimentos · Página 1 de 2");
    await panorama.getByRole("button", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/empreendimento=todos/);
    await expect(linhas).toHaveCount(3);
    await expect(linhas.last()).toContainText("Projeto Reserva 10");
    await page.goBack();
    await expect(linhas).toHaveCount(10);

    await panorama.getByRole("link", { name: "Lavra Norte" }).click();
    await expect(page).toHaveURL(new RegExp(`/empreendimentos/${seed.projetos.lavra}$`));
  });

  test("the project choice: searched, its empty choice is 'Todos', and a shared link keeps its project named", async ({
    browser,
  }) => {
    const page = await open(browser, SECAO);
    const escolha = page.getByLabel("Empreendimento", { exact: true });
    const escolhido = escolha.locator("option:checked");
    await expect(escolha).toHaveValue("");
    await expect(escolhido).toHaveText("Todos os empreendimentos");
    // By the client's name, on the server: the choices narrow to its projects.
    await page.getByLabel("Filtrar empreendimentos").fill("serra");
    await expect(escolha.getByRole("option")).toHaveText(["Todos os empreendimentos", "Lavra Norte — Mineração Serra"]);
    await escolha.selectOption({ label: "Lavra Norte — Mineração Serra" });
    await expect(page).toHaveURL(new RegExp(`empreendimento=${seed.projetos.lavra}`));
    await expect(page.getByRole("heading", { level: 2, name: "Lavra Norte" })).toBeVisible();
    // Back to 'todos', the URL's default, which stays out of it.
    await escolha.selectOption({ label: "Todos os empreendimentos" });
    await expect(page).toHaveURL(/\/relatorios$/);
    await expect(page.getByRole("region", { name: "Panorama de todos os empreendimentos" })).toBeVisible();

    // A shared link: the project is chosen and named at once, from two calls besides the session.
    const calls: string[] = [];
    page.on("request", (r) => calls.push(new URL(r.url()).pathname));
    await page.goto(`/relatorios?empreendimento=${seed.projetos.patio}`);
    await expect(page.getByRole("heading", { level: 2, name: "Pátio Central" })).toBeVisible();
    await expect(escolha).toHaveValue(seed.projetos.patio);
    await expect(escolhido).toHaveText("Pátio Central — Agro Verde Ltda");
    expect(calls.filter((path) => path.startsWith("/api/")).sort()).toEqual([
      "/api/empreendimentos/busca",
      "/api/me",
      `/api/relatorios/empreendimentos/${seed.projetos.patio}`,
    ]);
    // A link to a project that is not the company's (or no longer exists) says so.
    await page.goto("/relatorios?empreendimento=00000000-0000-4000-8000-000000000000");
    await expect(escolhido).toHaveText("Empreendimento indisponível");
    await expect(page.getByRole("alert")).toHaveText("Empreendimento não encontrado.");
  });

  for (const [label, viewport, phone] of [
    ["a phone", PHONE, true],
    ["a 1280-px laptop with the sidebar open", LAPTOP, false],
    ["a 1024-px laptop with the sidebar open", SMALL_LAPTOP, false],
  ] as const)
    test(`fits ${label}: ${phone ? "cards" : "a table"} with the situation's word, and passes axe`, async ({
      browser,
    }) => {
      const page = await open(browser, SECAO, viewport);
      const linhas = phone
        ? page.getByRole("list", { name: "Situação dos empreendimentos" }).getByRole("listitem")
        : tabela(page).locator("tbody tr");
      await expect(linhas).toHaveCount(10);
      await expect(linhas.first()).toContainText("Crítico");
      if (phone) await expect(linhas.first()).toContainText("Licenças: Vigente 0 · Alerta 0 · Vencida 1");
      else await expect(page.locator("aside")).toHaveAttribute("data-state", "expanded");
      await expectFitsViewport(page);
      await expectRowControlsTappable(linhas);
      await expectNoSeriousViolations(page);
    });
});
