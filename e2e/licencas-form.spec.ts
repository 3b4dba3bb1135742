import { expect, test, type Locator, type Page } from "@playwright/test";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";
import { holdUploads } from "./support/uploads";

test.use({ reducedMotion: "reduce" });

const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)]); // PNG signature + IHDR
const pdf = (name: string, buffer = PDF) => ({ name, mimeType: "application/pdf", buffer });

/** A fresh company with two clients and a project each. */
async function seed(page: Page, fullName: string) {
  await newCompanySession(page, fullName);
  const agro = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const serra = await postApi(page, "/api/clientes", { nome: "Mineração Serra" });
  const fazenda = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: agro.id });
  await postApi(page, "/api/empreendimentos", { nome: "Lavra Norte", clienteId: serra.id });
  return { clienteId: agro.id, empreendimentoId: fazenda.id };
}

// A toast by its title ('Sucesso', 'Erro', 'Aviso') and text.
const sees = (page: Page, title: string, text: string) =>
  expect(page.locator("[data-sonner-toast]", { hasText: title }).filter({ hasText: text }).first()).toBeVisible();
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const press = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true }).click();
const OBRIGATORIOS = ["Empresa é obrigatória", "Empreendimento é obrigatório", "Tipo é obrigatório"];

test("a licence is created with two files, watching each upload, then edited", async ({ page }) => {
  await seed(page, "Helena Prado");
  await page.goto("/licencas/nova");
  const dialog = page.getByRole("dialog", { name: "Novo Documento Ambiental" });
  await expect(dialog.getByText("Formatos: PDF, DOC, DOCX, JPG, JPEG, PNG — até 10MB cada")).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // An empty submit shows the schema's five messages.
  await press(dialog, "Salvar");
  for (const message of [...OBRIGATORIOS, "Número é obrigatório", "Órgão é obrigatório"])
    await expect(dialog.getByText(message)).toBeVisible();
  await expect(field(dialog, "Empresa")).toBeFocused();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // The project select waits for a client, offers only its projects, and clears when the client changes.
  const empresa = field(dialog, "Empresa");
  const projeto = field(dialog, "Empreendimento");
  await expect(projeto).toBeDisabled();
  await empresa.selectOption({ label: "Agro Verde Ltda" });
  await expect(projeto).toBeEnabled();
  await expect(projeto.getByRole("option", { name: "Lavra Norte" })).toHaveCount(0);
  await projeto.selectOption({ label: "Fazenda Boa Vista" });
  await empresa.selectOption({ label: "Mineração Serra" });
  await expect(projeto).toHaveValue("");
  await expect(projeto.getByRole("option", { name: "Lavra Norte" })).toHaveCount(1);
  await expect(dialog.locator('optgroup[label="Tipos padrão"] option')).toHaveCount(17);
  // Dates: digits only, slashes added, at most 10 characters, and a real calendar date.
  const validade = field(dialog, "Validade");
  await expect(validade).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await expect(validade).toHaveAttribute("inputmode", "numeric");
  await validade.pressSequentially("31a122026999");
  await expect(validade).toHaveValue("31/12/2026");
  const emissao = field(dialog, "Emissão");
  await emissao.pressSequentially("31022026");
  await expect(emissao).toHaveValue("31/02/2026");
  await empresa.selectOption({ label: "Agro Verde Ltda" });
  await projeto.selectOption({ label: "Fazenda Boa Vista" });
  await field(dialog, "Tipo").selectOption({ label: "LO - Licença de Operação" });
  await field(dialog, "Número").fill("LO 1234/2025");
  await field(dialog, "Órgão").fill("IMA/SC");
  await press(dialog, "Salvar");
  await expect(dialog.getByText("Data inválida. Use dd/mm/aaaa.")).toBeVisible();
  // A validity before the emission is refused under 'Validade', before anything is sent.
  await emissao.fill("01012027");
  await press(dialog, "Salvar");
  await expect(validade).toHaveAccessibleDescription("A data de validade não pode ser anterior à data de emissão.");
  await emissao.fill("01032025");
  await expect(validade).not.toHaveAccessibleDescription(/anterior/);
  await expect(emissao).toHaveValue("01/03/2025");
  // Files of another extension or over 10 MB are flagged before anything is sent.
  await field(dialog, "Arquivos").setInputFiles([
    pdf("licenca-operacao.pdf"),
    { name: "mapa.png", mimeType: "image/png", buffer: PNG },
    { name: "planilha.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("PK") },
    pdf("grande.pdf", Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)),
  ]);
  const escolhidos = dialog.getByRole("list", { name: "Arquivos selecionados" }).getByRole("listitem");
  await expect(escolhidos).toHaveCount(4);
  await expect(escolhidos.filter({ hasText: "planilha.xlsx" })).toContainText("Formato não permitido");
  await expect(escolhidos.filter({ hasText: "grande.pdf" })).toContainText("Arquivo maior que 10MB");
  await press(dialog, "Salvar");
  await expect(dialog.getByText("Remova os arquivos marcados antes de salvar.")).toBeVisible();
  await press(dialog, "Remover planilha.xlsx");
  await press(dialog, "Remover grande.pdf");
  await expect(escolhidos).toHaveCount(2);
  // Each upload waits until its progress has been seen.
  const uploads = await holdUploads(page, /\/documentos$/);
  await press(dialog, "Salvar");
  await expect(dialog.getByRole("progressbar", { name: "Enviando licenca-operacao.pdf (1 de 2)" })).toBeVisible();
  await uploads.release();
  await expect(dialog.getByRole("progressbar", { name: "Enviando mapa.png (2 de 2)" })).toBeVisible();
  await uploads.release();
  await uploads.stop();
  await sees(page, "Sucesso", "Documento criado com sucesso!");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "LO 1234/2025" });
  for (const text of ["licenca-operacao.pdf", "mapa.png", "31/12/2026"]) await expect(row).toContainText(text);
  // Edit: the form starts from the licence; a disguised file is refused while the other is stored.
  await press(row, "Ações da licença LO 1234/2025");
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Licença" });
  await expect(field(edit, "Número")).toHaveValue("LO 1234/2025");
  await expect(field(edit, "Emissão")).toHaveValue("01/03/2025");
  await expect(field(edit, "Empreendimento").locator("option:checked")).toHaveText("Fazenda Boa Vista");
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await field(edit, "Número").fill("LO 1234/2025-A");
  await field(edit, "Adicionar arquivos").setInputFiles([pdf("x.pdf", Buffer.from("não é um PDF")), pdf("anexo.pdf")]);
  await press(edit, "Salvar");
  await sees(page, "Aviso", "Erro ao fazer upload do arquivo x.pdf");
  await sees(page, "Sucesso", "Licença atualizada com sucesso!");
  await expect(edit).toBeHidden();
  const editada = page.getByRole("row").filter({ hasText: "LO 1234/2025-A" });
  await expect(editada).toContainText("anexo.pdf");
  await expect(editada).not.toContainText("x.pdf");
  await expect(editada.getByRole("listitem")).toHaveCount(3);
});

