// What seed.ts creates and run.ts relies on: the bench users and the requests of each scenario.
// Imports nothing from the app, so run.ts can measure any checkout, including an older commit.

export interface BenchUser {
  key: "grande" | "pequena" | "portal-grande" | "portal-pequena";
  email: string;
  name: string;
  password: string;
  /** The seeded company's ordinal: 1 is the large company, 2 the first small one. */
  companyOrd: number;
}

export const BENCH_PASSWORD = "bench-senha-123";

export const BENCH_USERS: BenchUser[] = [
  { key: "grande", email: "bench-grande@bench.local", name: "Bench Grande", password: BENCH_PASSWORD, companyOrd: 1 },
  {
    key: "pequena",
    email: "bench-pequena@bench.local",
    name: "Bench Pequena",
    password: BENCH_PASSWORD,
    companyOrd: 2,
  },
];

/**
 * Typed without accent on purpose: the list folds accents in SQL, and the seed names one client in
 * eight "Cerâmica …", so the search matches about an eighth of the licences through the client.
 */
export const SEARCH_TERM = "ceramica";

/** What a screen must reach (issue 18), on top of large p95 ≤ RATIO_TARGET × small p95. */
export interface ScreenTargets {
  /** The large company's p95, in milliseconds. */
  p95Ms?: number;
  /** API req/s ≥ this share of pgbench's tps for the same statements. */
  apiDb?: number;
}

export const RATIO_TARGET = 1.5;

export interface Screen {
  name: string;
  /**
   * The request, exactly as the web app sends it (src/web/features/*\/api.ts), or how to find it
   * from another answer of the same user (the last page comes from page 1's total).
   */
  path: string | ((get: (path: string) => Promise<unknown>) => Promise<string>);
  targets: ScreenTargets;
}

export interface Scenario extends Screen {
  /** "grande/licencas": the company's size, then the screen's name. */
  id: string;
  /** The company measured, large or small: what the report compares. */
  user: "grande" | "pequena";
  /** Who signs in, when not the company's administrator: a client's portal user. */
  login?: BenchUser["key"];
  screen: string;
}

/**
 * The client portal's users (decision 044): of the large company, a client with PORTAL_LICENCAS
 * licences (the seed gives it enough projects); of the small company, its first client.
 */
export const PORTAL_LICENCAS = 2000;
export const PORTAL_USERS: BenchUser[] = [
  {
    key: "portal-grande",
    email: "bench-portal-grande@bench.local",
    name: "Cliente Grande",
    password: BENCH_PASSWORD,
    companyOrd: 1,
  },
  {
    key: "portal-pequena",
    email: "bench-portal-pequena@bench.local",
    name: "Cliente Pequena",
    password: BENCH_PASSWORD,
    companyOrd: 2,
  },
];

/** The list's page size (PAGE_SIZE of src/web/features/licencas/list-params.ts). */
export const LIST_PAGE_SIZE = 10;
// The list screen's query string (toApiParams): the schema's order (q, page, pageSize, status, …),
// empty filters left out.
const list = (page = 1, { q, status }: { q?: string; status?: string } = {}) =>
  `/api/licencas?${q ? `q=${q}&` : ""}page=${page}&pageSize=${LIST_PAGE_SIZE}${status ? `&status=${status}` : ""}`;

/** The page a list of `total` rows ends on (page 1 when empty). */
export const lastPage = (total: number, pageSize = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

const yyyyMmDd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/**
 * The month view's range for the month of `today` (semanasDoMes of
 * src/web/features/calendario/mes.ts): from the Sunday on or before the 1st to the Saturday on
 * or after the last day.
 */
export function monthGridRange(today: Date): { de: string; ate: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  const de = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const ate = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 6 - last.getDay());
  return { de: yyyyMmDd(de), ate: yyyyMmDd(ate) };
}

const LIST_MS = 100;
const SEARCH_MS = 200;
const API_DB = 0.4;

