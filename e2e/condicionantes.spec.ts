import { expect, test, type Page } from "@playwright/test";
import { GRUPO_TITULOS, type TGrupo } from "../src/shared/rules/condicionantes";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi, putApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";

test.use({ reducedMotion: "reduce" });
const TODAY = todayIn(new Date());

/** A fresh company with two clients, each with a project and a licence. */
async function seedLicencas(page: Page, fullName: string) {
  await newCompanySession(page, fullName);
  const licenca = async (cliente: string, projeto: string, tipo: string, numero: string) => {
    const c = await postApi(page, "/api/clientes", { nome: cliente });
    const p = await postApi(page, "/api/empreendimentos", { nome: projeto, clienteId: c.id });
    return postApi(page, "/api/licencas", {
      ...{ clienteId: c.id, empreendimentoId: p.id, tipo, numero, orgao: "IMA/SC" },
      ...{ emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, 700) },
    });
  };
  return {
    agro: await licenca("Agro Verde Ltda", "Fazenda Boa Vista", "LO", "100/2024"),
    serra: await licenca("Mineração Serra", "Lavra Norte", "LP", "200/2024"),
  };
}
const condicionante = (page: Page, licencaId: string, descricao: string, days: number | null, status = "pendente") =>
  postApi(page, "/api/condicionantes", {
    licencaId,
    descricao,
    status,
    dataPrazo: days === null ? null : addDays(TODAY, days),
  });

// [title on the card, days to the deadline, section, badge]; the 'serra' ones are on the other licence.
const CASOS: [string, number, TGrupo, string][] = [
  ["Relatório de ruído", -1, "vencidas", "1 dia atrasado"],
  ["Plano de resíduos (serra)", -3, "vencidas", "3 dias atrasado"],
  ["Monitoramento de efluentes", 0, "vencendo", "Vence hoje"],
  ["Inventário florestal", 1, "vencendo", "1 dia restante"],
  ["Análise de solo", 10, "vencendo", "10 dias restantes"],
  ["Condicionante 2.1", 30, "vencendo", "30 dias restantes"],
  ["Programa de educação ambiental", 31, "a_vencer", "31 dias restantes"],
  ["Recuperação de área degradada (serra)", 90, "a_vencer", "90 dias restantes"],
];

async function seedCondicionantes(page: Page, fullName: string) {
  const lic = await seedLicencas(page, fullName);
  for (const [titulo, days] of CASOS) {
    const licencaId = titulo.includes("(serra)") ? lic.serra.id : lic.agro.id;
    if (titulo === "Condicionante 2.1") {
      // Made in the licence panel, with a name: the card shows the name and the description below.
      const data = { nome: titulo, descricao: "Relatório de fauna trimestral", status: "pendente" };
      await postApi(page, `/api/licencas/${licencaId}/condicionantes`, { ...data, dataPrazo: addDays(TODAY, days) });
    } else
      await condicionante(page, licencaId, titulo, days, titulo === "Análise de solo" ? "em_andamento" : "pendente");
  }
  // Concluded from the screen's form: delivered today, before its deadline.
  await condicionante(page, lic.agro.id, "Outorga de uso da água", 5, "concluida");
  await condicionante(page, lic.agro.id, "Cadastro técnico federal", null);
  await condicionante(page, lic.agro.id, "Autorização de supressão", null);
  return lic;
}

const secao = (page: Page, grupo: TGrupo) => page.getByRole("region", { name: GRUPO_TITULOS[grupo], exact: true });
const cards = (page: Page, grupo: TGrupo) => secao(page, grupo).getByRole("article");
const card = (page: Page, grupo: TGrupo, titulo: string) =>
  secao(page, grupo).getByRole("article", { name: titulo, exact: true });

