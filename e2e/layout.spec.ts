import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { ADMIN, createPendingUser, newCompanySession, openSession } from "./support/users";
import { postApi, postFormApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import {
  expectFitsViewport,
  expectMenuActions,
  expectRowControlsTappable,
  expectTappable,
  LAPTOP,
  PHONE,
  SMALL_LAPTOP,
} from "./support/layout";

// Every list screen at a phone's 390 px and at 1280 and 1024 px with the sidebar open: nothing
// wider than the screen, and each row's or card's actions on screen and tappable.

const TODAY = todayIn(new Date());
// Long names, as real clients have: the ones that pushed columns and buttons off the screen.
const CLIENTE = {
  nome: "Cooperativa Agroindustrial dos Produtores Rurais do Oeste Catarinense Ltda",
  email: "departamento.ambiental.licenciamento@cooperativaoestecatarinense.com.br",
  telefone: "49999887766",
  cnpj: "11222333000181",
};
const PROJETO = {
  nome: "Unidade de Beneficiamento e Armazenagem de Grãos Linha São Pedro",
  atividade: "Armazenagem e beneficiamento de grãos",
  municipio: "São Miguel do Oeste",
  estado: "SC",
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const CONDICIONANTE = "Monitoramento semestral da qualidade das águas superficiais e subterrâneas";

type TSeed = { company: BrowserContextOptions["storageState"]; admin: BrowserContextOptions["storageState"] };
let seed: TSeed;
let licencaId = "";
let numero = "";
let projetoId = "";
let checklistId = "";
const CHECKLIST = "Vistoria de pré-renovação da licença de operação da unidade de armazenagem de grãos";

/** One company with a client, a project, licences in several states and conditions; one super-admin session. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await newCompanySession(page, "Lúcia Fernandes Albuquerque");
  const cliente = await postApi(page, "/api/clientes", CLIENTE);
  await postApi(page, "/api/clientes", { nome: "Ana Souza" });
  const projeto = await postApi(page, "/api/empreendimentos", { ...PROJETO, clienteId: cliente.id });
  projetoId = projeto.id;
  await postApi(page, `/api/empreendimentos/${projeto.id}/atividades`, {
    titulo: "Protocolo do relatório anual de monitoramento da qualidade das águas superficiais",
    descricao: "Com ART do responsável técnico e os laudos do laboratório acreditado",
    dataPrazo: addDays(TODAY, -2),
  });
  for (const [i, dias] of [400, 30, -1].entries()) {
    const licenca = await postApi(page, "/api/licencas", {
      ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: `LO-${i + 1}00/2024` },
      ...{ orgao: "IMA/SC", emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, dias) },
    });
    if (i === 0) [licencaId, numero] = [licenca.id, `LO-${i + 1}00/2024`];
  }
  for (const nome of ["licenca-de-operacao-assinada.pdf", "parecer-tecnico-ima.pdf", "mapa.pdf", "anexo.pdf"])
    await postFormApi(page, `/api/licencas/${licencaId}/documentos`, {
      arquivo: { name: nome, mimeType: "application/pdf", buffer: PDF },
    });
  for (const [status, dias] of [
    ["em_andamento", -3],
    ["pendente", 10],
  ] as const)
    await postApi(page, `/api/licencas/${licencaId}/condicionantes`, {
      ...{ nome: `${CONDICIONANTE} (${status})`, descricao: "Laudos com ART do responsável técnico", status },
      dataPrazo: addDays(TODAY, dias),
    });
  const checklist = await postApi(page, "/api/checklists", { titulo: CHECKLIST, empreendimentoId: projeto.id });
  checklistId = checklist.id;
  for (const descricao of [
    "Conferir as condicionantes da licença vigente e reunir os comprovantes de atendimento",
    "Fotografar o pátio de estocagem",
  ])
    await postApi(page, `/api/checklists/${checklistId}/itens`, { descricao });
  const company = await page.context().storageState();
  await page.context().close();

  await createPendingUser("Maria Aparecida dos Santos Oliveira");
  const adminPage = await browser.newPage();
  await openSession(adminPage, ADMIN.email, ADMIN.password);
  seed = { company, admin: await adminPage.context().storageState() };
  await adminPage.context().close();
});

/**
 * One browser per person and screen size, as a person's own browser is: each test opens its screen
 * in a new tab of it, so the app's scripts come from its cache instead of being fetched and
 * compiled again for every test. The tabs close after each test.
 */
const browsers = new Map<string, Promise<BrowserContext>>();
function browserOf(browser: Browser, who: keyof TSeed, viewport: typeof PHONE) {
  const key = `${who} ${viewport.width}×${viewport.height}`;
  if (!browsers.has(key))
    browsers.set(key, browser.newContext({ storageState: seed[who], viewport, reducedMotion: "reduce" }));
  return browsers.get(key)!;
}
test.afterEach(async () => {
  for (const context of browsers.values()) for (const page of (await context).pages()) await page.close();
});
test.afterAll(async () => {
  for (const context of browsers.values()) await (await context).close();
  browsers.clear();
});

async function open(browser: Browser, who: keyof TSeed, viewport: typeof PHONE, path: string) {
  const page = await (await browserOf(browser, who, viewport)).newPage();
  await page.goto(path);
  return page;
}

/** A list's rows: the table's on a laptop, the cards on a phone. */
function rowsOf(page: Page, name: string, phone: boolean): Locator {
  return phone
    ? page.getByRole("list", { name, exact: true }).getByRole("listitem")
    : page.getByRole("table", { name, exact: true }).locator("tbody tr");
}

const SIZES = [
  { label: "phone 390×844", viewport: PHONE, phone: true },
  { label: "laptop 1280×900, sidebar open", viewport: LAPTOP, phone: false },
  { label: "laptop 1024×768, sidebar open", viewport: SMALL_LAPTOP, phone: false },
];

for (const { label, viewport, phone } of SIZES) {
  test.describe(label, () => {
    /** Checks what every list screen must: it fits, its rows' controls are tappable, and on a phone axe passes. */
    async function expectListFits(page: Page, rows: Locator) {
      await expect(rows.first()).toBeVisible();
      // A table shows 'Carregando…' in a row of its own, without actions: wait for the data.
      await expect(rows.first()).not.toHaveText(/^\s*Carregando/);
      if (!phone) await expect(page.locator("aside")).toHaveAttribute("data-state", "expanded");
      await expectFitsViewport(page);
      await expectRowControlsTappable(rows);
      if (phone) await expectNoSeriousViolations(page);
    }

    test("licences: the list fits and each row's menu opens with all its actions", async ({ browser }) => {
      const page = await open(browser, "company", viewport, "/licencas");
      const rows = rowsOf(page, "Licenças", phone);
      await expect(rows).toHaveCount(3);
      await expectListFits(page, rows);
      for (const n of ["LO-100/2024", "LO-300/2024"])
        await expectMenuActions(page, page.getByRole("button", { name: `Ações da licença ${n}` }), [
          "Ver Detalhes",
          "Editar",
          "Condicionantes",
          "Deletar",
        ]);
      // On a phone each card keeps the key facts a table row shows.
      if (phone)
        await expect(rows.filter({ hasText: "LO-100/2024" })).toContainText(/Vigente.*Válida até: \d{2}\/\d{2}\/\d{4}/);
    });

    test("reports: a project's schedule fits, with each row's documents and menu on screen", async ({ browser }) => {
      const page = await open(browser, "company", viewport, `/relatorios?empreendimento=${projetoId}`);
      const rows = rowsOf(page, "Atividades do cronograma", phone);
      await expect(rows).toHaveCount(1);
      await expectListFits(page, rows);
      // The project choice, searched: the link's project is named and the filter box is at hand.
      const escolha = page.getByLabel("Empreendimento", { exact: true });
      await expect(escolha.locator("option:checked")).toHaveText(`${PROJETO.nome} — ${CLIENTE.nome}`);
      await expectTappable(page.getByLabel("Filtrar empreendimentos"));
      await expectTappable(escolha);
      await expectMenuActions(page, page.getByRole("button", { name: /^Ações da atividade Protocolo/ }), [
        "Alterar status",
        "Editar",
        "Excluir",
      ]);
      await page.getByRole("button", { name: /^Documentos de Protocolo/ }).click();
      await expectTappable(page.getByRole("button", { name: /^Enviar documento para Protocolo/ }));
      await expectFitsViewport(page);
      // Read-only: the conditions' rows have no actions to tap.
      await page.getByRole("tab", { name: "Condicionantes" }).click();
      await expect(rowsOf(page, "Condicionantes do empreendimento", phone)).toHaveCount(2);
      await expectFitsViewport(page);
    });

    test("clients: the list fits and 'Editar' and 'Deletar' are on screen", async ({ browser }) => {
      const page = await open(browser, "company", viewport, "/clientes");
      const rows = rowsOf(page, "Clientes", phone);
      await expect(rows).toHaveCount(2);
      await expectListFits(page, rows);
      if (phone)
        await expectMenuActions(page, page.getByRole("button", { name: `Ações de ${CLIENTE.nome}` }), [
          "Editar",
          "Deletar",
        ]);
      else {
        await expect(page.getByRole("columnheader", { name: "Ações" })).toBeVisible();
        await expect(page.getByRole("button", { name: `Deletar ${CLIENTE.nome}` })).toBeInViewport({ ratio: 1 });
      }
    });

    test("projects: the page and 'Novo Empreendimento' fit, and each row's menu offers 'Ver Detalhes'", async ({
      browser,
    }) => {
      const page = await open(browser, "company", viewport, "/empreendimentos");
      const rows = rowsOf(page, "Empreendimentos", phone);
      await expectListFits(page, rows);
      await expect(page.getByRole("button", { name: "Novo Empreendimento" })).toBeInViewport({ ratio: 1 });
      await expectMenuActions(page, page.getByRole("button", { name: `Ações de ${PROJETO.nome}` }), ["Ver Detalhes"]);
    });

    test("conditions: the sections' cards fit and their actions are on screen", async ({ browser }) => {
      const page = await open(browser, "company", viewport, "/condicionantes");
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      await expectFitsViewport(page);
      await expectRowControlsTappable(cards);
      if (phone) await expectNoSeriousViolations(page);
    });

    test("checklists: the list fits, each row offers 'Itens' and 'Deletar', and the items dialog fits", async ({
      browser,
    }) => {
      const page = await open(browser, "company", viewport, "/checklists");
      const rows = rowsOf(page, "Checklists", phone);
      await expect(rows).toHaveCount(1);
      await expectListFits(page, rows);
      if (phone)
        await expectMenuActions(page, page.getByRole("button", { name: `Ações do checklist ${CHECKLIST}` }), [
          "Itens",
          "Deletar",
        ]);
      else
        await expect(page.getByRole("button", { name: `Deletar o checklist ${CHECKLIST}` })).toBeInViewport({
          ratio: 1,
        });

      await page.goto(`/checklists?checklist=${checklistId}`);
      const itens = page.getByRole("dialog", { name: /^Itens do Checklist/ }).getByRole("listitem");
      await expect(itens).toHaveCount(2);
      await expectFitsViewport(page);
      await expectRowControlsTappable(itens);
      if (phone) await expectNoSeriousViolations(page);
    });

    test("the licence's conditions panel: titles take the card's width, controls are tappable", async ({ browser }) => {
      const page = await open(browser, "company", viewport, `/licencas?condicionantes=${licencaId}`);
      const painel = page.getByRole("dialog", { name: `Condicionantes - Licença ${numero}` });
      const cards = painel.getByRole("article");
      await expect(cards).toHaveCount(2);
      await expectFitsViewport(page);
      await expectRowControlsTappable(cards);
      // Squeezed by the badge and the switch, the title once took one letter per line.
      for (let i = 0; i < 2; i++) {
        const card = (await cards.nth(i).boundingBox())!;
        const title = (await cards.nth(i).getByRole("heading").boundingBox())!;
        expect(title.width).toBeGreaterThan(card.width * 0.6);
      }
      if (phone) await expectNoSeriousViolations(page);
    });

    test("admin: companies, approval and all users fit, with each row's actions on screen", async ({ browser }) => {
      const page = await open(browser, "admin", viewport, "/admin?tab=empresas");
      const empresas = rowsOf(page, "Empresas", phone);
      await expectListFits(page, empresas);
      const empresa = empresas.first();
      if (phone)
        await expectMenuActions(page, empresa.getByRole("button", { name: /^Ações de / }), ["Editar", "Excluir"]);

      await page.getByRole("tab", { name: "Usuários" }).click();
      await page.getByRole("tab", { name: "Aprovação" }).click();
      const pendentes = rowsOf(page, "Usuários aguardando aprovação", phone);
      await expectListFits(page, pendentes);
      if (phone)
        await expectMenuActions(page, pendentes.first().getByRole("button", { name: /^Ações de / }), [
          "Aprovar",
          "Rejeitar",
        ]);
      else await expect(pendentes.first().getByRole("button", { name: /^Aprovar / })).toBeInViewport({ ratio: 1 });

      await page.getByRole("tab", { name: "Todos os Usuários" }).click();
      const todos = rowsOf(page, "Usuários", phone);
      await expect(todos.first()).toBeVisible();
      await expectFitsViewport(page);
      if (phone) await expectNoSeriousViolations(page);
    });
  });
}

for (const [name, viewport] of [
  ["a phone", PHONE],
  ["a 1024-px laptop with the sidebar open", SMALL_LAPTOP],
] as const) {
  test(`on ${name} no signed-in page is wider than the screen`, async ({ browser }) => {
    const context = await browserOf(browser, "company", viewport);
    const paths = ["/dashboard", "/calendario", `/empreendimentos/${projetoId}`, "/checklists", "/relatorios"];
    // Each page in a tab of its own, all at once: their waits for a quiet network overlap.
    await Promise.all(
      [...paths, "/usuarios", "/configuracoes", "/configuracoes/empresa", "/lixeira"].map(async (path) => {
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectFitsViewport(page);
      }),
    );
  });
}

/** Whether two boxes share any point. */
const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type TBox = { x: number; y: number; width: number; height: number };

/** The toast saying `text` covers none of these controls. */
async function expectToastCoversNone(page: Page, text: string, controls: Locator) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  const box = (await toast.boundingBox())!;
  const n = await controls.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const control = controls.nth(i);
    const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
    expect(overlaps(box, (await control.boundingBox())!), `a notificação cobre '${name.trim()}'`).toBe(false);
  }
}

