import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { newCompanySession, uniqueEmail } from "./support/users";
import { postApi } from "./support/api";
import { waitForMail } from "./support/mail";
import { expectNoSeriousViolations } from "./support/axe";

test.use({ reducedMotion: "reduce" });
// Two people, two browsers, an e-mail and axe on each screen: longer than one screen's test.
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** Screenshots at both sizes, when E2E_SHOTS_DIR asks for them (to be looked at, not compared). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ["390", PHONE],
    ["1280", LAPTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const linkDoConvite = (mail: string) => {
  const link = mail.match(/https?:\/\/\S+\/convite\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error("e-mail sem link de convite");
  return link;
};

/** The invited person, on a phone of their own, without any session. */
async function pessoaNoCelular(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test("a company user invites a person, who sets a password from the e-mail and lands on /portal signed in", async ({
  page,
  browser,
}) => {
  await newCompanySession(page, "Carla Convite");
  const cliente = await postApi(page, "/api/clientes", { nome: "Fazenda Boa Vista" });
  const email = uniqueEmail("maria");

  await page.goto("/clientes");
  await page.getByRole("button", { name: "Convidar para o portal de Fazenda Boa Vista" }).click();
  const dialog = page.getByRole("dialog", { name: "Convidar para o portal" });
  await dialog.getByLabel("Nome").fill("Maria da Boa Vista");
  await dialog.getByLabel("E-mail").fill(email);
  await expectNoSeriousViolations(page);
  await shots(page, "convite-dialog");
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText("Convite enviado")).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, "Convite para o Portal");
  const { context, page: celular } = await pessoaNoCelular(browser);
  await celular.goto(linkDoConvite(mail));
  await expect(celular.getByText("Olá, Maria da Boa Vista!")).toBeVisible();
  await expect(celular.getByText("Fazenda Boa Vista")).toBeVisible();
  await expectNoSeriousViolations(celular);
  await shots(celular, "convite-pagina");
  await celular.getByLabel("Senha", { exact: true }).fill("curta");
  await celular.getByLabel("Confirmar senha").fill("curta-demais");
  await expect(celular.getByText("As senhas não coincidem")).toBeVisible();
  await celular.getByLabel("Senha", { exact: true }).fill("senha-do-portal-123");
  await celular.getByLabel("Confirmar senha").fill("senha-do-portal-123");
  await celular.getByRole("button", { name: "Criar senha e entrar" }).click();
  await expect(celular).toHaveURL(/\/portal$/);
  const me = await (await celular.request.get("/api/me")).json();
  expect(me.roles).toEqual(["cliente"]);
  expect(me.user.email).toBe(email);

  // The same link again: a clear message and no form.
  await celular.goto(linkDoConvite(mail));
  await expect(celular.getByRole("alert")).toContainText("Este convite já foi utilizado.");
  await expect(celular.getByLabel("Confirmar senha")).toHaveCount(0);
  await context.close();

  await page.goto(`/clientes/${cliente.id}`);
  await expect(page.getByRole("heading", { name: "Portal do Empreendedor" })).toBeVisible();
  const convites = page.getByRole("table", { name: "Convites para o portal" });
  await expect(convites.locator("tr", { hasText: "Maria da Boa Vista" })).toContainText("Aceito");
  await expect(page.getByRole("switch", { name: "Acesso ao portal de Maria da Boa Vista" })).toBeChecked();
  await expect(page.getByRole("link", { name: "Ver como cliente" })).toHaveAttribute(
    "href",
    `/portal?cliente=${cliente.id}`,
  );
  await expectNoSeriousViolations(page);
  await shots(page, "cliente-portal");
});

test("revoking a pending invitation shows 'Revogado', and its link then shows why with no form", async ({
  page,
  browser,
}) => {
  await newCompanySession(page, "Rui Revoga");
  const cliente = await postApi(page, "/api/clientes", { nome: "Mineração Serra Azul" });
  const email = uniqueEmail("sergio");
  await postApi(page, `/api/clientes/${cliente.id}/convites`, { nome: "Sérgio Serra", email });
  const link = linkDoConvite(await waitForMail(email, "Convite para o Portal"));

  await page.goto(`/clientes/${cliente.id}`);
  const convites = page.getByRole("table", { name: "Convites para o portal" });
  await expect(convites.locator("tr", { hasText: "Sérgio Serra" })).toContainText("Pendente");
  await page.getByRole("button", { name: "Ações do convite de Sérgio Serra" }).click();
  await page.getByRole("menuitem", { name: "Revogar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revogar convite" });
  await confirm.getByRole("button", { name: "Revogar" }).click();
  await expect(convites.locator("tr", { hasText: "Sérgio Serra" })).toContainText(/revogado/i);

  const { context, page: celular } = await pessoaNoCelular(browser);
  await celular.goto(link);
  await expect(celular.getByRole("alert")).toContainText("Este convite foi cancelado pela consultoria.");
  await expect(celular.getByLabel("Senha", { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(celular);
  await shots(celular, "convite-revogado");
  await context.close();
});