export const SCREENS: Screen[] = [
  { name: "licencas", path: list(), targets: { p95Ms: LIST_MS, apiDb: API_DB } },
  { name: "licencas-busca", path: list(1, { q: SEARCH_TERM }), targets: { p95Ms: SEARCH_MS, apiDb: API_DB } },
  {
    name: "licencas-ultima",
    path: async (get) => list(lastPage(((await get(list())) as { total: number }).total)),
    targets: { p95Ms: LIST_MS, apiDb: API_DB },
  },
  // 'alerta' (expiring within 120 days) is the filter a consultant opens most.
  { name: "licencas-alerta", path: list(1, { status: "alerta" }), targets: { p95Ms: LIST_MS, apiDb: API_DB } },
  // The conditions screen on arrival: every section on its page 1 (toSecoesParams).
  {
    name: "condicionantes",
    path: "/api/condicionantes/secoes?pageSize=10&vencidas=1&vencendo=1&a_vencer=1&concluidas=1",
    targets: { p95Ms: LIST_MS, apiDb: API_DB },
  },
  // Its filters (issue 33): the text search (an eighth of the conditions, through their client),
  // 'Minhas pendências' and 'Responsável: eu'.
  ...[
    ["condicionantes-busca", `q=${SEARCH_TERM}&`],
    ["condicionantes-minhas", "minhas=1&"],
    ["condicionantes-responsavel", "responsavel=eu&"],
  ].map(([name, filtro]) => ({
    name,
    path: `/api/condicionantes/secoes?${filtro}pageSize=10&vencidas=1&vencendo=1&a_vencer=1&concluidas=1`,
    targets: { p95Ms: LIST_MS, apiDb: API_DB },
  })),
  { name: "dashboard", path: "/api/dashboard", targets: { p95Ms: LIST_MS } },
  {
    name: "calendario",
    path: async () => {
      const { de, ate } = monthGridRange(new Date());
      // porDia: what a cell of the web's grid shows (CELL_EVENTS in src/shared/rules/calendario.ts).
      return `/api/calendario?de=${de}&ate=${ate}&porDia=3`;
    },
    targets: {},
  },
  // The month's events without a per-day bound (decision 068: whole days up to 500 events).
  {
    name: "calendario-lista",
    path: async () => {
      const { de, ate } = monthGridRange(new Date());
      return `/api/calendario?de=${de}&ate=${ate}`;
    },
    targets: {},
  },
  { name: "me", path: "/api/me", targets: {} },
  // The clients' list and its search (the server suite's 10,000-client lists kept no timer).
  {
    name: "clientes",
    path: `/api/clientes?page=1&pageSize=${LIST_PAGE_SIZE}`,
    targets: { p95Ms: LIST_MS, apiDb: API_DB },
  },
  {
    name: "clientes-busca",
    path: `/api/clientes?q=${SEARCH_TERM}&page=1&pageSize=${LIST_PAGE_SIZE}`,
    targets: { p95Ms: SEARCH_MS, apiDb: API_DB },
  },
  {
    name: "empreendimentos",
    path: `/api/empreendimentos?page=1&pageSize=${LIST_PAGE_SIZE}`,
    targets: { p95Ms: LIST_MS },
  },
  { name: "checklists", path: `/api/checklists?page=1&pageSize=${LIST_PAGE_SIZE}`, targets: { p95Ms: LIST_MS } },
  // The consolidated report's screen page: its first page costs its rows (decision 067).
  { name: "consolidado", path: "/api/relatorios/consolidado?page=1&pageSize=10", targets: { p95Ms: LIST_MS } },
];

/** The portal's first paint: its two calls, as src/web/features/portal sends them (issue 29: p95 ≤ 150 ms). */
const PORTAL_MS = 150;
export const PORTAL_SCREENS: Screen[] = [
  { name: "portal", path: "/api/portal", targets: { p95Ms: PORTAL_MS } },
  { name: "portal-pendencias", path: "/api/portal/pendencias", targets: { p95Ms: PORTAL_MS } },
];

const porte = (u: BenchUser): Scenario["user"] => (u.companyOrd === 1 ? "grande" : "pequena");

export const SCENARIOS: Scenario[] = [
  ...SCREENS.flatMap((s) =>
    BENCH_USERS.map((u) => ({ ...s, id: `${u.key}/${s.name}`, user: porte(u), screen: s.name })),
  ),
  ...PORTAL_SCREENS.flatMap((s) =>
    PORTAL_USERS.map((u) => ({ ...s, id: `${porte(u)}/${s.name}`, user: porte(u), login: u.key, screen: s.name })),
  ),
];

/** The PDF preview of issue 30 (importar-pdf.ts): one user's uploads one after another, not a load. */
export const PDF_SCENARIO = "importar-pdf";

/** What `--only` (id prefixes; none: everything) selects: the load scenarios, and whether the PDF preview runs. */
export function selectMeasurements(only: string[]): { scenarios: Scenario[]; pdf: boolean } {
  const selected = (id: string) => only.length === 0 || only.some((prefix) => id.startsWith(prefix));
  return { scenarios: SCENARIOS.filter((s) => selected(s.id)), pdf: selected(PDF_SCENARIO) };
}
