import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { postApi } from "./support/api";

// Issue 17 §2: a list's 'Exportar' downloads every row its filters select, and the file opens.
test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
const TODAY = todayIn(new Date());
const CLIENTE = { nome: "Cerâmica São Sebastião Ltda.", cnpj: "61827394000140" };

async function seed(page: Page) {
  await newCompanySession(page, "Exportadora Ambiental", "admin");
  const cliente = await postApi(page, "/api/clientes", CLIENTE);
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Olaria Conceição", clienteId: cliente.id });
  const licenca = (numero: string, days: number) =>
    postApi(page, "/api/licencas", {
      ...{
        clienteId: cliente.id,
        empreendimentoId: projeto.id,
        tipo: "LO",
        numero,
        orgao: "Fundação do Meio Ambiente",
      },
      ...{ emissaoDate: addDays(TODAY, -400), validadeDate: addDays(TODAY, days) },
    });
  await licenca("LO-VIGENTE/2025", 400);
  await licenca("LO-VENCIDA/2023", -10);
}

/** Opens the menu and saves the file the chosen item downloads. */
async function baixar(page: Page, item: string) {
  await page.getByRole("button", { name: "Exportar" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  const file = await download.path();
  return { nome: download.suggestedFilename(), bytes: await fs.readFile(file) };
}

test("the licences' export downloads what the filters select, as XLSX and as CSV, and opens", async ({ page }) => {
  await seed(page);
  await page.goto("/licencas?status=vencida");
  await expect(page.getByText("LO-VENCIDA/2023").first()).toBeVisible();

  const xlsx = await baixar(page, "Excel (.xlsx)");
  expect(xlsx.nome).toBe(`licencas-${TODAY}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  expect(ws.getRow(1).getCell(1).value).toBe("Número");
  expect(ws.rowCount).toBe(2);
  expect(ws.getRow(2).getCell(1).value).toBe("LO-VENCIDA/2023");
  expect(ws.getRow(2).getCell(4).value).toBe(CLIENTE.nome);
  expect(ws.getRow(2).getCell(8).value).toEqual(new Date(`${addDays(TODAY, -10)}T00:00:00Z`));

  const csv = await baixar(page, "CSV");
  expect(csv.nome).toBe(`licencas-${TODAY}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(csv.bytes, { delimiter: ";", bom: true }) as string[][];
  expect(rows).toHaveLength(2);
  expect(rows[1][0]).toBe("LO-VENCIDA/2023");
  expect(rows[1][4]).toBe("Olaria Conceição");
  expect(rows[1][7]).toBe(formatIsoDate(addDays(TODAY, -10)));
});

test("the clients' export sits beside the screen's title and carries its search", async ({ page }) => {
  await newCompanySession(page, "Exportadora de Clientes", "admin");
  await postApi(page, "/api/clientes", { nome: "Agropecuária Ômega" });
  await postApi(page, "/api/clientes", { nome: "Madeireira Pinhão" });
  await page.goto("/clientes?q=Ômega");
  await expect(page.getByText("Agropecuária Ômega").first()).toBeVisible();
  const csv = await baixar(page, "CSV");
  const rows = parse(csv.bytes, { delimiter: ";", bom: true }) as string[][];
  expect(rows.map((r) => r[0])).toEqual(["Nome", "Agropecuária Ômega"]);
});
