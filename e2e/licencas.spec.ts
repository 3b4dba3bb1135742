import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";

// Every column shows from a 1024-px box (1440 px with the sidebar open); e2e/layout.spec.ts
// covers the narrower laptops, where the activity gives way.
test.use({ reducedMotion: "reduce", viewport: { width: 1440, height: 900 } });
const TODAY = todayIn(new Date());
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const PNG = Buffer.from(PNG_B64, "base64");
const headers = { origin: E2E_URL };
const AGRO = { nome: "Agro Verde Ltda", cnpj: "11222333000181", telefone: "49999887766" };
const STATUS = ["Vigente", "Alerta de Renovação", "Vencida", "Em Renovação"];
const num = (i: number) => `LO-${i + 1}00/2024`;
const FAZENDA = { nome: "Fazenda Boa Vista", atividade: "Agricultura", municipio: "Chapecó", estado: "SC" };
type Id = { id: string };
async function patch(page: Page, path: string, data: object) {
  const res = await page.request.patch(path, { data, headers });
  expect(res.status(), await res.text()).toBe(200);
}
const licenca = (page: Page, cliente: Id, projeto: Id, numero: string, days: number) =>
  postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero, orgao: "IMA/SC" },
    ...{ emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, days) },
  });
async function attach(page: Page, licencaId: string, name: string) {
  const [mimeType, buffer] = name.endsWith(".png") ? ["image/png", PNG] : ["application/pdf", PDF];
  const multipart = { arquivo: { name, mimeType, buffer } };
  const res = await page.request.post(`/api/licencas/${licencaId}/documentos`, { multipart, headers });
  expect(res.status(), await res.text()).toBe(201);
}
/** A fresh company with two clients, three projects and one licence in each status. */
async function seed(page: Page, fullName: string) {
  await newCompanySession(page, fullName, "admin"); // deletes documents (the switch is on)
  const agro = await postApi(page, "/api/clientes", AGRO);
  const serra = await postApi(page, "/api/clientes", { nome: "Mineração Serra" });
  const projeto = (cliente: Id, data: object) =>
    postApi(page, "/api/empreendimentos", { ...data, clienteId: cliente.id });
  const fazenda = await projeto(agro, FAZENDA);
  const vigente = await licenca(page, agro, fazenda, "LO-100/2024", 400);
  await licenca(page, serra, await projeto(serra, { nome: "Lavra Norte" }), "LO-200/2024", 30);
  await licenca(page, serra, await projeto(serra, { nome: "Lavra Sul" }), "LO-300/2024", -1);
  const renovacao = await licenca(page, agro, fazenda, "LO-400/2024", 10);
  await patch(page, `/api/licencas/${renovacao.id}/renovacao`, { emRenovacao: true });
  for (const nome of ["a-licenca.pdf", "b-mapa.png", "c-parecer.pdf", "d-anexo.pdf"])
    await attach(page, vigente.id, nome);
}
const rows = (page: Page) => page.getByRole("table", { name: "Licenças" }).locator("tbody tr");
const row = (page: Page, numero: string) => rows(page).filter({ hasText: numero });
const exibindo = (page: Page) => page.getByRole("status").filter({ hasText: /^Exibindo/ });
async function menu(page: Page, numero: string, item: string) {
  await page.getByRole("button", { name: `Ações da licença ${numero}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}
test("status and documents columns; status, client and project filters in the URL; counter", async ({ page }) => {
  await seed(page, "Paula Lima");
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/") && calls.push(new URL(r.url()).pathname));
  await page.goto("/licencas");
  await expect(page.getByRole("heading", { level: 1, name: "Licenças" })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  // One call: the filter's choices load when a select is about to be used.
  expect(calls.filter((c) => c !== "/api/me")).toEqual(["/api/licencas"]);
  await expect(exibindo(page)).toHaveText("Exibindo 4 de 4 licenças");
  for (const name of ["Tipos", "Atividades", "Novo Documento"])
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  const columns = ["Número", "Empreendedor", "Empreendimento", "Atividade", "Válida Até", "Status", "Documentos"];
  for (const h of columns) await expect(page.getByRole("columnheader", { name: h, exact: true })).toBeVisible();
  const cells = row(page, num(0)).getByRole("cell");
  // The project's name under the client's shows only when its own column is hidden.
  await expect(cells.nth(1)).toHaveText("Agro Verde Ltda", { useInnerText: true });
  await expect(cells.nth(3)).toHaveText("Agricultura");
  await expect(cells.nth(4)).toHaveText(formatIsoDate(addDays(TODAY, 400)));
  await expect(cells.nth(6).getByRole("listitem")).toHaveText(["a-licenca.pdf", "b-mapa.png", "c-parecer.pdf", "+1"]);
  for (const [i, label] of STATUS.entries()) await expect(row(page, num(i)).getByRole("cell").nth(5)).toHaveText(label);
  // Each status of the filter leaves its licence only.
  const status = page.getByLabel("Status");
  for (const [i, label] of STATUS.entries()) {
    await status.selectOption({ label });
    await expect(rows(page).first()).toContainText(num(i));
    await expect(exibindo(page)).toHaveText("Exibindo 1 de 1 licença");
  }
  await expect(page).toHaveURL(/status=em_renovacao/);
  await expect(page.getByRole("button", { name: "Filtros (1 ativo)" })).toBeVisible();
  await status.selectOption({ label: "Todos" });
  await expect(rows(page)).toHaveCount(4);
  const empreendimento = page.getByLabel("Empreendimento", { exact: true });
  await expect(empreendimento).toBeDisabled();
  const empresa = page.getByLabel("Empresa");
  await empresa.hover();
  await expect(empresa.locator("option")).toHaveText(["Todas", "Agro Verde Ltda", "Mineração Serra"]);
  await empresa.selectOption({ label: "Mineração Serra" });
  await expect(rows(page)).toHaveCount(2);
  await expect(empreendimento.locator("option")).toHaveText(["Todos", "Lavra Norte", "Lavra Sul"]);
  await empreendimento.selectOption({ label: "Lavra Sul" });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "LO-300/2024")).toBeVisible();
  await expect(page.getByRole("button", { name: "Filtros (2 ativos)" })).toBeVisible();
  // A reload keeps both filters and paints from one call: the chosen names come with the list.
  calls.length = 0;
  await page.reload();
  await expect(empreendimento).toHaveValue(/.+/);
  await expect(empreendimento.locator("option:checked")).toHaveText("Lavra Sul");
  await expect(rows(page)).toHaveCount(1);
  expect(calls.filter((c) => c !== "/api/me")).toEqual(["/api/licencas"]);
  await expect(empresa.locator("option:checked")).toHaveText("Mineração Serra");
  await empreendimento.hover();
  await expect(empreendimento.locator("option")).toHaveText(["Todos", "Lavra Norte", "Lavra Sul"]);
  await empresa.hover();
  await empresa.selectOption({ label: "Agro Verde Ltda" });
  await expect(empreendimento).toHaveValue("");
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel("Buscar").fill("lo-400");
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Limpar Filtros" }).click();
  await expect(page).toHaveURL(/\/licencas$/);
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole("button", { name: "Filtros", exact: true }).click();
  await expect(page.getByLabel("Buscar")).toBeHidden();
  await expectNoSeriousViolations(page);

  // A client with no licence to name it: the choices are asked for at once, never a blank.
  const semLicencas = await postApi(page, "/api/clientes", { nome: "Cerâmica Sul" });
  await page.goto(`/licencas?clienteId=${semLicencas.id}`);
  await expect(exibindo(page)).toHaveText("Exibindo 0 de 0 licenças");
  await expect(empresa.locator("option:checked")).toHaveText("Cerâmica Sul");
});

test("details with each tab; view and delete a document; toggle renewal; delete the licence", async ({ page }) => {
  await seed(page, "Rafael Costa");
  await page.goto("/licencas");
  await menu(page, num(0), "Ver Detalhes");
  const details = page.getByRole("dialog", { name: "Detalhes da Licença" });
  const panel = details.getByRole("tabpanel");
  for (const text of ["Licença de Operação", num(0), "IMA/SC", formatIsoDate(addDays(TODAY, 400)), "Vigente"])
    await expect(panel).toContainText(text);
  await expectNoSeriousViolations(page);
  await details.getByRole("tab", { name: "Empreendimento" }).click();
  await expect(panel).toContainText(/Fazenda Boa Vista.*Agricultura.*Chapecó.*SC/);
  await details.getByRole("tab", { name: "Empreendedor" }).click();
  await expect(panel).toContainText(/Agro Verde Ltda.*11\.222\.333\/0001-81.*\(49\) 99988-7766/);
  await details.getByRole("tab", { name: "Documentos" }).click();
  const docs = details.getByRole("list", { name: "Documentos da licença" }).getByRole("listitem");
  await expect(docs).toHaveCount(4);
  await expect(docs.filter({ hasText: "b-mapa.png" })).toContainText(`${formatIsoDate(TODAY)} · ${PNG.length} B`);
  await expectNoSeriousViolations(page);
  const popup = page.waitForEvent("popup");
  await details.getByRole("button", { name: "Visualizar b-mapa.png" }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/api\/arquivos\/.+signature=/);
  const file = await page.request.get(tab.url());
  expect(file.headers()["content-type"]).toBe("image/png");
  await details.getByRole("button", { name: "Excluir d-anexo.pdf" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmar Exclusão" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(docs).toHaveCount(4);
  await details.getByRole("button", { name: "Excluir d-anexo.pdf" }).click();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Documento excluído com sucesso")).toBeVisible();
  await expect(docs).toHaveCount(3);
  await fecharComEsc(page, details);
  await expect(row(page, num(0)).getByRole("listitem")).toHaveText(["a-licenca.pdf", "b-mapa.png", "c-parecer.pdf"]);
  const statusCell = row(page, num(0)).getByRole("cell").nth(5);
  await menu(page, num(0), "Marcar como Renovação");
  // The filing's date and number may stay empty (old records: decision 023).
  const protocolo = page.getByRole("dialog", { name: "Protocolo da renovação" });
  await protocolo.getByRole("button", { name: "Marcar como Renovação" }).click();
  await expect(page.getByText("Licença atualizada com sucesso!")).toBeVisible();
  await protocolo.getByRole("button", { name: "Concluir" }).click();
  await expect(statusCell).toHaveText("Em Renovação");
  await menu(page, num(0), "Remover Renovação");
  await expect(statusCell).toHaveText("Vigente");
  await menu(page, num(0), "Deletar");
  const excluir = page.getByRole("alertdialog", { name: "Excluir Licença" });
  await expect(excluir).toContainText(
    "Tem certeza que deseja excluir a licença LO-100/2024? Irão para a Lixeira junto com ela: 3 documentos. " +
      // An admin (who may delete documents while the switch is on) restores it themselves.
      "Você poderá restaurá-la por 30 dias.",
  );
  await excluir.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Licença excluída com sucesso!")).toBeVisible();
  await expect(row(page, num(0))).toHaveCount(0);
  await expect(exibindo(page)).toHaveText("Exibindo 3 de 3 licenças");
});

test("empty state, /licencas/nova, 'Editar' and paging", async ({ page }) => {
  await newCompanySession(page, "Sonia Reis");
  await page.goto("/licencas/nova");
  const nova = page.getByRole("dialog", { name: "Novo Documento Ambiental" });
  await expect(nova).toBeVisible();
  await fecharComEsc(page, nova);
  await expect(page).toHaveURL(/\/licencas$/);
  await page.getByRole("button", { name: "Cadastrar Primeiro Documento" }).click();
  await expect(nova).toBeVisible();
  await fecharComEsc(page, nova);
  const cliente = await postApi(page, "/api/clientes", { nome: "Cliente Único" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Obra Única", clienteId: cliente.id });
  for (let i = 1; i <= 11; i++) await licenca(page, cliente, projeto, `N-${String(i).padStart(2, "0")}`, 500);
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  await expect(exibindo(page)).toHaveText("Exibindo 10 de 11 licenças");
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(exibindo(page)).toHaveText("Exibindo 1 de 11 licenças");
  await rows(page)
    .first()
    .getByRole("button", { name: /^Ações da licença N-/ })
    .click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  await expect(page.getByRole("dialog", { name: "Editar Licença" }).getByLabel("Número")).toHaveValue(/^N-\d\d$/);
});
