import { expect, test, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";

test.use({ reducedMotion: "reduce" });
const TODAY = todayIn(new Date());

/**
 * A project with three licences (one of the company's own type) and conditions: one 5 days
 * overdue, one due in 10 days, one concluded and one due in 90 days (neither of them listed).
 */
async function seed(page: Page, fullName: string) {
  await newCompanySession(page, fullName);
  await postApi(page, "/api/licenca-tipos", { codigo: "LAI", nome: "Licença Ambiental de Instalação" });
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", {
    nome: "Fazenda Boa Vista",
    clienteId: cliente.id,
    atividade: "Agricultura",
  });
  const licenca = (tipo: string, numero: string, days: number | null) =>
    postApi(page, "/api/licencas", {
      ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo, numero, orgao: "IMA/SC" },
      validadeDate: days === null ? null : addDays(TODAY, days),
    });
  const lo = await licenca("LO", "LO-100/2024", 400);
  const li = await licenca("LI", "LI-200/2023", -3);
  await licenca("LAI", "LAI-300/2025", 60);
  const condicionante = (licencaId: string, nome: string, days: number, extra: object = {}) =>
    postApi(page, `/api/licencas/${licencaId}/condicionantes`, {
      ...{ nome, descricao: `Descrição de ${nome}`, status: "pendente", dataPrazo: addDays(TODAY, days) },
      ...extra,
    });
  await condicionante(lo.id, "Relatório de monitoramento de efluentes líquidos", 10);
  await condicionante(li.id, "Plano de gerenciamento de resíduos", -5);
  await condicionante(lo.id, "Já entregue", 3, { status: "concluida", dataEntrega: TODAY });
  await condicionante(lo.id, "Muito adiante", 90);
  return { projeto, lo, li };
}

/** Nothing is wider than the window: no sideways scroll, no element past the right edge. */
async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll("main *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    return { scroll: document.documentElement.scrollWidth - width, past };
  });
  expect(overflow).toEqual({ scroll: 0, past: [] });
}

test("the project page lists its licences and its overdue and due-soon conditions, leading to each", async ({
  page,
}) => {
  const { projeto, lo, li } = await seed(page, "Clara Nunes");
  await page.goto(`/empreendimentos/${projeto.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fazenda Boa Vista" })).toBeVisible();

  // Licences: the first to expire first, by their readable type, with status and validity.
  const licencas = page.getByRole("list", { name: "Licenças do empreendimento" }).getByRole("listitem");
  await expect(licencas).toHaveCount(3);
  await expect(licencas.nth(0)).toContainText(
    `Licença de Instalação nº LI-200/2023IMA/SC · Válida até ${formatIsoDate(addDays(TODAY, -3))}Vencida`,
  );
  await expect(licencas.nth(1)).toContainText("Licença Ambiental de Instalação nº LAI-300/2025");
  await expect(licencas.nth(1)).toContainText("Alerta de Renovação");
  await expect(licencas.nth(2)).toContainText("Licença de Operação nº LO-100/2024");
  await expect(licencas.nth(2)).toContainText("Vigente");
  await expect(page.getByRole("region", { name: "Licenças" })).toContainText("3 licenças");

  // Deadlines: the overdue one first, marked as such, then the one due soon; no other.
  const prazos = page.getByRole("list", { name: "Próximos prazos do empreendimento" }).getByRole("listitem");
  await expect(prazos).toHaveCount(2);
  await expect(prazos.nth(0)).toContainText("Plano de gerenciamento de resíduos");
  await expect(prazos.nth(0)).toContainText("Vencida: 5 dias atrasado");
  await expect(prazos.nth(0)).toContainText("Licença de Instalação nº LI-200/2023");
  await expect(prazos.nth(1)).toContainText("Relatório de monitoramento de efluentes líquidos");
  await expect(prazos.nth(1)).toContainText("10 dias restantes");
  await expectNoSeriousViolations(page);

  // A deadline opens its licence's conditions panel; Back returns to the project.
  await prazos.nth(0).getByRole("link", { name: "Abrir condicionantes: Plano de gerenciamento de resíduos" }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?condicionantes=${li.id}$`));
  const painel = page.getByRole("dialog", { name: "Condicionantes - Licença LI-200/2023" });
  await expect(painel).toContainText("Plano de gerenciamento de resíduos");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Fazenda Boa Vista" })).toBeVisible();

  // A licence opens its details, and its conditions panel.
  await page.getByRole("link", { name: "Ver Licença LO-100/2024" }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?detalhes=${lo.id}$`));
  await expect(page.getByRole("dialog", { name: "Detalhes da Licença" })).toContainText(
    "Licença de Operação nº LO-100/2024",
  );
  await page.goBack();
  await page.getByRole("link", { name: "Condicionantes da licença LO-100/2024" }).click();
  await expect(page.getByRole("dialog", { name: "Condicionantes - Licença LO-100/2024" })).toBeVisible();
});

for (const [label, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a laptop with the sidebar open", { width: 1280, height: 900 }],
] as const) {
  test(`the project page fits ${label}, its actions visible`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { projeto } = await seed(page, `Rita Lopes ${viewport.width}`);
    await page.goto(`/empreendimentos/${projeto.id}`);
    const prazos = page.getByRole("list", { name: "Próximos prazos do empreendimento" }).getByRole("listitem");
    await expect(prazos).toHaveCount(2);
    if (viewport.width >= 1024) await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await expectFitsWidth(page);
    // Every link of both lists can be brought fully into view: nothing cut at the right edge.
    for (const link of await page
      .getByRole("region", { name: /Licenças|Próximos prazos/ })
      .getByRole("link")
      .all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
}
