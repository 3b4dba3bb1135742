import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, LAPTOP, PHONE } from "./support/layout";
import { ADMIN, newCompanySession, signInNewCompany } from "./support/users";
import { fecharComEsc } from "./support/dialogs";

// The daily sweep's alerts in the app (issue 16 §4): the header's bell with its count, the
// popover, /alertas, marking one or all read. The sweep runs for every company, so this spec runs
// alone (playwright.config.ts); the user's e-mail switch and the company's lead times, which need
// no sweep, are in alertas-preferencias.spec.ts.

const HOJE = todayIn(new Date());
/** dd/mm/aaaa, as the screens show a day. */
const formatDate = (iso: string) => iso.split("-").reverse().join("/");

/**
 * Runs the sweep for today as the super-administrator would ('run it now'), from an address of
 * its own so the browser's sign-in limits are not spent.
 */
async function varrer() {
  const request = await playwrightRequest.newContext({
    baseURL: E2E_URL,
    extraHTTPHeaders: { origin: E2E_URL, "x-forwarded-for": "10.203.0.1" },
  });
  expect((await request.post("/api/auth/sign-in", { data: ADMIN })).ok()).toBe(true);
  const res = await request.post("/api/admin/prazos/varredura", { data: { hoje: HOJE } });
  expect(res.status(), await res.text()).toBe(200);
  await request.dispose();
}

/** A licence of a new client's project (with its expiry, or none), through the API. */
async function novaLicenca(page: Page, numero: string, validadeDate?: string) {
  const cliente = await postApi(page, "/api/clientes", { nome: `Cliente ${numero}` });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: `Projeto ${numero}`, clienteId: cliente.id });
  return postApi(page, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero,
    orgao: "IMA",
    ...(validadeDate ? { validadeDate } : {}),
  });
}

async function novaCondicionante(page: Page, licencaId: string, nome: string, dataPrazo: string) {
  return postApi(page, `/api/licencas/${licencaId}/condicionantes`, {
    nome,
    descricao: nome,
    status: "pendente",
    dataPrazo,
  });
}

const sino = (page: Page) => page.getByRole("button", { name: /^Alertas:/ });

test("the sweep's alerts reach the bell and /alertas, and are marked read one by one or all at once", async ({
  page,
}) => {
  // A company's admin receives every alert of the company.
  await signInNewCompany(page, "Alice Alerta", "admin");
  await expect(sino(page)).toHaveAccessibleName("Alertas: nenhum não lido");

  const primeira = await novaLicenca(page, "LO-ALERTA-1");
  await novaCondicionante(page, primeira.id, "Laudo de ruído", addDays(HOJE, 7));
  await varrer();
  await page.reload();
  await expect(sino(page)).toHaveAccessibleName("Alertas: 1 não lido");
  await expect(page.getByTestId("alertas-contador")).toHaveText("1");

  await sino(page).click();
  const popover = page.getByRole("dialog", { name: "Alertas" });
  const alerta = popover.getByRole("article", { name: "Condicionante: Laudo de ruído" });
  await expect(alerta).toContainText("Não lido");
  await expect(alerta).toContainText(`Prazo: ${formatDate(addDays(HOJE, 7))} · Vence em 7 dias`);
  await fecharComEsc(page, popover);

  // Two more: a licence due in 30 days and a condition due today.
  const segunda = await novaLicenca(page, "LO-ALERTA-2", addDays(HOJE, 30));
  await novaCondicionante(page, segunda.id, "Relatório de automonitoramento", HOJE);
  await varrer();
  await page.reload();
  await expect(sino(page)).toHaveAccessibleName("Alertas: 3 não lidos");

  await sino(page).click();
  await popover.getByRole("link", { name: "Ver todos os alertas" }).click();
  await expect(page).toHaveURL(/\/alertas$/);
  await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Vencem hoje" })).toContainText("Relatório de automonitoramento");
  await expect(page.getByRole("list", { name: "Vencem nos próximos 7 dias" })).toContainText("Laudo de ruído");
  const licenca = page.getByRole("article", { name: "Licença: LO LO-ALERTA-2" });
  await expect(licenca).toContainText(`Vencimento: ${formatDate(addDays(HOJE, 30))} · Vence em 30 dias`);
  await expectNoSeriousViolations(page);

  // Mark one read: the bell follows at once, and 'Não lidos' no longer lists it.
  await page
    .getByRole("article", { name: "Condicionante: Laudo de ruído" })
    .getByRole("button", { name: "Marcar como lido" })
    .click();
  await expect(sino(page)).toHaveAccessibleName("Alertas: 2 não lidos");
  await page.getByRole("button", { name: "Não lidos", exact: true }).click();
  await expect(page).toHaveURL(/\/alertas\?lidas=nao_lidas$/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article", { name: "Condicionante: Laudo de ruído" })).toHaveCount(0);

  // Following an alert's link leads to the item and marks it read.
  await licenca.getByRole("link", { name: "LO LO-ALERTA-2" }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?detalhes=${segunda.id}$`));
  // The licence's details open over the page; the bell is behind them until they close.
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Licença" });
  await expect(detalhes).toContainText("LO-ALERTA-2");
  await fecharComEsc(page, detalhes);
  await expect(sino(page)).toHaveAccessibleName("Alertas: 1 não lido");

  // 'Marcar todos como lidos' from the bell's popover.
  await sino(page).click();
  await popover.getByRole("button", { name: "Marcar todos como lidos" }).click();
  await expect(page.getByText("Todos os alertas foram marcados como lidos.")).toBeVisible();
  await expect(sino(page)).toHaveAccessibleName("Alertas: nenhum não lido");
  await expect(page.getByTestId("alertas-contador")).toHaveCount(0);
  await fecharComEsc(page, popover);

  await page.goto("/alertas?lidas=nao_lidas");
  await expect(page.getByText("Nenhum alerta não lido.")).toBeVisible();
  await page.getByRole("button", { name: "Todos", exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByText("Não lido", { exact: true })).toHaveCount(0);
});

test("the bell and /alertas fit a phone", async ({ page }) => {
  await newCompanySession(page, "Bruno Celular", "admin");
  const licenca = await novaLicenca(page, "LO-CELULAR-1");
  await novaCondicionante(
    page,
    licenca.id,
    "Monitoramento trimestral de efluentes líquidos da estação de tratamento",
    addDays(HOJE, 7),
  );
  await varrer();
  await page.setViewportSize(PHONE);
  await page.goto("/dashboard");
  await expect(sino(page)).toHaveAccessibleName("Alertas: 1 não lido");
  await sino(page).click();
  const popover = page.getByRole("dialog", { name: "Alertas" });
  await expect(popover).toBeVisible();
  await expectFitsViewport(page);
  await fecharComEsc(page, popover);
  await page.goto("/alertas");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expectFitsViewport(page);
  await page.setViewportSize(LAPTOP);
  await expectFitsViewport(page);
});