/** A page whose one request answers 404, so a load error shows its toast without writing anything. */
async function openFailing(browser: Browser, viewport: typeof PHONE, path: string, failing: string) {
  const page = await (await browserOf(browser, "company", viewport)).newPage();
  await page.route(
    (url) => url.pathname === failing,
    (route) => route.fulfill({ status: 404, json: { error: { code: "NOT_FOUND", message: "Não encontrado." } } }),
  );
  await page.goto(path);
  return page;
}

for (const [name, viewport] of [
  ["a phone", PHONE],
  ["a 1280-px laptop with the sidebar open", LAPTOP],
] as const) {
  test(`on ${name} a toast covers neither the header's buttons nor the conditions panel's close button`, async ({
    browser,
  }) => {
    const page = await openFailing(browser, viewport, "/clientes", "/api/clientes");
    await expectToastCoversNone(page, "Erro ao carregar clientes", page.getByRole("banner").getByRole("button"));
    await page.close();

    const painel = await openFailing(
      browser,
      viewport,
      `/licencas?condicionantes=${licencaId}`,
      `/api/licencas/${licencaId}/condicionantes`,
    );
    const dialog = painel.getByRole("dialog", { name: "Condicionantes da licença" });
    const fechar = dialog.getByRole("button", { name: "Fechar", exact: true });
    await expectToastCoversNone(painel, "Erro ao carregar condicionantes", fechar);
  });
}

test("on a phone the header shows the user's whole name and one 'Sair', and the toasts speak Portuguese", async ({
  browser,
}) => {
  const page = await open(browser, "company", PHONE, "/dashboard");
  const header = page.getByRole("banner");
  // The whole name, not 'Lúcia Fern…': on a line of its own under the buttons.
  const nome = header.getByTestId("header-user-name");
  await expect(nome).toHaveText("Lúcia Fernandes Albuquerque");
  await expect(nome).toBeInViewport({ ratio: 1 });
  expect(await nome.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await header.boundingBox())!.height).toBeLessThan(100);
  await expect(page.getByRole("button", { name: "Sair" })).toHaveCount(1);
  for (const name of ["Alternar menu lateral", "Calendário", "Configurações", "Sair"])
    await expect(header.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
  await expectFitsViewport(page);

  // Last test of the file: signing out ends the session the others share.
  await header.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("region", { name: "Notificações (Alt+T)" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Fechar notificação" })).toBeVisible();
});
