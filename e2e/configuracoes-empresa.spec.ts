import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { todayIn, addDays } from "../src/shared/rules/datas";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, LAPTOP, PHONE } from "./support/layout";
import { createApprovedUser, newCompanySession, openSession } from "./support/users";

// /configuracoes/empresa: the company's information kept in the database (with its logo in the
// sidebar), and the 'Gerais' switch that hides and refuses document deletion for non-admins.

const headers = { origin: E2E_URL };
// A real 1×1 PNG, so the browser draws it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ATIVIDADE = "Protocolo do relatório anual";

const informacoes = (page: Page) => page.getByRole("tabpanel", { name: "Informações da sua empresa" });

async function companyIdOf(page: Page) {
  const me = (await (await page.request.get("/api/me")).json()) as { profile: { companyId: string } };
  return me.profile.companyId;
}

test("the admin fills and saves the company's information and logo; a reload shows them, 'Cancelar' restores", async ({
  page,
}) => {
  const admin = await newCompanySession(page, "Clara Bastos", "admin");
  await page.goto("/configuracoes/empresa?aba=informacoes");
  await expect(page.getByRole("heading", { name: "Configurações da Empresa" })).toBeVisible();
  const form = informacoes(page);
  // Starts with the company's own saved data, never sample data.
  await expect(form.getByLabel("Nome")).toHaveValue(admin.companyName);
  await expect(form.getByLabel("CNPJ")).toHaveValue("");
  await expectNoSeriousViolations(page);

  const nome = `Bastos Consultoria Ambiental ${Date.now()}`;
  await form.getByLabel("Nome").fill(nome);
  await form.getByLabel("CNPJ").pressSequentially("45723174000110");
  await expect(form.getByLabel("CNPJ")).toHaveValue("45.723.174/0001-10");
  await form.getByLabel("E-mail").fill("contato@bastos.example.com");
  await form.getByLabel("Telefone 1").pressSequentially("49999887766");
  await expect(form.getByLabel("Telefone 1")).toHaveValue("(49) 99988-7766");
  await form.getByLabel("CEP").pressSequentially("89600000");
  await expect(form.getByLabel("CEP")).toHaveValue("89600-000");
  await form.getByLabel("Estado").selectOption("SC");
  await form.getByLabel("Cidade").fill("Joaçaba");
  await form.getByLabel("Bairro").fill("Centro");
  await form.getByLabel("Arquivo do logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: "Pré-visualização do logo" })).toBeVisible();
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Informações da empresa salvas com sucesso!")).toBeVisible();

  // The logo takes the leaf's place in the sidebar's brand.
  const logo = page.getByRole("img", { name: `Logo de ${nome}` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.reload();
  await expect(form.getByLabel("Nome")).toHaveValue(nome);
  await expect(form.getByLabel("CNPJ")).toHaveValue("45.723.174/0001-10");
  await expect(form.getByLabel("Telefone 1")).toHaveValue("(49) 99988-7766");
  await expect(form.getByLabel("Estado")).toHaveValue("SC");
  await expect(form.getByLabel("Cidade")).toHaveValue("Joaçaba");

  await form.getByLabel("Cidade").fill("Lages");
  await form.getByLabel("CNPJ").fill("");
  await form.getByRole("button", { name: "Cancelar" }).click();
  await expect(form.getByLabel("Cidade")).toHaveValue("Joaçaba");
  await expect(form.getByLabel("CNPJ")).toHaveValue("45.723.174/0001-10");

  // A wrong CNPJ is refused with the shared schema's message, and nothing is saved.
  await form.getByLabel("CNPJ").fill("45.723.174/0001-11");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(form.getByText("CNPJ inválido. Verifique os dígitos.")).toBeVisible();

  // The dashboard's title carries the company's name and logo.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(nome);
  await expect(page.getByRole("heading", { level: 1 }).locator("img")).toBeVisible();
});

test("each tab passes axe, and the PDF placeholder says what it is", async ({ page }) => {
  await newCompanySession(page, "Otto Abas", "admin");
  await page.goto("/configuracoes/empresa");
  await expect(page.getByRole("switch", { name: "Apenas administradores podem excluir documentos" })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole("tab", { name: "Inovação PDF" }).click();
  await expect(page).toHaveURL(/aba=pdf/);
  await expect(page.getByText(/apenas como um espaço reservado/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("tab", { name: "Automatizações" }).click();
  await expect(page.getByLabel("Antecedência dos alertas de licenças (dias)")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Automatizações" })).toHaveAttribute("aria-selected", "true");
});

test("a plain user cannot delete a document while the switch is on, and can once the admin turns it off", async ({
  page,
  browser,
}) => {
  await newCompanySession(page, "Irene Chefe", "admin");
  const cliente = await postApi(page, "/api/clientes", { nome: "Olaria Boa Vista" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Forno Túnel", clienteId: cliente.id });
  const atividade = await postApi(page, `/api/empreendimentos/${projeto.id}/atividades`, {
    titulo: ATIVIDADE,
    dataPrazo: addDays(todayIn(new Date()), 10),
  });
  const up = await page.request.post(`/api/cronograma/atividades/${atividade.id}/documentos`, {
    multipart: { arquivo: { name: "protocolo.pdf", mimeType: "application/pdf", buffer: PDF } },
    headers,
  });
  expect(up.status(), await up.text()).toBe(201);

  const colega = await createApprovedUser("Ivo Técnico", "user", await companyIdOf(page));
  const user = await newSignedIn(browser, colega.email, colega.password);
  const documentos = async () => {
    await user.goto(`/relatorios?empreendimento=${projeto.id}`);
    await user.getByRole("button", { name: new RegExp(`^Documentos de ${ATIVIDADE}`) }).click();
    await expect(user.getByRole("button", { name: "Baixar protocolo.pdf" })).toBeVisible();
  };
  await documentos();
  await expect(user.getByRole("button", { name: "Excluir protocolo.pdf" })).toHaveCount(0);

  // The user sees the switch but may not change it.
  await user.goto("/configuracoes/empresa");
  await expect(user.getByRole("switch", { name: "Apenas administradores podem excluir documentos" })).toBeDisabled();
  await expect(user.getByText("Somente um administrador da empresa pode alterar esta configuração.")).toBeVisible();

  await page.goto("/configuracoes/empresa");
  await page.getByRole("switch", { name: "Apenas administradores podem excluir documentos" }).click();
  await expect(page.getByText("Configuração salva com sucesso!")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Apenas administradores podem excluir documentos" })).not.toBeChecked();

  await documentos();
  await user.getByRole("button", { name: "Excluir protocolo.pdf" }).click();
  await user.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(user.getByText("Documento excluído com sucesso")).toBeVisible();
  await user.context().close();
});

/** `email` in a browser of their own, signed in with no screen open yet. */
async function newSignedIn(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await openSession(page, email, password);
  return page;
}

for (const [name, viewport] of [
  ["a phone", PHONE],
  ["a laptop", LAPTOP],
] as const) {
  test(`on ${name} every tab of the company settings fits the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await newCompanySession(page, `Rita Largura ${name === "a phone" ? "Fone" : "Note"}`, "admin");
    for (const aba of ["gerais", "informacoes", "pdf", "automatizacoes"]) {
      await page.goto(`/configuracoes/empresa?aba=${aba}`);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectFitsViewport(page);
    }
  });
}
