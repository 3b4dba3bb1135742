import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, PHONE } from "./support/layout";
import { signInNewCompany } from "./support/users";

// The private calendar address in /configuracoes (issue 17 §4, decision 027): turned on, shown
// once, copied, read as a calendar app reads it; 'Gerar novo link' and 'Desativar' stop the old one.

const VALIDADE = addDays(todayIn(new Date()), 45);
const FEED = /^http:\/\/127\.0\.0\.1:\d+\/api\/calendario\/feed\/[A-Za-z0-9_-]{43}\.ics$/;

async function confirmar(page: Page, acao: string) {
  await page.getByRole("button", { name: acao }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: acao }).click();
}

test("the calendar address is copied once, opens the licence's expiry, and stops when renewed or turned off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_URL });
  await signInNewCompany(page, "Clara Calendário");
  const cliente = await postApi(page, "/api/clientes", { nome: "Olaria Boa Vista" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Forno Contínuo", clienteId: cliente.id });
  await postApi(page, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero: "321/2026",
    orgao: "IMA",
    validadeDate: VALIDADE,
  });

  await page.getByRole("button", { name: "Configurações" }).click();
  await page.getByRole("menuitem", { name: "Configurações gerais" }).click();
  await expect(page.getByRole("heading", { name: "Calendário no seu celular ou computador" })).toBeVisible();
  await page.getByRole("radio", { name: "Todos os prazos da empresa" }).check();
  await page.getByRole("button", { name: "Ativar calendário" }).click();
  await expect(page.getByText("Calendário ativado.")).toBeVisible();

  const campo = page.getByLabel("Endereço do seu calendário");
  await page.getByRole("button", { name: "Copiar endereço" }).click();
  await expect(page.getByText("Endereço copiado.", { exact: false })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(FEED);
  await expect(campo).toHaveValue(url);
  await expectNoSeriousViolations(page);

  // What Google Calendar or an iPhone does with it: a plain GET, no session needed.
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await res.text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Vencimento — LO 321/2026");
  expect(ics).toContain(`DTSTART;VALUE=DATE:${VALIDADE.replaceAll("-", "")}`);

  // Shown once: after a reload the card says it is on, and the address is gone.
  await page.reload();
  await expect(page.getByText(/Ativado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(campo).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await confirmar(page, "Gerar novo link");
  await expect(page.getByText("Novo link gerado. O anterior deixou de funcionar.")).toBeVisible();
  // On a phone the toast spans the bottom, where the dialog's button left the pointer: hovered, it
  // never expires, and it covers 'Desativar' (a click waited out the test once). A thumb swipes it.
  await page.getByRole("button", { name: "Fechar notificação" }).click();
  const novo = await campo.inputValue();
  expect(novo).toMatch(FEED);
  expect(novo).not.toBe(url);
  await expectFitsViewport(page);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(novo)).status()).toBe(200);

  await confirmar(page, "Desativar");
  await expect(page.getByText("Calendário desativado. O endereço deixou de funcionar.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ativar calendário" })).toBeVisible();
  expect((await page.request.get(novo)).status()).toBe(404);
});
