import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { postApi, postFormApi, putApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import {
  expectFitsViewport,
  expectMenuActions,
  expectRowControlsTappable,
  expectTappable,
  LAPTOP,
  PHONE,
} from "./support/layout";

// 'Obrigações' (issue 32) as a consultant uses it: a client's legal calendar generated from its
// CTF/APP and its mining site in MG, the obligations it created in the list, the RAPP met with its
// receipt and its next year's due date; and the list and the details on a laptop and a phone.

test.use({ reducedMotion: "reduce" });

const RAPP = "Relatório Anual de Atividades Potencialmente Poluidoras (RAPP)";
const TODAY = todayIn(new Date());
// The RAPP is due by 31 March: this year's while it is still ahead, else next year's.
const rappYear = Number(TODAY.slice(0, 4)) + (TODAY.slice(5) > "03-31" ? 1 : 0);

const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: PDF });

/** The details' due dates, without the proofs listed inside each. */
const vencimentosDe = (detalhes: Locator) => detalhes.getByRole("list", { name: "Vencimentos" }).locator(":scope > li");

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();

/** A list's rows: the table's on a laptop, the cards on a phone. */
const rowsOf = (page: Page, phone = false): Locator =>
  phone
    ? page.getByRole("list", { name: "Obrigações", exact: true }).getByRole("listitem")
    : page.getByRole("table", { name: "Obrigações", exact: true }).locator("tbody tr");

