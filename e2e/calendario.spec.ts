import { expect, test, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { postApi, putApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { newCompanySession, signInNewCompany } from "./support/users";
import { fecharComEsc } from "./support/dialogs";

test.use({ reducedMotion: "reduce" });
const TODAY = todayIn(new Date());
const MES_ATUAL = TODAY.slice(0, 7);

/** 'Sexta-feira, 20/03/2026', from the browser's own pt-BR weekday names. */
function diaPorExtenso(iso: string) {
  const nome = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  return `${nome[0].toUpperCase()}${nome.slice(1)}, ${formatIsoDate(iso)}`;
}
/** 'dd/MM' as the popover shows it. */
const ddMM = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
/** yyyy-mm of the month n months away from this one. */
function mesDaqui(n: number) {
  const d = new Date(Date.UTC(Number(MES_ATUAL.slice(0, 4)), Number(MES_ATUAL.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
/** 'Novembro de 2026', from the browser's own pt-BR month names rather than the app's list. */
function tituloDoMes(mes: string) {
  const nome = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(
    new Date(`${mes}-01T12:00:00Z`),
  );
  return `${nome[0].toUpperCase()}${nome.slice(1)} de ${mes.slice(0, 4)}`;
}

const LONGA = "Apresentar relatório semestral de monitoramento da qualidade do ar";
const PLANO = "Plano de gerenciamento de resíduos";
/** A condition's title as events show it: 30 characters and an ellipsis. */
const cortado = (titulo: string) => `${titulo.slice(0, 30)}...`;

/**
 * A fresh company with a project and two licences: LO 100/2024 expires in 40 days, LI 200/2024
 * on the 15th of next month. Pending conditions fall in 5, 20 and 50 days; a concluded one in 3
 * days is not an event.
 */
async function seed(page: Page, fullName: string) {
  await signInNewCompany(page, fullName);
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: cliente.id });
  const licenca = (tipo: string, numero: string, validadeDate: string) =>
    postApi(page, "/api/licencas", {
      ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo, numero, orgao: "IMA/SC" },
      ...{ emissaoDate: addDays(TODAY, -300), validadeDate },
    });
  const lo = await licenca("LO", "100/2024", addDays(TODAY, 40));
  const li = await licenca("LI", "200/2024", `${mesDaqui(2)}-15`);
  const condicionante = (descricao: string, days: number, status = "pendente") =>
    postApi(page, "/api/condicionantes", { licencaId: lo.id, descricao, status, dataPrazo: addDays(TODAY, days) });
  const longa = await condicionante(LONGA, 5);
  await condicionante(PLANO, 20);
  await condicionante("Inventário de fauna", 50);
  await condicionante("Outorga de uso da água", 3, "concluida");
  return { lo, li, longa };
}

function countCalendarioRequests(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/calendario") calls.push(r.url());
  });
  return calls;
}

test("the header's calendar lists the next three events with date, type, project and licence, from one request", async ({
  page,
}) => {
  await seed(page, "Helena Prado");
  const calls = countCalendarioRequests(page);
  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  const eventos = popover.getByRole("list", { name: "Próximos eventos" }).getByRole("listitem");
  await expect(eventos).toHaveCount(3);

  // By date; a condition's title is cut to 30 characters and an ellipsis.
  await expect(eventos.nth(0)).toContainText(cortado(LONGA));
  await expect(eventos.nth(0)).not.toContainText(LONGA);
  await expect(eventos.nth(0)).toContainText(ddMM(addDays(TODAY, 5)));
  await expect(eventos.nth(0)).toContainText("Condicionante");
  await expect(eventos.nth(0)).toContainText("Fazenda Boa Vista · Licença de Operação 100/2024");
  await expect(eventos.nth(1)).toContainText(cortado(PLANO));
  await expect(eventos.nth(1)).toContainText(ddMM(addDays(TODAY, 20)));
  await expect(eventos.nth(2)).toContainText("Vencimento Licença de Operação 100/2024");
  await expect(eventos.nth(2)).toContainText(ddMM(addDays(TODAY, 40)));
  await expect(eventos.nth(2).locator('[data-tipo="vencimento"]')).toHaveText("Vencimento");
  await expectNoSeriousViolations(page, '[role="dialog"]');
  expect(calls).toHaveLength(1);

  // Closing and reopening within a minute shows the same answer without asking again.
  await fecharComEsc(page, popover);
  await page.getByRole("button", { name: "Calendário" }).click();
  await expect(eventos).toHaveCount(3);
  expect(calls).toHaveLength(1);

  await popover.getByRole("link", { name: "Ver calendário" }).click();
  await expect(page).toHaveURL(/\/calendario$/);
  // The popover's own heading is a level 2 too: gone first, so only the month's is read; and the
  // dashboard's, until the calendar's page replaces it.
  await expect(popover).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Calendário" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(tituloDoMes(MES_ATUAL));
});

test("an event of the popover opens its licence's conditions at that condition", async ({ page }) => {
  const { lo, longa } = await seed(page, "Otávio Brandão");
  await page.getByRole("button", { name: "Calendário" }).click();
  await page.getByRole("link", { name: new RegExp(`^${LONGA.slice(0, 30)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?condicionantes=${lo.id}&condicionante=${longa.id}$`));
  const painel = page.getByRole("dialog", { name: "Condicionantes - Licença 100/2024" });
  await expect(painel.getByRole("button", { name: LONGA })).toHaveAttribute("aria-expanded", "true");
});

test("with three obligations overdue the popover says how many, links to them and still lists the next three events", async ({
  page,
}) => {
  const { lo } = await seed(page, "Júlia Teixeira");
  for (const [descricao, dias] of [
    ["Relatório vencido", -4],
    ["Laudo de ruído vencido", -30],
  ] as const) {
    await postApi(page, "/api/condicionantes", {
      ...{ licencaId: lo.id, descricao, status: "em_andamento", dataPrazo: addDays(TODAY, dias) },
    });
  }
  const periodica = await postApi(page, `/api/licencas/${lo.id}/condicionantes`, {
    ...{ nome: "Monitoramento mensal", descricao: "Laudo do efluente", status: "pendente" },
  });
  // Monthly from 2 days ago: one delivery overdue (the third), the next in about 4 weeks.
  await putApi(page, `/api/condicionantes/${periodica.id}/periodicidade`, {
    ...{ tipo: "mensal", intervalo: 1, dataInicio: addDays(TODAY, -2), dataFim: addDays(TODAY, 100) },
    gerarAutomaticamente: true,
  });
  const calls = countCalendarioRequests(page);
  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  const eventos = popover.getByRole("list", { name: "Próximos eventos" }).getByRole("listitem");
  await expect(eventos).toHaveCount(3);
  await expect(eventos.nth(0)).toContainText(cortado(LONGA));
  await expect(eventos.nth(1)).toContainText(cortado(PLANO));
  await expect(eventos.nth(2)).toContainText("Entrega 2/4 - Monitoramento mensal");
  await expect(popover.getByRole("list", { name: "Próximos eventos" })).not.toContainText("Atrasada");
  const atrasados = popover.getByRole("link", { name: "3 atrasados — ver todos" });
  await expect(atrasados).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  expect(calls).toHaveLength(1);

  // The link leads to the conditions screen, whose 'Vencidas' section lists the three.
  await atrasados.click();
  await expect(page).toHaveURL(/\/condicionantes$/);
  await expect(popover).toBeHidden();
  const vencidas = page.getByRole("region", { name: "Vencidas" });
  await expect(vencidas.getByRole("article")).toHaveCount(3);
  await expect(vencidas).toContainText("Relatório vencido");
  await expect(vencidas).toContainText("Laudo de ruído vencido");
});

test("with one obligation overdue the popover says '1 atrasado — ver todos'", async ({ page }) => {
  const { lo } = await seed(page, "Renato Queiroz");
  await postApi(page, "/api/condicionantes", {
    ...{ licencaId: lo.id, descricao: "Relatório vencido", status: "pendente", dataPrazo: addDays(TODAY, -1) },
  });
  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  await expect(popover.getByRole("link", { name: "1 atrasado — ver todos" })).toBeVisible();
  await expect(popover.getByRole("list", { name: "Próximos eventos" }).getByRole("listitem")).toHaveCount(3);
});

test("the month view shows the events on a Sunday-first grid, moves by month and links each event", async ({
  page,
}) => {
  const { lo, li } = await seed(page, "Rita Cavalcanti");
  await postApi(page, "/api/condicionantes", {
    ...{ licencaId: lo.id, descricao: "Protocolo da renovação", status: "pendente", dataPrazo: TODAY },
  });
  const calls = countCalendarioRequests(page);
  await page.goto("/calendario");
  const grade = page.getByRole("table", { name: `Eventos de ${tituloDoMes(MES_ATUAL)}` });
  await expect(grade.getByRole("columnheader")).toHaveText(["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"]);
  await expect(grade.locator('time[aria-current="date"]')).toHaveAttribute("datetime", TODAY);
  await expect(page.getByRole("button", { name: "Hoje" })).toBeDisabled();
  // Every row is a week: Sunday first, Saturday last.
  const primeiroDia = await grade.locator("tbody tr").first().locator("time").first().getAttribute("datetime");
  expect(new Date(`${primeiroDia}T12:00:00Z`).getUTCDay()).toBe(0);
  expect(calls).toHaveLength(1);

  // Each event sits in its day's cell as its kind's icon and the licence's short label, whole.
  const cell = (dia: string) => grade.locator("td", { has: page.locator(`time[datetime="${dia}"]`) });
  const doDia = cell(TODAY).getByRole("button", { name: "LO 100/2024 — Condicionante: Protocolo da renovação" });
  await expect(doDia).toHaveText(/^LO 100\/2024/);
  await expect(doDia.locator("svg")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Two months on: the address keeps the month, a reload stays there, and the licence due on the
  // 15th shows.
  await page.getByRole("button", { name: "Próximo mês" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendario\\?mes=${mesDaqui(1)}$`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(tituloDoMes(mesDaqui(1)));
  const proximo = mesDaqui(2);
  await page.getByRole("button", { name: "Próximo mês" }).click();
  await expect(page).toHaveURL(new RegExp(`/calendario\\?mes=${proximo}$`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(tituloDoMes(proximo));
  await page.reload();
  const gradeProxima = page.getByRole("table", { name: `Eventos de ${tituloDoMes(proximo)}` });
  const vencimento = gradeProxima
    .locator("td", { has: page.locator(`time[datetime="${proximo}-15"]`) })
    .getByRole("button", { name: "LI 200/2024 — Vencimento" });
  await expect(vencimento).toBeVisible();

  // A month with nothing says so; 'Mês anterior' and 'Hoje' come back.
  await page.goto("/calendario?mes=2020-01");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Janeiro de 2020");
  await expect(page.getByText("Nenhum evento neste mês.")).toBeVisible();
  await page.getByRole("button", { name: "Mês anterior" }).click();
  await expect(page).toHaveURL(/\/calendario\?mes=2019-12$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Dezembro de 2019");
  await page.getByRole("button", { name: "Hoje" }).click();
  await expect(page).toHaveURL(/\/calendario$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(tituloDoMes(MES_ATUAL));

  // A tap on an event opens its day with each event in full; from there an expiry leads to the
  // licence's details, a condition's deadline to its conditions.
  await page.goto(`/calendario?mes=${proximo}`);
  await vencimento.click();
  const dia15 = page.getByRole("dialog", { name: diaPorExtenso(`${proximo}-15`) });
  await dia15.getByRole("link", { name: /^Vencimento Licença de Instalação 200\/2024/ }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?detalhes=${li.id}$`));
  await expect(page.getByRole("dialog", { name: "Detalhes da Licença" })).toBeVisible();
  const diaDoPrazo = addDays(TODAY, 20);
  await page.goto(`/calendario?mes=${diaDoPrazo.slice(0, 7)}`);
  await page.getByRole("button", { name: `LO 100/2024 — Condicionante: ${cortado(PLANO)}` }).click();
  const dialogo = page.getByRole("dialog", { name: diaPorExtenso(diaDoPrazo) });
  await expect(dialogo).toContainText("Fazenda Boa Vista · Licença de Operação 100/2024");
  // The day's dialog has the room for the condition's whole name.
  await dialogo.getByRole("link", { name: new RegExp(`^${PLANO}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/licencas\\?condicionantes=${lo.id}&condicionante=[0-9a-f-]{36}$`));
});

test("on a phone the month's events read as a list of days instead of the grid", async ({ page }) => {
  const { lo } = await seed(page, "Caio Menezes");
  await postApi(page, "/api/condicionantes", {
    ...{ licencaId: lo.id, descricao: "Protocolo da renovação", status: "pendente", dataPrazo: TODAY },
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/calendario");
  await expect(page.getByRole("table")).toBeHidden();
  const hoje = page
    .getByRole("list", { name: "Eventos do mês" })
    .getByRole("listitem")
    .filter({
      has: page.locator(`time[datetime="${TODAY}"][aria-current="date"]`),
    });
  await expect(hoje.getByRole("link", { name: /Protocolo da renovação/ })).toBeVisible();
  await expect(hoje).toContainText("Fazenda Boa Vista · Licença de Operação 100/2024");
  await expectNoSeriousViolations(page);
});

/**
 * A licence whose renewal was filed in time (150 days before its expiry, 3 days ago: 'Em Renovação
 * — validade prorrogada', like the demo's RLO 1133/2026), another filed in time expiring in 10
 * days, and one not in renewal that expired the same day as the first.
 */
async function renovadas(page: Page) {
  await newCompanySession(page, "Sílvia Araújo");
  const cliente = await postApi(page, "/api/clientes", { nome: "Curtume Vale Verde" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Curtume", clienteId: cliente.id });
  const licenca = (tipo: string, numero: string, validade: string, protocolo?: string) =>
    postApi(page, "/api/licencas", {
      ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo, numero, orgao: "FEPAM" },
      ...{ emissaoDate: addDays(TODAY, -1500), validadeDate: validade },
      ...(protocolo ? { emRenovacao: true, protocoloRenovacaoData: protocolo } : {}),
    });
  const dia = addDays(TODAY, -3);
  await licenca("RLO", "1133/2026", dia, addDays(dia, -150));
  await licenca("LO", "900/2020", dia);
  await licenca("LO", "1200/2026", addDays(TODAY, 10), addDays(TODAY, -110));
  return { dia };
}

test("an expiry after a renewal filed in time reads 'Validade prorrogada', in neutral, never as a Vencimento", async ({
  page,
}) => {
  const { dia } = await renovadas(page);
  await page.goto(`/calendario?mes=${dia.slice(0, 7)}`);
  const grade = page.getByRole("table", { name: `Eventos de ${tituloDoMes(dia.slice(0, 7))}` });
  const cell = grade.locator("td", { has: page.locator(`time[datetime="${dia}"]`) });
  // The real expiry first, then the extended one, which says so.
  await expect(cell.getByRole("button")).toHaveText([
    /^LO 900\/2020 — Vencimento$/,
    /^RLO 1133\/2026 — Validade prorrogada$/,
  ]);
  const prorrogada = cell.getByRole("button", { name: "RLO 1133/2026 — Validade prorrogada" });
  await expect(prorrogada).toHaveClass(/border-slate-400/);
  await expect(prorrogada).not.toHaveClass(/red/);
  await expect(cell.getByRole("button", { name: /RLO 1133\/2026 — Vencimento/ })).toHaveCount(0);

  await prorrogada.click();
  const dialogo = page.getByRole("dialog", { name: diaPorExtenso(dia) });
  const card = dialogo.getByRole("link", { name: /^Validade prorrogada — aguardando decisão do órgão/ });
  await expect(card).toContainText("Curtume · Renovação de Licença de Operação 1133/2026");
  await expect(dialogo).not.toContainText("Vencimento Renovação de Licença de Operação 1133/2026");
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await fecharComEsc(page, dialogo);
  await expect(prorrogada).toBeFocused();

  // The popover lists deadlines: the coming expiry filed in time is none.
  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  await expect(popover.getByText("Nenhum evento nos próximos 60 dias.")).toBeVisible();
  await expect(popover).not.toContainText("1200/2026");
});

test("on a phone an event card names its licence once", async ({ page }) => {
  const { dia } = await renovadas(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/calendario?mes=${dia.slice(0, 7)}`);
  const doDia = page
    .getByRole("list", { name: "Eventos do mês" })
    .getByRole("listitem")
    .filter({ has: page.locator(`time[datetime="${dia}"]`) });
  const vencimento = doDia.getByRole("link", { name: /^Vencimento Licença de Operação 900\/2020/ });
  await expect(vencimento).toContainText("Curtume");
  expect((await vencimento.textContent())!.match(/900\/2020/g)).toHaveLength(1);
  const prorrogada = doDia.getByRole("link", { name: /^Validade prorrogada/ });
  expect((await prorrogada.textContent())!.match(/1133\/2026/g)).toHaveLength(1);
});

/** Five more open conditions due today, so today has more events than a cell shows. */
async function diaCheio(page: Page) {
  const { lo } = await seed(page, "Beatriz Antunes");
  const titulos = ["Relatório de ruído", "Outorga de uso da água", "Inventário de fauna", "Plano de emergência"];
  for (const descricao of [...titulos, "Protocolo da renovação"]) {
    await postApi(page, "/api/condicionantes", { licencaId: lo.id, descricao, status: "pendente", dataPrazo: TODAY });
  }
  return { lo, titulos };
}

test("a busy day shows its first three events and '+N mais', which opens the whole day in a dialog", async ({
  page,
}) => {
  await diaCheio(page);
  const calls = countCalendarioRequests(page);
  await page.goto("/calendario");
  const grade = page.getByRole("table", { name: `Eventos de ${tituloDoMes(MES_ATUAL)}` });
  const hoje = grade.locator("td", { has: page.locator(`time[datetime="${TODAY}"]`) });
  await expect(hoje.getByRole("button", { name: /^LO 100\/2024 — Condicionante: / })).toHaveCount(3);
  // Its name is what it shows ('+2 mais'), then the day for a screen reader.
  const mais = hoje.getByRole("button", { name: `+2 mais eventos em ${diaPorExtenso(TODAY)}` });
  await expect(mais).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]).searchParams.get("porDia")).toBe("3");
  await expectNoSeriousViolations(page);

  await mais.click();
  const dialogo = page.getByRole("dialog", { name: diaPorExtenso(TODAY) });
  await expect(dialogo).toContainText("5 eventos neste dia.");
  const eventos = dialogo.getByRole("list", { name: `Eventos de ${diaPorExtenso(TODAY)}` }).getByRole("listitem");
  await expect(eventos).toHaveCount(5);
  await expect(dialogo).not.toContainText("Ver todas na tela de Condicionantes");
  expect(calls).toHaveLength(2);
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // Closing gives the focus back to '+2 mais'; an event of the dialog leads to its condition.
  await fecharComEsc(page, dialogo);
  await expect(mais).toBeFocused();
  await mais.click();
  await dialogo.getByRole("link", { name: /^Plano de emergência/ }).click();
  await expect(page).toHaveURL(/\/licencas\?condicionantes=[0-9a-f-]{36}&condicionante=[0-9a-f-]{36}$/);
  await expect(dialogo).toBeHidden();
});

test("on a phone a busy day lists its first three events and '+N mais' opens the rest", async ({ page }) => {
  await diaCheio(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/calendario");
  const hoje = page
    .getByRole("list", { name: "Eventos do mês" })
    .getByRole("listitem")
    .filter({ has: page.locator(`time[datetime="${TODAY}"]`) });
  await expect(hoje.getByRole("link")).toHaveCount(3);
  await hoje.getByRole("button", { name: /^\+2 mais/ }).click();
  const dialogo = page.getByRole("dialog", { name: diaPorExtenso(TODAY) });
  await expect(dialogo.getByRole("listitem")).toHaveCount(5);
  await expectNoSeriousViolations(page, '[role="dialog"]');
});
