import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { newCompanySession, signInNewCompany } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { E2E_URL } from "../playwright.config";

test.use({ reducedMotion: "reduce" });

const TODAY = todayIn(new Date());
const headers = { origin: E2E_URL };

/** A client, a project and a licence with `condicionantes` conditions, through the API. */
async function licencaCom(page: Page, numero: string, condicionantes: string[]) {
  const cliente = await postApi(page, "/api/clientes", { nome: `Cliente ${numero}` });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: `Projeto ${numero}`, clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero, orgao: "IMA/SC" },
    validadeDate: addDays(TODAY, 400),
  });
  for (const nome of condicionantes) {
    await postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
      ...{ nome, descricao: `${nome}: apresentar laudo`, status: "pendente" },
      dataPrazo: addDays(TODAY, 30),
    });
  }
  return { cliente, projeto, licenca };
}

async function apagar(page: Page, path: string) {
  const res = await page.request.delete(path, { headers });
  expect(res.status(), await res.text()).toBe(200);
}

const toast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();

/** Visible elements whose box reaches past the right edge of the window: what makes a page scroll sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    }
    return out;
  });
}

/** The button is on screen, whole, and nothing covers it: a tap would reach it. */
async function expectTappable(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await button.click({ trial: true });
}

test("a licence deleted with its conditions leaves /licencas, waits in the Lixeira and comes back with them", async ({
  page,
}) => {
  await newCompanySession(page, "Bruna Lixeira", "admin"); // the bin is an administrator's
  await licencaCom(page, "LO-LIX-1", ["Monitoramento de ruído", "Relatório de efluentes"]);
  await page.goto("/licencas");
  const linha = page.getByRole("table", { name: "Licenças" }).locator("tbody tr").filter({ hasText: "LO-LIX-1" });
  await expect(linha).toHaveCount(1);

  await page.getByRole("button", { name: "Ações da licença LO-LIX-1" }).click();
  await page.getByRole("menuitem", { name: "Deletar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir Licença" });
  await expect(confirm).toContainText(
    "Tem certeza que deseja excluir a licença LO-LIX-1? Irão para a Lixeira junto com ela: 2 condicionantes. " +
      "Você poderá restaurá-la por 30 dias.",
  );
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await toast(page, "Licença excluída com sucesso!");
  await expect(linha).toHaveCount(0);

  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Lixeira" }).click();
  await expect(page).toHaveURL(/\/lixeira$/);
  const lixeira = page.getByRole("table", { name: "Lixeira" });
  const entrada = lixeira.locator("tbody tr").filter({ hasText: "LO-LIX-1" });
  await expect(entrada).toContainText("Projeto LO-LIX-1 · Cliente LO-LIX-1");
  await expect(entrada).toContainText("Junto: 2 condicionantes");
  await expect(entrada).toContainText("Bruna Lixeira");
  await expect(entrada).toContainText("30 dias");
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Restaurar LO-LIX-1" }).click();
  await toast(page, "Licença LO-LIX-1 restaurada com sucesso!");
  await expect(lixeira.getByText("A Lixeira está vazia.")).toBeVisible();

  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Licenças" }).click();
  await expect(linha).toHaveCount(1);
  await page.getByRole("button", { name: "Ações da licença LO-LIX-1" }).click();
  await page.getByRole("menuitem", { name: "Condicionantes" }).click();
  const painel = page.getByRole("dialog", { name: "Condicionantes - Licença LO-LIX-1" });
  await expect(painel.getByRole("heading", { name: "Condicionantes (2)" })).toBeVisible();
  await expect(painel).toContainText("Monitoramento de ruído");
  await expect(painel).toContainText("Relatório de efluentes");
});

test("the Lixeira fits a phone and a laptop with the sidebar open, each entry's actions in reach", async ({ page }) => {
  await newCompanySession(page, "Caio Lixeira", "admin");
  const { licenca } = await licencaCom(page, "LO-LIX-2", ["Plano de gerenciamento de resíduos sólidos"]);
  const solto = await postApi(page, "/api/clientes", {
    nome: "Indústria de Cerâmica Vermelha e Artefatos de Cimento do Vale do Itajaí Ltda",
  });
  await apagar(page, `/api/licencas/${licenca.id}`);
  await apagar(page, `/api/clientes/${solto.id}`);
  const titulos = ["LO-LIX-2", "Indústria de Cerâmica Vermelha e Artefatos de Cimento do Vale do Itajaí Ltda"];

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/lixeira");
    await expect(page.getByRole("heading", { name: "Lixeira", level: 1 })).toBeVisible();
    if (viewport.width >= 1024) {
      // The sidebar is open beside the table.
      await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Lixeira" })).toBeVisible();
    } else {
      await expect(page.getByRole("list", { name: "Lixeira" }).getByRole("listitem")).toHaveCount(2);
    }
    expect(await overflowing(page), `${viewport.width}px`).toEqual([]);
    for (const titulo of titulos) {
      await expectTappable(page, page.getByRole("button", { name: `Restaurar ${titulo}` }));
      await expectTappable(page, page.getByRole("button", { name: `Excluir definitivamente ${titulo}` }));
    }
    await expectNoSeriousViolations(page);
  }

  // 'Excluir definitivamente' asks first, saying what goes for good.
  await page.getByRole("button", { name: "Excluir definitivamente LO-LIX-2" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir definitivamente" });
  await expect(confirm).toContainText(
    "Tem certeza que deseja excluir definitivamente a licença LO-LIX-2? Ela e o que foi junto (1 condicionante) " +
      "serão removidos, com os arquivos, e não poderão ser restaurados.",
  );
  await confirm.getByRole("button", { name: "Excluir definitivamente" }).click();
  await toast(page, "Excluído definitivamente.");
  await expect(page.getByRole("table", { name: "Lixeira" }).locator("tbody tr")).toHaveCount(1);
  await page.goto("/licencas");
  await expect(page.getByText("LO-LIX-2")).toHaveCount(0);
});

test("a plain user deletes but has no Lixeira; a project with licences says why it cannot go", async ({ page }) => {
  await signInNewCompany(page, "Davi Sem Lixeira");
  const { projeto } = await licencaCom(page, "LO-LIX-3", []);
  await expect(
    page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Lixeira" }),
  ).toHaveCount(0);
  await page.goto("/lixeira");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();

  await page.goto(`/empreendimentos/${projeto.id}`);
  await page.getByRole("button", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir Empreendimento" });
  await expect(confirm).toContainText(
    "Este empreendimento possui 1 licença vinculada e não pode ser excluído. Exclua antes a licença.",
  );
  await expect(confirm.getByRole("button", { name: "Excluir" })).toBeDisabled();
});