test("a client's legal calendar proposes its obligations with why, creates them, and the RAPP met with its receipt brings next year's", async ({
  page,
}) => {
  await newCompanySession(page, "Helena Calendário", "admin"); // an admin: she may delete a file
  const cliente = await postApi(page, "/api/clientes", { nome: "Mineradora Serra Azul" });
  await postApi(page, "/api/empreendimentos", {
    ...{ nome: "Mina do Pico", clienteId: cliente.id, municipio: "Itabira", estado: "MG" },
  });

  await page.goto(`/clientes/${cliente.id}`);
  await page.getByRole("button", { name: "Gerar calendário legal" }).click();
  const dialog = page.getByRole("dialog", { name: "Gerar calendário legal" });
  await expect(dialog.getByText("Nenhuma obrigação proposta para este perfil.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Criar obrigações selecionadas/ })).toBeDisabled();

  await dialog.getByLabel("Número do CTF/APP").fill("1234567");
  await dialog.getByRole("checkbox", { name: "Empreendimento de mineração: Mina do Pico" }).check();
  await expect(dialog.getByText("Salve o perfil para ver as obrigações que ele pede.")).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar perfil" }).click();
  await toast(page, "Perfil legal salvo.");

  const propostas = dialog.getByRole("list", { name: "Obrigações propostas" }).getByRole("listitem");
  const rapp = propostas.filter({ hasText: RAPP });
  await expect(rapp).toContainText("IBAMA · Todo o empreendedor · Anual, até 31/03");
  await expect(rapp).toContainText("Por quê: CTF/APP ativo");
  await expect(rapp.getByRole("link", { name: /Lei nº 6\.938\/1981/ })).toHaveAttribute("href", /planalto\.gov\.br/);
  await expect(propostas.filter({ hasText: "Relatório Anual de Lavra (RAL)" })).toContainText(
    "Por quê: Empreendimento de mineração",
  );
  await expect(propostas.filter({ hasText: "UF = MG" }).first()).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: RAPP, exact: true })).toBeChecked();
  const total = await propostas.count();
  expect(total).toBeGreaterThan(2);
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // One unticked stays out; the rest are created at once and then read 'Já criada'.
  await dialog.getByRole("checkbox", { name: "Relatório Anual de Lavra (RAL) (Mina do Pico)" }).uncheck();
  await dialog.getByRole("button", { name: `Criar obrigações selecionadas (${total - 1})` }).click();
  await toast(page, `${total - 1} obrigações criadas`);
  await expect(dialog.getByText("Já criada")).toHaveCount(total - 1);
  await expect(dialog.getByRole("checkbox", { name: RAPP, exact: true })).toBeDisabled();
  const ral = dialog.getByRole("checkbox", { name: "Relatório Anual de Lavra (RAL) (Mina do Pico)" });
  await expect(ral).toBeEnabled();
  await expect(ral).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Criar obrigações selecionadas (0)" })).toBeDisabled();

  await dialog.getByRole("link", { name: "Ver obrigações do empreendedor" }).click();
  await expect(page).toHaveURL(new RegExp(`/obrigacoes\\?cliente=${cliente.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Obrigações" })).toBeVisible();
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(total - 1);
  const linha = rows.filter({ hasText: RAPP });
  await expect(linha).toContainText("Mineradora Serra Azul");
  await expect(linha).toContainText(`31/03/${rappYear}`);
  await expect(linha).toContainText("Pendente");
  await expect(linha).toContainText("Anual, até 31/03");

  await page.getByRole("button", { name: `Ver detalhes de ${RAPP}` }).click();
  await expect(page).toHaveURL(/[?&]detalhes=[0-9a-f-]{36}/);
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Obrigação" });
  await expect(detalhes).toContainText("Lei nº 6.938/1981");
  await expect(detalhes.getByRole("link", { name: /Ver texto/ })).toHaveAttribute("href", /planalto\.gov\.br/);
  const vencimentos = vencimentosDe(detalhes);
  await expect(vencimentos).toHaveCount(1);
  await expect(vencimentos.first()).toContainText(`Vencimento: 31/03/${rappYear}`);

  // Met with its receipt: the proof is recorded with its file, and next year's due date appears.
  await vencimentos.first().getByRole("button", { name: "Marcar como cumprida" }).click();
  const cumprir = page.getByRole("dialog", { name: "Marcar como cumprida" });
  await expect(cumprir.getByLabel("Cumprida em")).toHaveValue(formatIsoDate(TODAY));
  await cumprir.getByLabel("Observações").fill("Recibo de entrega no IBAMA");
  await cumprir.getByLabel("Arquivos", { exact: true }).setInputFiles(pdf("recibo-rapp.pdf"));
  await cumprir.getByRole("button", { name: "Confirmar" }).click();
  await toast(page, `Próximo vencimento: 31/03/${rappYear + 1}.`);
  await expect(cumprir).toBeHidden();
  await expect(vencimentos).toHaveCount(2);
  await expect(vencimentos.nth(0)).toContainText(`Vencimento: 31/03/${rappYear + 1}`);
  await expect(vencimentos.nth(0)).toContainText("Pendente");
  await expect(vencimentos.nth(1)).toContainText(`Cumprida em: ${formatIsoDate(TODAY)}`);
  await expect(vencimentos.nth(1).getByRole("button", { name: "Marcar como cumprida" })).toHaveCount(0);
  const prova = vencimentos.nth(1).getByRole("listitem", { name: `Comprovação de ${formatIsoDate(TODAY)}` });
  await expect(prova).toContainText("Aprovada");
  await expect(prova).toContainText("Recibo de entrega no IBAMA");
  await expect(prova.getByRole("list", { name: /^Arquivos da comprovação/ })).toContainText("recibo-rapp.pdf");
  await expect(prova.getByRole("button", { name: "Visualizar recibo-rapp.pdf" })).toBeVisible();
  // A file sent by mistake goes alone; the proof stays.
  await prova.getByRole("button", { name: "Excluir recibo-rapp.pdf" }).click();
  await page.getByRole("alertdialog", { name: "Confirmar Exclusão" }).getByRole("button", { name: "Excluir" }).click();
  await toast(page, "Documento excluído com sucesso");
  await expect(prova.getByRole("list", { name: /^Arquivos da comprovação/ })).toHaveCount(0);
  await expect(prova).toContainText("Recibo de entrega no IBAMA");

  await detalhes.getByRole("button", { name: "Fechar" }).click();
  await expect(detalhes).toBeHidden();
  await expect(linha).toContainText(`31/03/${rappYear + 1}`);
  // The met one is among 'Cumprida', not among the open ones.
  await page.getByLabel("Status").selectOption({ label: "Cumprida" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`31/03/${rappYear}`);
  // The filters live in the URL: the agency's obligations, open, survive a reload.
  await page.getByLabel("Status").selectOption({ label: "Em aberto" });
  await page.getByLabel("Órgão").fill("SEMAD/MG");
  await page.getByLabel("Órgão").press("Enter");
  await expect(page).toHaveURL(/orgao=SEMAD%2FMG/);
  await page.reload();
  await expect(rows).toHaveText([/Minas Gerais.*SEMAD\/MG/]);
  await page.getByRole("button", { name: "Limpar Filtros" }).click();
  await expect(page).not.toHaveURL(/\?/);
  await expect(rows).toHaveCount(total - 1);
});

test("a new obligation is created from the form, with its rule in words, and the refusals read under their fields", async ({
  page,
}) => {
  await newCompanySession(page, "Otávio Formulário");
  await postApi(page, "/api/clientes", { nome: "Cerâmica São José" });
  await page.goto("/obrigacoes");
  await expect(page.getByText("Nenhuma obrigação em aberto")).toBeVisible();

  await page.getByRole("button", { name: "Nova Obrigação" }).click();
  const form = page.getByRole("dialog", { name: "Nova Obrigação" });
  await form.getByRole("button", { name: "Criar" }).click();
  await expect(form.getByText("Selecione o empreendedor")).toBeVisible();
  await expect(form.getByText("Título é obrigatório")).toBeVisible();
  await expect(form.getByText("Órgão é obrigatório")).toBeVisible();

  await form.getByLabel("Empreendedor", { exact: true }).selectOption({ label: "Cerâmica São José" });
  await form.getByLabel("Título").fill("Relatório trimestral de resíduos");
  await form.getByLabel("Órgão").fill("CETESB");
  await form.getByLabel("Tipo").selectOption({ label: "Após cada período (mês, trimestre, semestre, ano)" });
  await expect(form.getByText("Regra: Até o 5º dia útil do mês seguinte ao trimestre.")).toBeVisible();
  await form.getByLabel("Até o Nº").fill("10");
  await form.getByLabel("Contagem").selectOption({ label: "Dia corrido" });
  await expect(form.getByText("Regra: Até o 10º dia do mês seguinte ao trimestre.")).toBeVisible();
  await form.getByLabel("Link da base legal").fill("planalto");
  await form.getByRole("button", { name: "Criar" }).click();
  await expect(form.getByText("Informe um endereço http(s) válido")).toBeVisible();
  await form.getByLabel("Link da base legal").fill("");
  await form.getByLabel("Primeiro vencimento").fill("10012027");
  await form.getByRole("button", { name: "Criar" }).click();
  await toast(page, "Obrigação criada com sucesso!");

  // Its details open next, with the first due date as typed.
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Obrigação" });
  await expect(detalhes).toContainText("Até o 10º dia do mês seguinte ao trimestre");
  await expect(detalhes.getByRole("listitem")).toContainText("Vencimento: 10/01/2027");
  await detalhes.getByRole("button", { name: "Alterar vencimento" }).click();
  const prorrogar = page.getByRole("dialog", { name: "Alterar vencimento" });
  await prorrogar.getByLabel("Novo vencimento").fill("");
  await prorrogar.getByRole("button", { name: "Confirmar" }).click();
  await expect(prorrogar.getByText("Informe o novo vencimento")).toBeVisible();
  await prorrogar.getByLabel("Novo vencimento").fill("25012027");
  await prorrogar.getByRole("button", { name: "Confirmar" }).click();
  await toast(page, "Vencimento alterado com sucesso!");
  await expect(detalhes.getByRole("listitem")).toContainText("Vencimento: 25/01/2027");
  await expect(detalhes.getByRole("listitem")).toContainText("Prorrogado; pela regra, 10/01/2027");
  await detalhes.getByRole("button", { name: "Fechar" }).click();
  await expect(rowsOf(page).first()).toContainText("25/01/2027");
});

test("the client's and the project's pages list their obligations; one deleted waits in the Lixeira and comes back", async ({
  page,
}) => {
  await newCompanySession(page, "Rita Lixeira", "admin");
  const cliente = await postApi(page, "/api/clientes", { nome: "Olaria Boa Vista" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Forno Norte", clienteId: cliente.id });
  const anual = { tipo: "anual", mes: 3, dia: 31 };
  await postApi(page, "/api/obrigacoes", {
    clienteId: cliente.id,
    titulo: "RAPP da Olaria",
    orgao: "IBAMA",
    recorrencia: anual,
  });
  await postApi(page, "/api/obrigacoes", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, titulo: "Relatório do Forno", orgao: "CETESB" },
    ...{ recorrencia: anual, primeiroVencimento: "2020-01-10" },
  });

  // The client's page: both, the nearest due date first, the project's named.
  await page.goto(`/clientes/${cliente.id}`);
  const secao = page.getByRole("region", { name: "Obrigações" });
  const itens = secao.getByRole("list", { name: "Obrigações em aberto" }).getByRole("listitem");
  await expect(itens).toHaveCount(2);
  await expect(itens.first()).toContainText("Relatório do Forno");
  await expect(itens.first()).toContainText("CETESB · Forno Norte · Vencimento 10/01/2020");
  await expect(itens.first()).toContainText("Atrasada");
  await expect(itens.last()).toContainText(`IBAMA · Vencimento 31/03/${rappYear}`);
  await expect(itens.last()).toContainText("Pendente");

  // 'Deletar' in its details, confirmed with what goes along.
  await secao.getByRole("button", { name: "Ver detalhes de RAPP da Olaria" }).click();
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Obrigação" });
  await detalhes.getByRole("button", { name: "Deletar" }).click();
  const confirmar = page.getByRole("alertdialog", { name: "Confirmar Exclusão" });
  await expect(confirmar).toHaveText(
    /Tem certeza que deseja deletar a obrigação “RAPP da Olaria”\? Irá para a Lixeira junto com ela: 1 vencimento\. Você poderá restaurá-la por 30 dias\./,
  );
  await confirmar.getByRole("button", { name: "Deletar" }).click();
  await toast(page, "Obrigação removida com sucesso!");
  await expect(detalhes).toBeHidden();
  await expect(itens).toHaveCount(1);

  // The project's page lists its own.
  await page.goto(`/empreendimentos/${projeto.id}`);
  await expect(
    page.getByRole("region", { name: "Obrigações" }).getByRole("list", { name: "Obrigações em aberto" }),
  ).toHaveText(/Relatório do Forno/);

  await page.goto("/lixeira");
  const entrada = page
    .getByRole("table", { name: "Lixeira" })
    .locator("tbody tr")
    .filter({ hasText: "RAPP da Olaria" });
  await expect(entrada).toContainText("Obrigação");
  await expect(entrada).toContainText("Olaria Boa Vista");
  await expect(entrada).toContainText("Junto: 1 vencimento");
  await page.getByRole("button", { name: "Restaurar RAPP da Olaria" }).click();
  await toast(page, "Obrigação RAPP da Olaria restaurada com sucesso!");

  await page.goto(`/clientes/${cliente.id}`);
  await expect(itens).toHaveCount(2);
  await expect(itens.last()).toContainText("RAPP da Olaria");
});

type TSeed = BrowserContextOptions["storageState"];
let seed: TSeed;
let clienteId = "";
// Long names, as real clients have.
const CLIENTE = "Cooperativa Agroindustrial dos Produtores Rurais do Oeste Catarinense Ltda";
const PROJETO = "Unidade de Beneficiamento e Armazenagem de Grãos Linha São Pedro";
const LONGA = "Relatório anual de monitoramento da qualidade das águas superficiais e subterrâneas da unidade";

test("'Por prazo' sorts the due dates into the conditions' sections, and one met late moves to 'Cumpridas' marked late", async ({
  page,
}) => {
  await newCompanySession(page, "Otávio Prazos");
  const cliente = await postApi(page, "/api/clientes", { nome: "Laticínio Vale Verde" });
  for (const [titulo, dias] of [
    ["Relatório de automonitoramento", -3],
    ["Declaração de carga poluidora", 10],
    ["Inventário de resíduos sólidos", 45],
  ] as const)
    await postApi(page, "/api/obrigacoes", {
      ...{ clienteId: cliente.id, titulo, orgao: "FEAM", recorrencia: { tipo: "unica" } },
      primeiroVencimento: addDays(TODAY, dias),
    });
  const secao = (nome: string) => page.getByRole("region", { name: nome, exact: true });

  await page.goto("/obrigacoes");
  await page.getByRole("tab", { name: "Por prazo" }).click();
  await expect(page).toHaveURL(/visao=prazos/);
  await expect(secao("Vencidas").getByRole("article")).toHaveText([/Relatório de automonitoramento.*3 dias atrasado/]);
  await expect(secao("Vencendo em Breve - Próximos 30 dias").getByRole("article")).toHaveText([
    /Declaração de carga poluidora.*10 dias restantes/,
  ]);
  await expect(secao("A Vencer").getByRole("article")).toHaveText([
    /Inventário de resíduos sólidos.*45 dias restantes/,
  ]);
  await expect(secao("Cumpridas")).toContainText("Nenhum vencimento cumprido.");
  await expect(page.getByLabel("Status")).toHaveCount(0); // the sections stand for it

  // A filter narrows every section; clearing it keeps the view.
  await page.getByLabel("Órgão").fill("IBAMA");
  await page.getByLabel("Órgão").press("Enter");
  await expect(secao("A Vencer")).toContainText("Nenhum vencimento desta seção corresponde aos filtros.");
  await page.getByRole("button", { name: "Limpar Filtros" }).click();
  await expect(page.getByRole("tab", { name: "Por prazo" })).toHaveAttribute("aria-selected", "true");
  await expect(secao("A Vencer").getByRole("article")).toHaveCount(1);

  await page.getByRole("button", { name: "Marcar como cumprida: Relatório de automonitoramento" }).click();
  const cumprir = page.getByRole("dialog", { name: "Marcar como cumprida" });
  await cumprir.getByRole("button", { name: "Confirmar" }).click();
  await toast(page, "Obrigação marcada como cumprida.");
  await expect(secao("Vencidas")).toContainText("Nenhuma obrigação vencida.");
  const cumprida = secao("Cumpridas").getByRole("article");
  await expect(cumprida).toContainText("Relatório de automonitoramento");
  await expect(cumprida).toContainText(`Cumprida em: ${formatIsoDate(TODAY)} (Atrasada)`);
  await expect(cumprida.getByRole("button", { name: /Marcar como cumprida/ })).toHaveCount(0);
  await page.reload();
  await expect(secao("Cumpridas").getByRole("article")).toHaveCount(1);
});

test.describe("the list on a laptop and a phone", () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await newCompanySession(page, "Lúcia Fernandes Albuquerque");
    const cliente = await postApi(page, "/api/clientes", { nome: CLIENTE });
    const projeto = await postApi(page, "/api/empreendimentos", {
      ...{ nome: PROJETO, clienteId: cliente.id, municipio: "São Miguel do Oeste", estado: "SC" },
    });
    clienteId = cliente.id;
    await putApi(page, `/api/clientes/${cliente.id}/perfil-legal`, {
      ...{ ctfNumero: "7654321", ctfCategorias: ["16-1", "21-49"], mineracao: [projeto.id] },
    });
    const base = { clienteId: cliente.id, orgao: "IMA/SC" };
    const longa = await postApi<{ instancias: { id: string }[] }>(page, "/api/obrigacoes", {
      ...base,
      ...{ empreendimentoId: projeto.id, titulo: LONGA, recorrencia: { tipo: "anual", mes: 3, dia: 31 } },
    });
    await postFormApi(page, `/api/obrigacoes/instancias/${longa.instancias[0].id}/comprovacoes`, {
      ...{ dataEntrega: TODAY, observacoes: "Laudo do laboratório com as análises do primeiro semestre" },
      arquivos: pdf("laudo-de-monitoramento-das-aguas-superficiais-e-subterraneas-primeiro-semestre.pdf"),
    });
    await postApi(page, "/api/obrigacoes", {
      ...base,
      titulo: "Taxa de Controle e Fiscalização Ambiental (TCFA)",
      orgao: "IBAMA",
      recorrencia: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
    });
    await postApi(page, "/api/obrigacoes", {
      ...base,
      ...{ titulo: "Certificado de regularidade", recorrencia: { tipo: "meses", intervalo: 3 } },
      primeiroVencimento: "2026-01-15",
    });
    seed = await page.context().storageState();
    await page.context().close();
  });

  async function open(browser: Browser, viewport: typeof PHONE, path: string) {
    const context = await browser.newContext({ storageState: seed, viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  for (const { label, viewport, phone } of [
    { label: "laptop 1280×900, sidebar open", viewport: LAPTOP, phone: false },
    { label: "phone 390×844", viewport: PHONE, phone: true },
  ]) {
    test(`${label}: the list fits and each row's actions are on screen`, async ({ browser }) => {
      const page = await open(browser, viewport, "/obrigacoes");
      const rows = rowsOf(page, phone);
      await expect(rows).toHaveCount(3);
      await expect(rows.first()).toContainText("Atrasada");
      if (!phone) await expect(page.locator("aside")).toHaveAttribute("data-state", "expanded");
      // The header's buttons on one line, before a row's controls scroll the page.
      await expect(page.getByRole("button", { name: "Nova Obrigação" })).toBeInViewport({ ratio: 1 });
      await expectFitsViewport(page);
      await expectRowControlsTappable(rows);
      if (phone) {
        await expectNoSeriousViolations(page);
        await expectMenuActions(page, page.getByRole("button", { name: `Ações da obrigação ${LONGA}` }), [
          "Ver detalhes",
          "Marcar como cumprida",
          "Deletar",
        ]);
      } else {
        for (const name of [
          `Ver detalhes de ${LONGA}`,
          `Marcar como cumprida: ${LONGA}`,
          `Deletar a obrigação ${LONGA}`,
        ])
          await expect(page.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
      }

      // The filters opened, the form and the details fit too.
      if (phone) await page.getByRole("button", { name: "Filtros" }).click();
      await expect(page.getByLabel("Vencimento até")).toBeVisible();
      await expectFitsViewport(page);
      await page.getByRole("button", { name: "Nova Obrigação" }).click();
      const form = page.getByRole("dialog", { name: "Nova Obrigação" });
      await form.getByLabel("Tipo").selectOption({ label: "Anual (dia e mês)" });
      await expectFitsViewport(page);
      await expectTappable(form.getByRole("button", { name: "Criar" }));
      await form.getByRole("button", { name: "Cancelar" }).click();
      await expect(form).toBeHidden();
      await page.goto("/obrigacoes");
      if (phone) await page.getByRole("button", { name: `Ações da obrigação ${LONGA}` }).click();
      await (
        phone
          ? page.getByRole("menuitem", { name: "Ver detalhes" })
          : page.getByRole("button", { name: `Ver detalhes de ${LONGA}` })
      ).click();
      const detalhes = page.getByRole("dialog", { name: "Detalhes da Obrigação" });
      await expect(vencimentosDe(detalhes)).toHaveCount(1);
      await expect(detalhes.getByRole("listitem", { name: /^Comprovação de/ })).toContainText("Pendente");
      await expectFitsViewport(page);
      await expectTappable(detalhes.getByRole("button", { name: "Alterar vencimento" }));
      await expectTappable(detalhes.getByRole("button", { name: /^Visualizar laudo/ }));
      if (phone) await expectNoSeriousViolations(page, '[role="dialog"]');

      // 'Por prazo': the same due dates as cards in sections, each card's actions on screen.
      await page.goto("/obrigacoes?visao=prazos");
      const vencida = page.getByRole("region", { name: "Vencidas", exact: true }).getByRole("article");
      await expect(vencida).toHaveText([/Certificado de regularidade.*dias atrasado/]);
      await expect(page.getByRole("article")).toHaveCount(3);
      await expectFitsViewport(page);
      for (const name of ["Ver detalhes", "Marcar como cumprida", "Deletar"])
        await expectTappable(vencida.getByRole("button", { name: new RegExp(`^${name}`) }));

      // The client's legal calendar: its profile and the proposals with their reasons.
      await page.goto(`/clientes/${clienteId}`);
      await page.getByRole("button", { name: "Gerar calendário legal" }).click();
      const calendario = page.getByRole("dialog", { name: "Gerar calendário legal" });
      await expect(
        calendario.getByRole("list", { name: "Obrigações propostas" }).getByRole("listitem").first(),
      ).toBeVisible();
      await expectFitsViewport(page);
      await expectTappable(calendario.getByRole("button", { name: "Salvar perfil" }));
      if (phone) await expectNoSeriousViolations(page, '[role="dialog"]');
    });
  }
});