test("the 'Tipos' and 'Atividades' catalogues feed the licence and project forms", async ({ page }) => {
  const projeto = await seed(page, "Otávio Lins");
  await page.goto("/licencas");
  await press(page, "Tipos");
  const tipos = page.getByRole("dialog", { name: "Tipos de Licença" });
  await expect(tipos.getByText("Padrão", { exact: true })).toHaveCount(17);
  await expect(tipos.getByRole("row", { name: "LO Licença de Operação Padrão", exact: true })).toBeVisible();
  await press(tipos, "Adicionar");
  for (const m of ["Sigla é obrigatória", "Nome é obrigatório"]) await expect(tipos.getByText(m)).toBeVisible();
  for (const [sigla, nome, title, text] of [
    ["LO", "Outra de Operação", "Erro", "A sigla LO já existe."],
    ["lap", "Licença Ambiental Prévia", "Sucesso", "Tipo adicionado com sucesso!"],
    ["LAI", "Licença Ambiental de Instalação", "Sucesso", "Tipo adicionado com sucesso!"],
  ]) {
    await field(tipos, "Nova sigla").fill(sigla);
    await field(tipos, "Nome").fill(nome);
    await press(tipos, "Adicionar");
    await sees(page, title, text);
  }
  await tipos.getByLabel("Nome do tipo LAP").fill("Licença Ambiental Prévia (SC)");
  await press(tipos, "Salvar LAP");
  await sees(page, "Sucesso", "Tipo atualizado com sucesso!");
  await press(tipos, "Excluir LAI");
  await sees(page, "Sucesso", "Tipo excluído com sucesso!");
  await expect(tipos.getByLabel("Nome do tipo LAI")).toHaveCount(0);
  await expectNoSeriousViolations(page, '[role="dialog"]');
  // A type in use stays, with the server's reason.
  await postApi(page, "/api/licencas", { ...projeto, tipo: "LAP", numero: "LAP 9/2025", orgao: "IMA/SC" });
  await press(tipos, "Excluir LAP");
  await sees(page, "Erro", "O tipo LAP está em uso por 1 licença(s) e não pode ser excluído.");
  await expect(tipos.getByLabel("Nome do tipo LAP")).toHaveValue("Licença Ambiental Prévia (SC)");
  await fecharComEsc(page, tipos);
  await press(page, "Novo Documento");
  const form = page.getByRole("dialog", { name: "Novo Documento Ambiental" });
  const proprios = form.locator('optgroup[label="Tipos da empresa"] option');
  await expect(proprios).toHaveText(["LAP - Licença Ambiental Prévia (SC)"]);
  await press(form, "Cancelar");
  // Activities: add, rename, remove; the project form suggests them and still takes free text.
  await press(page, "Atividades");
  const atividades = page.getByRole("dialog", { name: "Atividades" });
  await expect(atividades.getByText("Nenhuma atividade cadastrada.")).toBeVisible();
  await press(atividades, "Adicionar");
  await expect(atividades.getByText("Nome da atividade é obrigatório")).toBeVisible();
  for (const nome of ["Suinocultura", "Avicultura"]) {
    await field(atividades, "Nova atividade").fill(nome);
    await press(atividades, "Adicionar");
    await expect(atividades.getByLabel(`Nome da atividade ${nome}`)).toBeVisible();
  }
  await sees(page, "Sucesso", "Atividade adicionada com sucesso!");
  await atividades.getByLabel("Nome da atividade Avicultura").fill("Avicultura de corte");
  await press(atividades, "Salvar Avicultura");
  await sees(page, "Sucesso", "Atividade atualizada com sucesso!");
  await press(atividades, "Excluir Suinocultura");
  await sees(page, "Sucesso", "Atividade excluída com sucesso!");
  const lista = atividades.getByRole("list", { name: "Atividades cadastradas" }).getByRole("textbox");
  await expect(lista).toHaveCount(1);
  await expect(lista).toHaveValue("Avicultura de corte");
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await fecharComEsc(page, atividades);
  await page.goto("/empreendimentos");
  await page.getByRole("button", { name: "Novo Empreendimento" }).first().click();
  const atividade = field(page.getByRole("dialog", { name: "Novo Empreendimento" }), "Atividade");
  const sugestoes = page.locator(`datalist#${await atividade.getAttribute("list")} option`);
  await expect(sugestoes).toHaveCount(1);
  await expect(sugestoes).toHaveAttribute("value", "Avicultura de corte");
  await atividade.fill("Atividade livre");
  await expect(atividade).toHaveValue("Atividade livre");
});
