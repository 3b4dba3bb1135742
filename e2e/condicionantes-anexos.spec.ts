import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { holdUploads } from "./support/uploads";

test.use({ reducedMotion: "reduce" });

const TODAY = todayIn(new Date());
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: PDF });
const NOME = "Monitoramento de efluentes";

/** A fresh company with one licence and one pending condition, made through the API. */
async function seed(page: Page, fullName: string) {
  await newCompanySession(page, fullName, "admin"); // deletes documents (the switch is on)
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: "LO-77/2025", orgao: "IMA/SC" },
    ...{ emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, 400) },
  });
  const condicionante = await postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
    ...{ nome: NOME, descricao: "Relatório de análise dos efluentes tratados", status: "pendente" },
    dataPrazo: addDays(TODAY, 60),
  });
  return { licencaId: licenca.id, condicionanteId: condicionante.id };
}

// A toast by its title ('Sucesso', 'Erro', 'Aviso') and text.
const sees = (page: Page, title: string, text: string) =>
  expect(page.locator("[data-sonner-toast]", { hasText: title }).filter({ hasText: text }).first()).toBeVisible();
const press = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true }).click();

/** Opens the licence's panel by its link and expands the seeded condition's card. */
async function openCard(page: Page, licencaId: string) {
  await page.goto(`/licencas?condicionantes=${licencaId}`);
  const panel = page.getByRole("dialog", { name: "Condicionantes - Licença LO-77/2025" });
  const card = panel.getByRole("article", { name: NOME });
  await card.getByRole("button", { name: NOME, expanded: false }).click();
  await expect(card.getByRole("button", { name: NOME, expanded: true })).toBeVisible();
  return card;
}

const comprovacoes = (card: Locator) => card.getByRole("listitem", { name: /^Comprovação de/ });
const agendadas = (card: Locator) =>
  comprovacoes(card).filter({ has: card.page().locator("select option:checked", { hasText: "Agendada" }) });

