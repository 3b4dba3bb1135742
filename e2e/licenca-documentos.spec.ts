import { expect, test, type Page } from "@playwright/test";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";
import { holdUploads } from "./support/uploads";

test.use({ reducedMotion: "reduce" });

const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name: string, buffer = PDF) => ({ name, mimeType: "application/pdf", buffer });
const sees = (page: Page, title: string, text: string) =>
  expect(page.locator("[data-sonner-toast]", { hasText: title }).filter({ hasText: text }).first()).toBeVisible();

test("documents are uploaded from the licence details' Documentos tab, and the list follows", async ({ page }) => {
  await newCompanySession(page, "Beatriz Melo");
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: "LO-900/2025", orgao: "IMA/SC" },
  });

  await page.goto(`/licencas?detalhes=${licenca.id}`);
  const details = page.getByRole("dialog", { name: "Detalhes da Licença" });
  await details.getByRole("tab", { name: "Documentos" }).click();
  await expect(details.getByText("Nenhum documento anexado")).toBeVisible();
  const enviar = details.getByRole("button", { name: "Enviar documentos" });
  await expect(enviar).toBeDisabled();

  // A file the server would refuse is flagged before sending and blocks the send until removed.
  const field = details.getByLabel("Adicionar documentos", { exact: true });
  await field.setInputFiles([
    pdf("parecer.pdf"),
    { name: "planilha.xls", mimeType: "application/vnd.ms-excel", buffer: PDF },
  ]);
  const escolhidos = details.getByRole("list", { name: "Arquivos selecionados" }).getByRole("listitem");
  await expect(escolhidos.filter({ hasText: "planilha.xls" })).toContainText("Formato não permitido");
  await enviar.click();
  await expect(details.getByText("Remova os arquivos marcados antes de enviar.")).toBeVisible();
  await details.getByRole("button", { name: "Remover planilha.xls" }).click();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // The upload waits until its progress bar has been seen.
  const uploads = await holdUploads(page, /\/api\/licencas\/[^/]+\/documentos$/);
  await enviar.click();
  await expect(details.getByRole("progressbar", { name: "Enviando parecer.pdf (1 de 1)" })).toBeVisible();
  await uploads.stop();
  await sees(page, "Sucesso", "Documento enviado com sucesso!");
  const docs = details.getByRole("list", { name: "Documentos da licença" }).getByRole("listitem");
  await expect(docs).toHaveText([/parecer\.pdf/]);
  await expect(escolhidos).toHaveCount(0);

  // Of two files, one with a PDF name but no PDF inside: it gets its 'Aviso', the other is stored.
  await field.setInputFiles([pdf("falso.pdf", Buffer.from("não é um PDF")), pdf("mapa.pdf")]);
  await enviar.click();
  await sees(page, "Aviso", "Erro ao fazer upload do arquivo falso.pdf");
  await sees(page, "Sucesso", "Documento enviado com sucesso!");
  await expect(docs).toHaveCount(2);
  await expect(docs.filter({ hasText: "mapa.pdf" })).toHaveCount(1);

  // Closed, the licence list's document cell shows both.
  await fecharComEsc(page, details);
  const row = page.getByRole("table", { name: "Licenças" }).locator("tbody tr").filter({ hasText: "LO-900/2025" });
  await expect(row.getByRole("listitem")).toHaveText(["parecer.pdf", "mapa.pdf"]);
});
