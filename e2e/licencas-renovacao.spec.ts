import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";

// Issue 16 §1, decision 023: the renewal filing asked when a licence is marked 'Em Renovação',
// and the legal renewal rule in the list's status and filter; the licence's responsible person.

test.use({ reducedMotion: "reduce", viewport: { width: 1440, height: 900 } });
const TODAY = todayIn(new Date());
const headers = { origin: E2E_URL };
type Id = { id: string };

async function seedProjeto(page: Page) {
  const cliente = await postApi(page, "/api/clientes", { nome: "Curtume Prazo Certo Ltda" });
  return {
    cliente,
    projeto: await postApi(page, "/api/empreendimentos", { nome: "Curtume Norte", clienteId: cliente.id }),
  };
}
const licenca = (page: Page, ref: { cliente: Id; projeto: Id }, numero: string, validade: string, extra: object = {}) =>
  postApi(page, "/api/licencas", {
    ...{ clienteId: ref.cliente.id, empreendimentoId: ref.projeto.id, tipo: "LO", numero, orgao: "IMA/SC" },
    validadeDate: validade,
    ...extra,
  });
async function renovacao(page: Page, id: string, protocolo: string) {
  const data = { emRenovacao: true, protocoloRenovacaoData: protocolo, protocoloRenovacaoNumero: null };
  const res = await page.request.patch(`/api/licencas/${id}/renovacao`, { data, headers });
  expect(res.status(), await res.text()).toBe(200);
}
const rows = (page: Page) => page.getByRole("table", { name: "Licenças" }).locator("tbody tr");
const row = (page: Page, numero: string) => rows(page).filter({ hasText: numero });
const statusCell = (page: Page, numero: string) => row(page, numero).getByRole("cell").nth(5);
async function menu(page: Page, numero: string, item: string) {
  await page.getByRole("button", { name: `Ações da licença ${numero}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("marking a licence 'Em Renovação' asks for the filing and says it came in time", async ({ page }) => {
  await newCompanySession(page, "Renata Prazo");
  const ref = await seedProjeto(page);
  const validade = addDays(TODAY, 200);
  await licenca(page, ref, "LO-REN-1", validade);
  await page.goto("/licencas");
  await expect(statusCell(page, "LO-REN-1")).toHaveText("Vigente");

  await menu(page, "LO-REN-1", "Marcar como Renovação");
  const dialog = page.getByRole("dialog", { name: "Protocolo da renovação" });
  await expect(dialog).toContainText(`Prazo legal de renovação: ${formatIsoDate(addDays(validade, -120))}`);
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // A filing date after today is refused before anything is saved.
  await dialog.getByLabel("Data de protocolo da renovação").fill(formatIsoDate(addDays(TODAY, 1)));
  await dialog.getByRole("button", { name: "Marcar como Renovação" }).click();
  await expect(dialog.getByText("A data de protocolo não pode ser posterior a hoje.")).toBeVisible();

  await dialog.getByLabel("Data de protocolo da renovação").fill(formatIsoDate(TODAY));
  await dialog.getByLabel("Número do protocolo").fill("IMA 2026/000123");
  await dialog.getByRole("button", { name: "Marcar como Renovação" }).click();
  await expect(
    dialog.getByText("Protocolo dentro do prazo legal: a licença permanece válida até a decisão do órgão."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Concluir" }).click();
  await expect(statusCell(page, "LO-REN-1")).toHaveText("Em Renovação");

  // The details keep the filing, the legal deadline and what they mean.
  await menu(page, "LO-REN-1", "Ver Detalhes");
  const details = page.getByRole("dialog", { name: "Detalhes da Licença" });
  const item = (label: string) => details.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(item("Data de protocolo da renovação")).toHaveText(formatIsoDate(TODAY));
  await expect(item("Número do protocolo")).toHaveText("IMA 2026/000123");
  await expect(item("Prazo legal de renovação")).toHaveText(formatIsoDate(addDays(validade, -120)));
  await expect(details).toContainText(
    "Protocolo dentro do prazo legal: a licença permanece válida até a decisão do órgão.",
  );
});

test("an expired licence filed in time stays valid, one filed late lapses; the responsible filter", async ({
  page,
}) => {
  await newCompanySession(page, "Otávio Prazo");
  const ref = await seedProjeto(page);
  const ontem = addDays(TODAY, -1);
  const [eu] = await (await page.request.get("/api/usuarios/responsaveis")).json();
  const noPrazo = await licenca(page, ref, "LO-NO-PRAZO", ontem, { responsavelId: eu.id });
  await renovacao(page, noPrazo.id, addDays(ontem, -130));
  const atrasada = await licenca(page, ref, "LO-ATRASADA", ontem);
  await renovacao(page, atrasada.id, TODAY);
  await licenca(page, ref, "LO-VIGENTE", addDays(TODAY, 400));

  await page.goto("/licencas");
  await expect(rows(page)).toHaveCount(3);
  await expect(statusCell(page, "LO-NO-PRAZO")).toContainText("Em Renovação — validade prorrogada");
  await expect(statusCell(page, "LO-NO-PRAZO")).toContainText("Resp.: Otávio Prazo");
  await expect(statusCell(page, "LO-ATRASADA")).toHaveText("Vencida");

  const status = page.getByLabel("Status");
  await status.selectOption({ label: "Em Renovação — validade prorrogada" });
  await expect(page).toHaveURL(/status=prorrogada/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("LO-NO-PRAZO");
  await status.selectOption({ label: "Vencida" });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("LO-ATRASADA");
  await status.selectOption({ label: "Todos" });
  await expect(rows(page)).toHaveCount(3);

  // The late filing's details say plainly that it lapsed.
  await menu(page, "LO-ATRASADA", "Ver Detalhes");
  const details = page.getByRole("dialog", { name: "Detalhes da Licença" });
  await expect(details).toContainText(
    `Protocolo após o prazo legal (${formatIsoDate(addDays(ontem, -120))}): a licença venceu em ${formatIsoDate(ontem)}.`,
  );
  // Closed by its button and waited for: while it is open the list behind it is hidden from
  // assistive technology, and a key pressed as it opens can be lost.
  await details.getByRole("button", { name: "Fechar" }).click();
  await expect(details).toBeHidden();

  // 'Responsável': the caller's own licences, held in the URL.
  await page.getByLabel("Responsável").selectOption({ label: "Eu (minhas)" });
  await expect(page).toHaveURL(/responsavel=eu/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("LO-NO-PRAZO");
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel("Responsável")).toHaveValue("eu");
});