test("each section shows its conditions with their deadline badges, from one call; search narrows them", async ({
  page,
}) => {
  await seedCondicionantes(page, "Helena Prado");
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/") && calls.push(new URL(r.url()).pathname));
  await page.goto("/condicionantes");
  await expect(page.getByRole("heading", { level: 1, name: "Condicionantes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nova Condicionante" })).toBeVisible();
  await expect(cards(page, "vencidas")).toHaveCount(2);
  expect(calls.filter((c) => c !== "/api/me")).toEqual(["/api/condicionantes/secoes"]);
  await expect(cards(page, "vencendo")).toHaveCount(4);
  await expect(cards(page, "a_vencer")).toHaveCount(2);
  await expect(cards(page, "concluidas")).toHaveCount(1);
  for (const [titulo, days, grupo, badge] of CASOS) {
    const c = card(page, grupo, titulo);
    await expect(c).toContainText(badge);
    await expect(c).toContainText(`Prazo: ${formatIsoDate(addDays(TODAY, days))}`);
  }
  // Soonest deadline first in each section.
  await expect(cards(page, "vencidas").getByRole("heading")).toHaveText([CASOS[1][0], CASOS[0][0]]);
  await expect(card(page, "vencidas", "Relatório de ruído")).toContainText(
    /Licença: Licença de Operação 100\/2024.*Empreendimento: Fazenda Boa Vista.*Cliente: Agro Verde Ltda/,
  );
  await expect(card(page, "vencidas", "Plano de resíduos (serra)")).toContainText(
    /Licença: Licença Prévia 200\/2024.*Empreendimento: Lavra Norte.*Cliente: Mineração Serra/,
  );
  await expect(card(page, "vencendo", "Condicionante 2.1")).toContainText("Relatório de fauna trimestral");
  await expect(card(page, "vencendo", "Análise de solo")).toContainText("Em Andamento");
  await expect(card(page, "vencendo", "Inventário florestal")).toContainText("Pendente");
  const outorga = card(page, "concluidas", "Outorga de uso da água");
  await expect(outorga).toContainText(`Entregue em: ${formatIsoDate(TODAY)} (No prazo)`);
  await expect(outorga).toContainText("Concluída");
  await expect(outorga).not.toContainText("dias restantes");
  await expect(page.getByText("2 condicionantes sem prazo definido")).toBeVisible();
  // Ten cards per page: no section here needs a pager.
  await expect(page.getByRole("button", { name: "Próxima" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByLabel("Buscar").fill("lavra");
  await expect(page).toHaveURL(/\?q=lavra$/);
  await expect(cards(page, "vencidas")).toHaveCount(1);
  await expect(card(page, "vencidas", "Plano de resíduos (serra)")).toBeVisible();
  await expect(cards(page, "a_vencer")).toHaveCount(1);
  await expect(cards(page, "vencendo")).toHaveCount(0);
  await expect(secao(page, "vencendo")).toContainText('Nenhuma condicionante desta seção corresponde à busca "lavra".');
  await expect(page.getByText(/sem prazo definido/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Buscar")).toHaveValue("lavra");
  await expect(cards(page, "vencidas")).toHaveCount(1);
  await page.getByLabel("Buscar").fill("");
  await expect(cards(page, "vencidas")).toHaveCount(2);
  await expect(page).toHaveURL(/\/condicionantes$/);
});

test("a long section pages on its own; removing asks first and falls back to a page that exists", async ({ page }) => {
  const lic = await seedLicencas(page, "Otávio Campos");
  for (let i = 0; i < 12; i++)
    await condicionante(page, lic.agro.id, `Entrega ${String(i + 1).padStart(2, "0")}`, 40 + i);
  await condicionante(page, lic.agro.id, "Relatório anual", -20);
  await condicionante(page, lic.agro.id, "Sem prazo", null);
  await page.goto("/condicionantes");
  await expect(cards(page, "a_vencer")).toHaveCount(10);
  await expect(page.getByText("1 condicionante sem prazo definido")).toBeVisible();
  await expect(secao(page, "vencendo")).toContainText("Nenhuma condicionante ou entrega vence nos próximos 30 dias.");
  await expect(secao(page, "concluidas")).toContainText("Nenhuma condicionante concluída.");
  const pager = secao(page, "a_vencer").getByRole("navigation", { name: "Páginas de A Vencer" });
  await expect(pager).toContainText("12 condicionantes · Página 1 de 2");
  await pager.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/\?a_vencer=2$/);
  await expect(cards(page, "a_vencer").getByRole("heading")).toHaveText(["Entrega 11", "Entrega 12"]);
  await expect(card(page, "vencidas", "Relatório anual")).toContainText("20 dias atrasado");
  await page.reload();
  await expect(cards(page, "a_vencer")).toHaveCount(2);

  await card(page, "a_vencer", "Entrega 12").getByRole("button", { name: "Remover" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remover Condicionante" });
  await expect(confirm).toContainText(
    'Tem certeza que deseja remover a condicionante "Entrega 12" da licença 100/2024?',
  );
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(cards(page, "a_vencer")).toHaveCount(2);
  for (const titulo of ["Entrega 12", "Entrega 11"]) {
    await card(page, "a_vencer", titulo).getByRole("button", { name: "Remover" }).click();
    await confirm.getByRole("button", { name: "Remover" }).click();
    await expect(page.getByText("Condicionante removida").first()).toBeVisible();
    await expect(card(page, "a_vencer", titulo)).toHaveCount(0);
  }
  // The second page is gone: back to the first, with no pager left.
  await expect(page).toHaveURL(/\/condicionantes$/);
  await expect(cards(page, "a_vencer")).toHaveCount(10);
  await expect(pager).toHaveCount(0);
  await expect(secao(page, "a_vencer")).toContainText("10 condicionantes");
});

test("/condicionantes/nova asks licence, description and status, and the new one lands in its section", async ({
  page,
}) => {
  await seedLicencas(page, "Beatriz Moura");
  await page.goto("/condicionantes/nova");
  const dialog = page.getByRole("dialog", { name: "Nova Condicionante" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/condicionantes$/);
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Nova Condicionante" }).click();
  await expect(dialog).toBeVisible();
  await fecharComEsc(page, dialog);
  await page.goto("/condicionantes/nova");

  const licenca = dialog.getByLabel("Licença", { exact: true });
  await expect(licenca.locator("option")).toHaveText([
    "Selecione a licença",
    "Licença de Operação 100/2024 - Fazenda Boa Vista",
    "Licença Prévia 200/2024 - Lavra Norte",
  ]);
  await expect(dialog.getByLabel("Status")).toHaveValue("pendente");
  await dialog.getByLabel("Status").selectOption("");
  await dialog.getByLabel("Prazo").pressSequentially("31022025");
  await expect(dialog.getByLabel("Prazo")).toHaveValue("31/02/2025");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  for (const message of [
    "Licença é obrigatória",
    "Descrição é obrigatória",
    "Status é obrigatório",
    "Data inválida. Use dd/mm/aaaa.",
  ])
    await expect(dialog.getByText(message)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The licences are searched on the server; the choice survives another search.
  await dialog.getByLabel("Filtrar licenças").fill("mineração");
  await expect(licenca.locator("option")).toHaveText(["Selecione a licença", "Licença Prévia 200/2024 - Lavra Norte"]);
  await licenca.selectOption({ label: "Licença Prévia 200/2024 - Lavra Norte" });
  await dialog.getByLabel("Filtrar licenças").fill("fazenda");
  await expect(licenca.locator("option")).toHaveCount(3);
  await expect(licenca).toHaveValue(/.+/);
  await dialog.getByLabel("Descrição").fill("Apresentar relatório de qualidade do ar");
  await dialog.getByLabel("Status").selectOption({ label: "Em Andamento" });
  const prazo = addDays(TODAY, 5);
  await dialog.getByLabel("Prazo").fill("");
  await dialog.getByLabel("Prazo").pressSequentially(formatIsoDate(prazo).replaceAll("/", ""));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Condicionante criada")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/condicionantes$/);
  const nova = card(page, "vencendo", "Apresentar relatório de qualidade do ar");
  await expect(nova).toContainText("5 dias restantes");
  await expect(nova).toContainText(
    /Licença: Licença Prévia 200\/2024.*Prazo: \d\d\/\d\d\/\d{4}.*Lavra Norte.*Mineração Serra/,
  );
  await expect(nova).toContainText("Em Andamento");
});

test("'Ver Licença' opens the licence's conditions panel at that condition, expanded and in view", async ({ page }) => {
  const lic = await seedLicencas(page, "Caio Nunes");
  const alvo = await condicionante(page, lic.serra.id, "Relatório de lavra", 15);
  // Newer ones come first in the panel: the one pointed at is at the bottom, below the fold.
  for (let i = 1; i <= 8; i++) await condicionante(page, lic.serra.id, `Outra obrigação ${i}`, 40 + i);
  await page.goto("/condicionantes");
  const link = card(page, "vencendo", "Relatório de lavra").getByRole("link", { name: "Ver Licença" });
  await expect(link).toHaveAttribute("href", `/licencas?condicionantes=${lic.serra.id}&condicionante=${alvo.id}`);
  await link.click();

  const painel = page.getByRole("dialog", { name: "Condicionantes - Licença 200/2024" });
  await expect(painel).toBeVisible();
  const aberto = painel.getByRole("article", { name: "Relatório de lavra" });
  await expect(aberto.getByRole("button", { name: "Relatório de lavra" })).toHaveAttribute("aria-expanded", "true");
  await expect(aberto.getByRole("heading", { name: /Histórico de Comprovações/ })).toBeVisible();
  await expect(aberto).toBeInViewport();
  await expect(aberto.getByRole("button", { name: "Relatório de lavra" })).toBeFocused();
  // Only that one is open.
  await expect(painel.getByRole("button", { expanded: true })).toHaveCount(1);
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await fecharComEsc(page, painel);
  await expect(page).toHaveURL(/\/licencas$/);
});

test("a card changes its condition's status, asking the delivery date for 'Concluída', without leaving the screen", async ({
  page,
}) => {
  const lic = await seedLicencas(page, "Lívia Rocha");
  await condicionante(page, lic.agro.id, "Relatório de ruído", 5);
  await condicionante(page, lic.agro.id, "Inventário florestal", 12);
  await page.goto("/condicionantes");
  const ruido = card(page, "vencendo", "Relatório de ruído");
  await ruido.getByLabel("Status de Relatório de ruído").selectOption({ label: "Concluída" });
  const dialog = page.getByRole("dialog", { name: "Data de Entrega" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Data de entrega").pressSequentially(formatIsoDate(TODAY).replaceAll("/", ""));
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Status atualizado com sucesso!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/condicionantes$/);
  await expect(ruido).toHaveCount(0);
  const concluida = card(page, "concluidas", "Relatório de ruído");
  await expect(concluida).toContainText(`Entregue em: ${formatIsoDate(TODAY)} (No prazo)`);
  await expect(concluida.getByLabel("Status de Relatório de ruído")).toHaveValue("concluida");

  // Any other status saves at once.
  const inventario = card(page, "vencendo", "Inventário florestal");
  await inventario.getByLabel("Status de Inventário florestal").selectOption({ label: "Em Andamento" });
  await expect(inventario.locator("span", { hasText: /^Em Andamento$/ })).toBeVisible();
  await expect(inventario.getByLabel("Status de Inventário florestal")).toHaveValue("em_andamento");
  await expectNoSeriousViolations(page);
});

test("each scheduled delivery is a card by its own date; marking it made and its proofs happen on the screen", async ({
  page,
}) => {
  const lic = await seedLicencas(page, "Murilo Dantas");
  const c = await postApi(page, `/api/licencas/${lic.agro.id}/condicionantes`, {
    nome: "Relatório de monitoramento",
    descricao: "Monitoramento mensal do efluente",
    status: "pendente",
  });
  // Monthly from 10 days ago: the first is overdue, the next due within 30 days, the third later.
  const inicio = addDays(TODAY, -10);
  await putApi(page, `/api/condicionantes/${c.id}/periodicidade`, {
    ...{ tipo: "mensal", intervalo: 1, dataInicio: inicio, dataFim: addDays(inicio, 70) },
    gerarAutomaticamente: true,
  });
  await page.goto("/condicionantes");
  const titulo = "Relatório de monitoramento";
  const atrasada = secao(page, "vencidas").getByRole("article", { name: `${titulo} — Entrega 1/3` });
  await expect(atrasada).toContainText("10 dias atrasado");
  await expect(atrasada).toContainText(`Entrega agendada para: ${formatIsoDate(inicio)}`);
  await expect(secao(page, "vencendo").getByRole("article", { name: `${titulo} — Entrega 2/3` })).toBeVisible();
  await expect(secao(page, "a_vencer").getByRole("article", { name: `${titulo} — Entrega 3/3` })).toBeVisible();
  // The condition itself, without a deadline, is in no section and not counted as without one.
  await expect(page.getByText(/sem prazo definido/)).toHaveCount(0);

  // Its proofs open over the screen, the delivery's own one marked.
  await atrasada.getByRole("button", { name: `Comprovações de ${titulo}` }).click();
  const provas = page.getByRole("dialog", { name: "Comprovações" });
  await expect(provas.getByRole("heading", { name: "Histórico de Comprovações (3)" })).toBeVisible();
  await expect(provas.getByRole("listitem", { name: `Comprovação de ${formatIsoDate(inicio)}` })).toHaveClass(/ring-2/);
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await fecharComEsc(page, provas);

  // Made: it leaves the overdue section.
  await atrasada.getByLabel(`Status da entrega 1/3 de ${titulo}`).selectOption({ label: "Em Análise" });
  await expect(page.getByText("Status atualizado com sucesso!").first()).toBeVisible();
  await expect(atrasada).toHaveCount(0);
  await expect(secao(page, "vencidas")).toContainText("Nenhuma condicionante ou entrega vencida.");
});
