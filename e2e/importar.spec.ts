import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, PHONE } from "./support/layout";

test.use({ reducedMotion: "reduce" });

const TITULOS = "Nome/Razão Social;Tipo de pessoa;CNPJ/CPF;E-mail;Telefone;UF;Cidade";
/** A clients CSV as Excel in Brazil saves it: ';' and UTF-8 with BOM. */
const csv = (linhas: string[]) => ({
  name: "clientes.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[TITULOS, ...linhas].join("\r\n")}\r\n`, "utf8"),
});

const BOA_1 = "Cerâmica Importada Ltda;Jurídica;41.726.358/0001-83;contato@ceramica.com.br;(48) 3222-1100;SC;Criciúma";
// A CNPJ saved from a number cell: 00.124.568/0001-14 without its two leading zeros.
const BOA_2 = "Granja Importada;;124568000114;;;RS;Passo Fundo";
// Wrong last check digit (…-53 instead of …-52).
const RUIM = "Madeireira Importada;;41.726.360/0001-53;;;PR;Curitiba";
const CORRIGIDA = "Madeireira Importada;;41.726.360/0001-52;;;PR;Curitiba";

const dialogo = (page: Page) => page.getByRole("dialog", { name: "Importar clientes" });

test("imports clients from a CSV: one bad row shown, the file fixed and chosen again, then all imported", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await newCompanySession(page, "Irene Importadora");
  await page.goto("/clientes");
  await expect(page.getByRole("heading", { level: 1, name: "Empreendedor" })).toBeVisible();

  await page.getByRole("button", { name: "Importar" }).click();
  const dialog = dialogo(page);
  await expect(dialog).toBeVisible();

  // The template downloads and opens with the pt-BR titles.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "Baixar modelo (.xlsx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("modelo-clientes.xlsx");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe("Nome/Razão Social");

  const importar = dialog.getByRole("button", { name: /^Importar \d+ registros?$/ });
  await dialog.getByLabel("Planilha para importar").setInputFiles(csv([BOA_1, RUIM, BOA_2]));
  await expect(dialog.getByRole("status")).toHaveText("2 linhas válidas, 1 com erros");
  const linhaRuim = dialog.getByTestId("linha-3");
  await expect(linhaRuim).toContainText("CNPJ/CPF: CPF/CNPJ inválido. Verifique os dígitos.");
  await expect(importar).toBeDisabled();
  await expect(dialog.getByTestId("linha-4")).toContainText(
    "CNPJ/CPF: Zeros à esquerda completados: 00.124.568/0001-14",
  );
  await expectNoSeriousViolations(page);
  await expectFitsViewport(page);
  await page.screenshot({ path: "test-results/importar-erros-390.png" });

  // The fixed file, chosen again: no errors left, and the button counts what will be created.
  await expect(dialog.getByRole("button", { name: "Escolher outra planilha" })).toBeVisible();
  await dialog.getByLabel("Planilha para importar").setInputFiles(csv([BOA_1, CORRIGIDA, BOA_2]));
  await expect(dialog.getByRole("status")).toHaveText("3 linhas válidas, 0 com erros");
  await expect(dialog.getByTestId("linha-3")).toContainText("será criada");
  await expect(dialog.getByRole("button", { name: "Importar 3 registros" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Importar 3 registros" }).click();

  await expect(page.getByText("3 registros importados com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const nome of ["Cerâmica Importada Ltda", "Madeireira Importada", "Granja Importada"])
    await expect(page.getByText(nome, { exact: true }).first()).toBeVisible();

  // The same file again: every row a duplicate, nothing to import.
  await page.getByRole("button", { name: "Importar" }).click();
  await dialogo(page)
    .getByLabel("Planilha para importar")
    .setInputFiles(csv([BOA_1, CORRIGIDA, BOA_2]));
  await expect(dialogo(page).getByRole("status")).toHaveText(
    "3 linhas válidas, 0 com erros · 3 duplicadas (serão ignoradas)",
  );
  await expect(dialogo(page).getByRole("button", { name: "Importar 0 registros" })).toBeDisabled();
});
