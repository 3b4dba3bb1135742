import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { newCompanySession } from "./support/users";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, LAPTOP, PHONE } from "./support/layout";

// A text search that more licences match than it counts exactly (decision 036): the list says
// "mais de 1.000" and offers the next page until the last match.

test.use({ reducedMotion: "reduce" });

const LICENCAS = 1005;
const TITULOS = "Tipo;Número;Órgão;Data de emissão;Validade;Empreendimento (nome);Cliente (nome ou CNPJ/CPF)";

/** The kiln's licences as a CSV for the import, as Excel in Brazil saves it. */
const planilha = () => {
  const linhas = Array.from(
    { length: LICENCAS },
    (_, i) => `LO;CER-${String(i + 1).padStart(4, "0")};IMA;;;Forno Túnel;`,
  );
  return {
    name: "licencas.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${[TITULOS, ...linhas].join("\r\n")}\r\n`, "utf8"),
  };
};

const exibindo = (page: Page) => page.getByRole("status").filter({ hasText: /^Exibindo/ });
const pager = (page: Page) => page.getByText(/licenças · Página/);
const rows = (page: Page) => page.getByRole("table", { name: "Licenças" }).locator("tbody tr");

test("a search more than 1,000 licences match says 'mais de 1.000' and pages on to the last", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await newCompanySession(page, "Rita Ramos");
  const cliente = await postApi(page, "/api/clientes", { nome: "Cerâmica Santa Rita" });
  await postApi(page, "/api/empreendimentos", { nome: "Forno Túnel", clienteId: cliente.id });
  const res = await page.request.post("/api/importar/licencas/confirmar", {
    multipart: { arquivo: planilha() },
    headers: { origin: E2E_URL },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto("/licencas");
  await expect(exibindo(page)).toHaveText("Exibindo 10 de 1.005 licenças");
  await page.getByLabel("Buscar").fill("ceramica");
  await expect(page).toHaveURL(/q=ceramica/);
  await expect(exibindo(page)).toHaveText("Exibindo 10 de mais de 1.000 licenças");
  await expect(pager(page)).toHaveText("Mais de 1.000 licenças · Página 1");
  await expect(rows(page)).toHaveCount(10);
  await expectFitsViewport(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/licencas-busca-1280.png", fullPage: true });

  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager(page)).toHaveText("Mais de 1.000 licenças · Página 2");

  // The hundredth page still has more after it; the next one finds the last five.
  await page.goto("/licencas?q=ceramica&page=100");
  await expect(pager(page)).toHaveText("Mais de 1.000 licenças · Página 100");
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/page=101/);
  await expect(pager(page)).toHaveText("1.005 licenças · Página 101 de 101");
  await expect(exibindo(page)).toHaveText("Exibindo 5 de 1.005 licenças");
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Próxima" })).toBeDisabled();

  await page.setViewportSize(PHONE);
  await page.goto("/licencas?q=cer%C3%A2mica");
  await expect(exibindo(page)).toHaveText("Exibindo 10 de mais de 1.000 licenças");
  await expect(pager(page)).toHaveText("Mais de 1.000 licenças · Página 1");
  await expectFitsViewport(page);
  await page.screenshot({ path: "test-results/licencas-busca-390.png", fullPage: true });
});
