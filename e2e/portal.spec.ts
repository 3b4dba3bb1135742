import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { postApi } from "./support/api";
import { newCompanySession } from "./support/users";
import { aceitar, ATRASADA, CLIENTE, invite, PERIODICA, seedPortal, VENCENDO } from "./support/portal";

test.use({ reducedMotion: "reduce" });
// Each test seeds a consultancy, invites a person and runs axe at two widths on several screens.
test.describe.configure({ timeout: 180_000 });

const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: PDF });
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** The invited person's own browser, on a phone, signed in by accepting the invitation. */
async function portalNoCelular(browser: Browser, token: string) {
  const context = await browser.newContext({
    baseURL: E2E_URL,
    viewport: PHONE,
    locale: "pt-BR",
    reducedMotion: "reduce",
  });
  const portal = await context.newPage();
  await aceitar(portal, token);
  await portal.goto("/portal");
  // A fresh browser loads the portal's screens for the first time: more than the usual 10 s on a busy machine.
  await expect(portal.getByRole("heading", { level: 1, name: CLIENTE })).toBeVisible({ timeout: 30_000 });
  return portal;
}

const sees = (page: Page, title: string, text: string) =>
  expect(page.locator("[data-sonner-toast]", { hasText: title }).filter({ hasText: text }).first()).toBeVisible();
const pendencia = (page: Page, nome: string) =>
  page.getByRole("region", { name: "Pendências" }).getByRole("article", { name: nome });

/** Axe on the screen at both sizes; the phone is where it is used most. */
async function axeNasDuasLarguras(page: Page) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoSeriousViolations(page);
  }
}

/** The newest proof of an obligation, as the portal's own API answers it to its user. */
async function ultimaComprovacaoId(portal: Page, licencaId: string, titulo: string) {
  const res = await portal.request.get(`/api/portal/licencas/${licencaId}`);
  const body = (await res.json()) as { secoes: Record<string, { titulo: string; comprovacoes: { id: string }[] }[]> };
  return Object.values(body.secoes)
    .flat()
    .find((o) => o.titulo === titulo)!.comprovacoes[0].id;
}

async function enviarComprovacao(portal: Page, card: Locator, observacao: string) {
  await card.getByRole("button", { name: /^Enviar comprovação/ }).click();
  const dialog = portal.getByRole("dialog", { name: "Enviar comprovação" });
  await dialog.getByLabel("Arquivos", { exact: true }).setInputFiles([pdf("laudo.pdf")]);
  await dialog.getByLabel("Observação").fill(observacao);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await sees(portal, "Sucesso", "Comprovação enviada com sucesso!");
  await expect(dialog).toBeHidden();
}

