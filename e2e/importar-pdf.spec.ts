import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";

test.use({ reducedMotion: "reduce" });

const NUMERO = "LO 045/2026";
// An invented SEMAD/SUPRAM-MG 'Parecer Único' whose 'ANEXO I' table holds five conditions.
const PDF = path.resolve(import.meta.dirname, "../src/server/modules/importar-pdf/fixtures/semad-supram-mg.pdf");

async function seed(page: Page) {
  await newCompanySession(page, "Otávio Lacerda");
  const cliente = await postApi(page, "/api/clientes", { nome: "Mineração Serra Azul Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Mina do Pico", clienteId: cliente.id });
  await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: NUMERO, orgao: "SEMAD/MG" },
    ...{ emissaoDate: "2026-01-15", validadeDate: "2036-01-15" },
  });
}

const painel = (page: Page) => page.getByRole("dialog", { name: `Condicionantes - Licença ${NUMERO}` });
const importacao = (page: Page) => page.getByRole("dialog", { name: "Importar do PDF" });
const linha = (page: Page, numero: string) =>
  importacao(page).getByRole("listitem", { name: `Condicionante ${numero}`, exact: true });
const primeiroPrazo = (scope: Locator) => scope.getByTestId("primeiro-prazo");

test("a licence's PDF becomes reviewed conditions: read, dated from the chosen base, one kind changed, imported", async ({
  page,
}) => {
  await seed(page);
  await page.goto("/licencas");
  await page.getByRole("button", { name: `Ações da licença ${NUMERO}` }).click();
  await page.getByRole("menuitem", { name: "Condicionantes" }).click();
  await painel(page).getByRole("button", { name: "Importar do PDF" }).click();

  await importacao(page).getByLabel("Arquivo PDF da licença").setInputFiles(PDF);
  await expect(importacao(page)).toContainText("semad-supram-mg.pdf · 2 páginas · 5 condicionantes encontradas");
  await expect(
    importacao(page).getByRole("list", { name: "Condicionantes lidas do PDF" }).getByRole("listitem"),
  ).toHaveCount(5);

  // Each row: the deadline phrase as written, its kind, and the first date from the emission (15/01/2026).
  await expect(linha(page, "02")).toContainText("90 (noventa) dias");
  await expect(linha(page, "02").getByLabel("Tipo de prazo")).toHaveValue("dias");
  await expect(primeiroPrazo(linha(page, "02"))).toHaveText("15/04/2026");
  await expect(linha(page, "04").getByLabel("Tipo de prazo")).toHaveValue("periodica");
  await expect(primeiroPrazo(linha(page, "04"))).toHaveText("31/03/2026");
  await expect(primeiroPrazo(linha(page, "01"))).toHaveText("Sem data");

  // The agency counts from the publication: every computed date follows the base chosen at the top.
  await importacao(page).getByRole("radio", { name: "Data de publicação" }).check();
  await expect(importacao(page).getByText("3 linhas marcadas precisam de revisão.")).toBeVisible();
  await expect(importacao(page).getByRole("button", { name: "Importar 5 condicionantes" })).toBeDisabled();
  await importacao(page).getByRole("textbox", { name: "Data de publicação" }).fill("01022026");
  await expect(primeiroPrazo(linha(page, "02"))).toHaveText("02/05/2026");
  // 'Semestralmente, até o dia 10 do mês subsequente': the 10th after each half of the year.
  const terceira = linha(page, "03");
  await expect(terceira.getByLabel("Periodicidade")).toHaveValue("semestral");
  await expect(terceira).toContainText("Nos dias 10/01 e 10/07");
  await expect(primeiroPrazo(terceira)).toHaveText("10/07/2026");
  await terceira.getByLabel("Título (opcional)").fill("Qualidade das águas superficiais");

  // Row 05 ('Antes do início da desativação') is given a fixed date by hand; row 01 is left out.
  const quinta = linha(page, "05");
  await quinta.getByLabel("Tipo de prazo").selectOption({ label: "Data fixa" });
  await expect(importacao(page).getByText("1 linha marcada precisa de revisão.")).toBeVisible();
  await quinta.getByLabel("Data do prazo").fill("30062027");
  await expect(primeiroPrazo(quinta)).toHaveText("30/06/2027");
  await linha(page, "01").getByRole("checkbox", { name: "Importar condicionante 01" }).uncheck();

  // Its page of the PDF, beside the table, with the row's text marked.
  await linha(page, "02").getByRole("button", { name: "Ver no PDF (página 1)" }).click();
  const pagina = importacao(page).getByRole("region", { name: "Página 1 do PDF" });
  await expect(pagina.getByTestId("trecho-marcado").first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await importacao(page).getByRole("button", { name: "Importar 4 condicionantes" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "4 condicionantes importadas com sucesso!" }),
  ).toBeVisible();
  await expect(importacao(page)).toBeHidden();

  // The panel: the four conditions with their dates; the edited one with its periodicity.
  await expect(painel(page).getByRole("heading", { name: "Condicionantes (4)" })).toBeVisible();
  const card = (nome: string) => painel(page).getByRole("article", { name: nome, exact: true });
  await expect(card("Condicionante 02")).toContainText("Prazo: 02/05/2026");
  await expect(card("Condicionante 04")).toContainText("Prazo: 31/03/2026");
  await expect(card("Condicionante 05")).toContainText("Prazo: 30/06/2027");
  await expect(painel(page).getByRole("article", { name: "Condicionante 01" })).toHaveCount(0);
  await card("Qualidade das águas superficiais")
    .getByRole("button", { name: "Qualidade das águas superficiais" })
    .click();
  await expect(card("Qualidade das águas superficiais")).toContainText(
    "Semestral (6 meses) (a cada 6 meses), de 10/07/2026 a 15/01/2036",
  );
});