test("a proof with two files, its status, the document flag driving the condition's status, observations", async ({
  page,
}) => {
  const { licencaId, condicionanteId } = await seed(page, "Beatriz Ramos");
  const card = await openCard(page, licencaId);
  await expect(card.getByText("Nenhuma comprovação registrada")).toBeVisible();
  await expectNoSeriousViolations(page, `[role="dialog"] article`);

  // The proof form: the date is required and not in the future.
  await press(card, "Adicionar Comprovação");
  const form = card.getByRole("form", { name: "Nova comprovação" });
  await expect(form.getByLabel("Status", { exact: true })).toHaveValue("pendente");
  await press(form, "Salvar Comprovação");
  await expect(form.getByText("Data de entrega é obrigatória")).toBeVisible();
  const data = form.getByLabel("Data de Entrega");
  await data.fill(formatIsoDate(addDays(TODAY, 1)));
  await press(form, "Salvar Comprovação");
  await expect(form.getByText("A data de entrega não pode ser futura.")).toBeVisible();
  const entrega = formatIsoDate(addDays(TODAY, -10));
  await data.fill(entrega);
  await form.getByLabel("Observações").fill("Protocolo 123 no órgão ambiental");
  await form.getByLabel("Arquivos", { exact: true }).setInputFiles([pdf("relatorio.pdf"), pdf("protocolo.pdf")]);
  await expectNoSeriousViolations(page, `[role="dialog"] article`);
  // Each upload waits until its progress has been seen.
  const uploads = await holdUploads(page, /\/documentos$/);
  await press(form, "Salvar Comprovação");
  await expect(form.getByRole("progressbar", { name: "Enviando relatorio.pdf (1 de 2)" })).toBeVisible();
  await uploads.release();
  await expect(form.getByRole("progressbar", { name: "Enviando protocolo.pdf (2 de 2)" })).toBeVisible();
  await uploads.release();
  await sees(page, "Sucesso", "Comprovação adicionada com sucesso!");
  await sees(page, "Sucesso", "Documentos enviados com sucesso!");
  await uploads.stop();
  await expect(form).toBeHidden();
  const prova = comprovacoes(card).filter({ hasText: entrega });
  await expect(prova).toContainText("Protocolo 123 no órgão ambiental");
  const provaDocs = prova.getByRole("list", { name: `Documentos da comprovação de ${entrega}` });
  await expect(provaDocs.getByRole("listitem")).toHaveCount(2);
  for (const nome of ["relatorio.pdf", "protocolo.pdf"]) await expect(provaDocs).toContainText(nome);
  await expect(card).toContainText("2 documentos");

  // The proof's status is a select that saves on change.
  const status = prova.getByLabel(`Status da comprovação de ${entrega}`);
  await status.selectOption({ label: "Em Análise" });
  await sees(page, "Sucesso", "Status atualizado com sucesso!");
  const detalhe = async () => (await page.request.get(`/api/condicionantes/${condicionanteId}`)).json();
  await expect.poll(async () => (await detalhe()).comprovacoes[0].statusComprovacao).toBe("em_analise");

  // A proof's document opens through a signed link in a new tab.
  const popup = page.waitForEvent("popup");
  await prova.getByRole("button", { name: "Visualizar relatorio.pdf" }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/api\/arquivos\/.+signature=/);
  expect((await page.request.get(tab.url())).headers()["content-type"]).toBe("application/pdf");
  await tab.close();

  // The condition's documents: an upload with 'Condicionante cumprida' ticked concludes it today.
  const condicaoStatus = card.getByLabel(`Status de ${NOME}`);
  await expect(condicaoStatus).toHaveValue("pendente");
  const documentos = card.getByRole("region", { name: /^Documentos da Condicionante/ });
  await expect(documentos.getByText("Nenhum documento anexado")).toBeVisible();
  await documentos.getByRole("checkbox", { name: /^Condicionante cumprida/ }).check();
  const chooser = page.waitForEvent("filechooser");
  await press(documentos, "Anexar Documentos");
  // A file the server refuses is an 'Aviso' and the other one is still stored.
  await (await chooser).setFiles([{ ...pdf("falso.pdf"), buffer: Buffer.from("não é um PDF") }, pdf("oficio.pdf")]);
  await sees(page, "Aviso", "Erro ao fazer upload do arquivo falso.pdf");
  await sees(page, "Sucesso", "Documento enviado com sucesso!");
  const oficio = documentos.getByRole("list", { name: "Documentos da condicionante" }).getByRole("listitem");
  await expect(oficio).toHaveCount(1);
  await expect(oficio).toContainText(`oficio.pdf`);
  await expect(oficio).toContainText(`Enviado em ${formatIsoDate(TODAY)}`);
  const flag = oficio.getByRole("checkbox", { name: "Condicionante cumprida — oficio.pdf" });
  await expect(flag).toBeChecked();
  await expect(condicaoStatus).toHaveValue("concluida");
  await expect(card).toContainText(`Entrega: ${formatIsoDate(TODAY)} (No prazo)`);
  await expect(flag).toBeEnabled();

  // Unflagging sends it back to pending; flagging again concludes it; 'Reavaliar Status' agrees.
  await flag.uncheck();
  await expect(condicaoStatus).toHaveValue("pendente");
  await expect(card).not.toContainText("(No prazo)");
  const reserva = prova.getByRole("checkbox", { name: "Condicionante cumprida — protocolo.pdf" });
  await reserva.check();
  await expect(condicaoStatus).toHaveValue("concluida");
  // The box is disabled until the lists have reloaded after the save.
  await expect(reserva).toBeEnabled();
  await reserva.uncheck();
  await expect(condicaoStatus).toHaveValue("pendente");
  await condicaoStatus.selectOption({ label: "Em Andamento" });
  await expect(condicaoStatus).toHaveValue("em_andamento");
  await press(documentos, "Reavaliar Status");
  await sees(page, "Sucesso", "Status reavaliado");
  await expect(condicaoStatus).toHaveValue("pendente");

  // A document's observations.
  await oficio.getByRole("button", { name: "Editar observações de oficio.pdf" }).click();
  await oficio.getByRole("textbox", { name: "Observações de oficio.pdf" }).fill("Entregue em mãos ao analista");
  await press(oficio, "Salvar Observações");
  await sees(page, "Sucesso", "Observações atualizadas!");
  await expect(oficio.getByText("Entregue em mãos ao analista")).toBeVisible();
  await expect
    .poll(async () => (await detalhe()).documentos[0].observacoesDocumento)
    .toBe("Entregue em mãos ao analista");
  await expectNoSeriousViolations(page, `[role="dialog"] article`);

  // Deleting a document, then the proof with its documents.
  await oficio.getByRole("button", { name: "Excluir oficio.pdf" }).click();
  await press(page.getByRole("alertdialog", { name: "Confirmar Exclusão" }), "Excluir");
  await sees(page, "Sucesso", "Documento excluído com sucesso");
  await expect(documentos.getByText("Nenhum documento anexado")).toBeVisible();
  await prova.getByRole("button", { name: `Excluir comprovação de ${entrega}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmar Exclusão" });
  await expect(confirm).toContainText(`a comprovação de ${entrega} e seus 2 documentos?`);
  await press(confirm, "Excluir");
  await sees(page, "Sucesso", "Comprovação deletada com sucesso!");
  await expect(comprovacoes(card)).toHaveCount(0);
  await expect(card).toContainText("0 documentos");
  expect((await detalhe()).documentosCount).toBe(0);
});

test("a bimonthly periodicity for a year schedules six deliveries once, however often it is saved", async ({
  page,
}) => {
  const { licencaId } = await seed(page, "Caio Nunes");
  const card = await openCard(page, licencaId);
  const ano = Number(TODAY.slice(0, 4)) + 1;
  await press(card, "Periodicidade");
  const dialog = page.getByRole("dialog", { name: "Configurar Periodicidade de Entregas" });
  // The defaults: bimonthly, every 2 months, generation on.
  const tipo = dialog.getByLabel("Tipo de Periodicidade");
  const intervalo = dialog.getByLabel("Intervalo (meses)");
  const gerar = dialog.getByRole("switch", { name: "Gerar entregas automaticamente" });
  await expect(tipo).toHaveValue("bimestral");
  await expect(intervalo).toHaveValue("2");
  await expect(gerar).toBeChecked();
  await expect(dialog.getByLabel("Data de Início")).toHaveValue(formatIsoDate(TODAY));
  // A type sets the interval; only 'Personalizada' lets it be typed, at least 1.
  await tipo.selectOption({ label: "Trimestral (3 meses)" });
  await expect(intervalo).toHaveValue("3");
  await expect(intervalo).toHaveAttribute("readonly", "");
  await tipo.selectOption({ label: "Personalizada" });
  await intervalo.fill("0");
  await press(dialog, "Salvar");
  await expect(dialog.getByText("O intervalo mínimo é 1 mês")).toBeVisible();
  await tipo.selectOption({ label: "Bimestral (2 meses)" });
  await expect(intervalo).toHaveValue("2");
  await dialog.getByLabel("Data de Início").fill(`01/01/${ano}`);
  await dialog.getByLabel("Data de Fim").fill(`31/12/${ano}`);
  await expect(dialog.getByRole("status")).toContainText(
    `6 entregas serão agendadas (de 01/01/${ano} a 01/11/${ano}).`,
  );
  await gerar.click();
  await expect(dialog.getByRole("status")).toHaveText("Nenhuma entrega será gerada automaticamente.");
  await gerar.click();
  await expectNoSeriousViolations(page, `[id="${await dialog.getAttribute("id")}"]`);
  await press(dialog, "Salvar");
  await sees(page, "Sucesso", "Periodicidade configurada com sucesso!");
  await sees(page, "Sucesso", "6 entregas agendadas com sucesso!");
  await expect(dialog).toBeHidden();
  await expect(agendadas(card)).toHaveCount(6);
  const datas = ["01/01", "01/03", "01/05", "01/07", "01/09", "01/11"].map((d) => `Data de entrega: ${d}/${ano}`);
  await expect(comprovacoes(card).locator("p").filter({ hasText: "Data de entrega:" })).toHaveText(datas);

  // Saving again keeps the saved values and adds no delivery.
  await expect(page.locator("[data-sonner-toast]", { hasText: "entregas agendadas" })).toHaveCount(0);
  await press(card, "Periodicidade");
  await expect(tipo).toHaveValue("bimestral");
  await expect(dialog.getByLabel("Data de Fim")).toHaveValue(`31/12/${ano}`);
  await press(dialog, "Salvar");
  await sees(page, "Sucesso", "Periodicidade configurada com sucesso!");
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]", { hasText: "entregas agendadas" })).toHaveCount(0);
  await expect(agendadas(card)).toHaveCount(6);

  // A scheduled delivery is a proof like any other: its status changes, it can be deleted.
  const primeira = comprovacoes(card).first();
  await primeira.getByLabel(`Status da comprovação de 01/01/${ano}`).selectOption({ label: "Aprovada" });
  await sees(page, "Sucesso", "Status atualizado com sucesso!");
  await expect(agendadas(card)).toHaveCount(5);
  await primeira.getByRole("button", { name: `Excluir comprovação de 01/01/${ano}` }).click();
  await press(page.getByRole("alertdialog", { name: "Confirmar Exclusão" }), "Excluir");
  await sees(page, "Sucesso", "Comprovação deletada com sucesso!");
  await expect(comprovacoes(card)).toHaveCount(5);
});