test("an invited client follows its licences on a phone and sends a proof with a document", async ({
  page,
  browser,
}) => {
  const { equipe, cliente } = await seedPortal(page, "Renata Campos");
  const { token } = await invite(page, cliente.id, "Paulo Mendes");
  const portal = await portalNoCelular(browser, token);

  // The consultancy's brand, the client, the counts; the other client's project never appears.
  await expect(portal.getByTestId("portal-empresa")).toHaveText(equipe.companyName);
  await expect(portal.getByTestId("portal-cliente")).toHaveText(CLIENTE);
  await expect(portal.getByRole("region", { name: "Resumo" }).getByRole("listitem").first()).toHaveText(
    /^\s*1\s*Atrasadas$/,
  );
  await expect(portal.getByRole("link", { name: /Mina Serra Azul/ })).toContainText("1 precisa de atenção");
  await expect(portal.getByText("Fábrica do Vizinho")).toHaveCount(0);
  // Most urgent first: the overdue condition, then the monthly delivery and the one due in 20 days.
  const primeira = portal.getByRole("region", { name: "Pendências" }).getByRole("article").first();
  await expect(primeira).toHaveAccessibleName(ATRASADA);
  await expect(primeira).toContainText("5 dias atrasado");
  await expect(pendencia(portal, PERIODICA).first()).toContainText("Entrega agendada");
  await axeNasDuasLarguras(portal);

  // 'Enviar comprovação': checked before sending, the camera offered, then sent.
  const card = pendencia(portal, ATRASADA);
  await card.getByRole("button", { name: `Enviar comprovação de ${ATRASADA}` }).click();
  const dialog = portal.getByRole("dialog", { name: "Enviar comprovação" });
  await expect(dialog.locator('input[type="file"][capture="environment"]')).toHaveAttribute("accept", "image/*");
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByText("Selecione pelo menos um arquivo.")).toBeVisible();
  await dialog
    .getByLabel("Arquivos", { exact: true })
    .setInputFiles([{ name: "planilha.xls", mimeType: "application/vnd.ms-excel", buffer: Buffer.from("x") }]);
  await expect(dialog.getByText("Formato não permitido")).toBeVisible();
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByText("Remova os arquivos marcados antes de enviar.")).toBeVisible();
  await dialog.getByRole("button", { name: "Remover planilha.xls" }).click();
  await expectNoSeriousViolations(portal, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await enviarComprovacao(portal, card, "Laudo do laboratório credenciado");
  await expect(card).toContainText("Em Análise");
  await expect(card.getByRole("button", { name: /^Enviar comprovação/ })).toHaveCount(0);

  // The licence's page: its header, its sections, the proof waiting for review.
  await card.getByRole("link", { name: /LO-1234\/2024/ }).click();
  await expect(portal.getByRole("heading", { level: 1 })).toContainText("LO-1234/2024");
  await expect(portal.getByText("Alerta de Renovação")).toBeVisible();
  const vencidas = portal.getByRole("region", { name: /^Vencidas/ });
  await expect(vencidas.getByRole("article", { name: ATRASADA })).toContainText("Em Análise");
  await axeNasDuasLarguras(portal);

  // The project's page lists its licence with the shared status.
  await portal.getByRole("navigation", { name: "Trilha" }).getByRole("link", { name: "Mina Serra Azul" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Mina Serra Azul" })).toBeVisible();
  await expect(portal.getByRole("link", { name: /LO-1234\/2024/ })).toContainText("Alerta de Renovação");
  await axeNasDuasLarguras(portal);
});

// Needs the consultancy's review routes (POST /api/comprovacoes/{id}/aprovar|rejeitar, issue 29 §3).
test("the consultancy's review reaches the portal: approved is met, rejected shows why and is sent again", async ({
  page,
  browser,
}) => {
  const { cliente, lo } = await seedPortal(page, "Otávio Lima");
  const { token } = await invite(page, cliente.id, "Sílvia Prado");
  const portal = await portalNoCelular(browser, token);
  await enviarComprovacao(portal, pendencia(portal, ATRASADA), "Laudo do laboratório credenciado");
  await enviarComprovacao(portal, pendencia(portal, VENCENDO), "Fotos do plantio");

  // An approval: the obligation is met and leaves the pending ones.
  const aprovada = await ultimaComprovacaoId(portal, lo.id, ATRASADA);
  const aprovar = await page.request.post(`/api/comprovacoes/${aprovada}/aprovar`, { headers: { origin: E2E_URL } });
  expect(aprovar.ok(), await aprovar.text()).toBe(true);
  await portal.reload();
  await expect(pendencia(portal, ATRASADA)).toHaveCount(0);
  await portal.goto(`/portal/licencas/${lo.id}`);
  const concluida = portal.getByRole("region", { name: /^Concluídas/ }).getByRole("article", { name: ATRASADA });
  await expect(concluida).toContainText("Aprovada");
  await expect(concluida.getByRole("button", { name: /^Enviar comprovação/ })).toHaveCount(0);
  await portal.goto("/portal");

  // A rejection: its reason, and 'Enviar comprovação' again.

  const id = await ultimaComprovacaoId(portal, lo.id, VENCENDO);
  const motivo = "As fotos não mostram a área inteira do plantio.";
  const rejeitar = await page.request.post(`/api/comprovacoes/${id}/rejeitar`, {
    data: { motivo },
    headers: { origin: E2E_URL },
  });
  expect(rejeitar.ok(), await rejeitar.text()).toBe(true);
  await portal.reload();
  const card = pendencia(portal, VENCENDO);
  await expect(card).toContainText("Rejeitada");
  await expect(card).toContainText(`Motivo da rejeição: ${motivo}`);
  await enviarComprovacao(portal, card, "Novas fotos, da área inteira");
  await expect(card).toContainText("Em Análise");
});

test("a company user previews a client's portal read-only, and each side is sent to its own home", async ({
  page,
  browser,
}) => {
  const { cliente } = await seedPortal(page, "Helena Duarte");
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize(PHONE);
  await page.goto(`/portal?cliente=${cliente.id}`);
  await expect(page.getByText("Visualizando como o cliente vê o portal")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: CLIENTE })).toBeVisible();
  await expect(pendencia(page, ATRASADA)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Enviar comprovação/ })).toHaveCount(0);
  await axeNasDuasLarguras(page);
  // Its links keep the preview.
  await page.getByRole("link", { name: /Mina Serra Azul/ }).click();
  await expect(page).toHaveURL(new RegExp(`cliente=${cliente.id}`));
  await expect(page.getByText("Visualizando como o cliente vê o portal")).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao cliente no sistema" }).click();
  await expect(page).toHaveURL(`/clientes/${cliente.id}`);

  const { token } = await invite(page, cliente.id, "Caio Nunes");
  const portal = await portalNoCelular(browser, token);
  await portal.goto("/licencas");
  await expect(portal).toHaveURL(/\/portal$/);
  await expect(portal.getByRole("heading", { level: 1, name: CLIENTE })).toBeVisible();

  // The client's own spreadsheets and calendar address.
  const planilhas = portal.getByRole("region", { name: "Planilha e agenda" });
  const download = portal.waitForEvent("download");
  await planilhas.getByRole("link", { name: "CSV das condicionantes" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await planilhas.getByRole("button", { name: "Gerar endereço da agenda" }).click();
  await expect(planilhas.getByLabel("Endereço do seu calendário")).toHaveValue(/\/api\/calendario\/feed\//);
  await expect(planilhas.getByRole("button", { name: "Copiar endereço" })).toBeVisible();
});

test("a client's person sees its legal obligation outside the licences and sends the due date's proof with a PDF", async ({
  page,
  browser,
}) => {
  await newCompanySession(page, "Marcos Teixeira", "admin");
  const cliente = await postApi(page, "/api/clientes", { nome: CLIENTE });
  const vence = addDays(todayIn(new Date()), 20);
  const rapp = "RAPP — Relatório Anual de Atividades Potencialmente Poluidoras";
  await postApi(page, "/api/obrigacoes", {
    ...{ clienteId: cliente.id, titulo: rapp, orgao: "IBAMA", baseLegal: "IN IBAMA nº 22/2021" },
    ...{ baseLegalUrl: "https://www.in.gov.br/", recorrencia: { tipo: "anual", mes: 3, dia: 31 } },
    primeiroVencimento: vence,
  });
  const { token } = await invite(page, cliente.id, "Júlia Ramos");
  const portal = await portalNoCelular(browser, token);

  // The home says what presses and leads to the obligations' page.
  const secao = portal.getByRole("region", { name: "Obrigações legais" });
  await expect(secao).toContainText("1 vence em 30 dias");
  await secao.getByRole("link", { name: "Ver obrigações legais" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Obrigações legais" })).toBeVisible();
  await portal.getByRole("button", { name: "Exportar" }).click();
  const download = portal.waitForEvent("download");
  await portal.getByRole("menuitem", { name: "CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^obrigacoes-legais-.*\.csv$/);
  const card = portal.getByRole("article", { name: rapp });
  await expect(card).toContainText("Pendente");
  await expect(card).toContainText(`Vence em ${formatIsoDate(vence)} · 20 dias restantes`);
  await expect(card.getByRole("link", { name: /IN IBAMA nº 22\/2021/ })).toHaveAttribute(
    "href",
    "https://www.in.gov.br/",
  );

  await card.getByRole("button", { name: /^Enviar comprovação/ }).click();
  const dialog = portal.getByRole("dialog", { name: "Enviar comprovação" });
  await expect(dialog).toContainText(`vencimento em ${formatIsoDate(vence)}`);
  await dialog.getByLabel("Arquivos", { exact: true }).setInputFiles([pdf("guia-rapp.pdf")]);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await sees(portal, "Sucesso", "Comprovação enviada com sucesso!");
  await expect(card).toContainText("Em Análise");
  await expect(card).toContainText("guia-rapp.pdf");
  await expect(card.getByRole("button", { name: /^Enviar comprovação/ })).toHaveCount(0);
  await axeNasDuasLarguras(portal);
});
