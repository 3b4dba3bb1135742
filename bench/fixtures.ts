// What seed.ts creates and run.ts relies on: the bench users and the requests of each scenario.
// Imports nothing from the app, so run.ts can measure any checkout, including an older commit.

export interface BenchUser {
  key: "grande" | "pequena";
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

export interface Scenario {
  name: string;
  user: BenchUser["key"];
  path: string;
}

const list = "/api/licencas?page=1&pageSize=10";
const screens = [
  { name: "licencas", path: list },
  { name: "licencas-busca", path: `${list}&q=${SEARCH_TERM}` },
  // 'alerta' (expiring within 120 days) is the filter a consultant opens most.
  { name: "licencas-alerta", path: `${list}&status=alerta` },
  { name: "dashboard", path: "/api/dashboard" },
  // The consolidated report: the screen's page, and the print's every project (at most 500).
  { name: "consolidado", path: "/api/relatorios/consolidado?page=1&pageSize=10" },
  { name: "consolidado-impressao", path: "/api/relatorios/consolidado?page=1&pageSize=500" },
];

export const SCENARIOS: Scenario[] = BENCH_USERS.flatMap((u) =>
  screens.map((s) => ({ name: `${u.key}/${s.name}`, user: u.key, path: s.path })),
);
