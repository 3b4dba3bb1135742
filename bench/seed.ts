// `npx tsx bench/seed.ts [--db bench] [--pg-url …] [--app-dir DIR] [--companies 50] [--licencas 20000] …`
// Creates the bench database afresh on the PostgreSQL server, lets the app's migrations build the
// schema, fills it with set-based SQL (seed-sql.ts) and creates the bench users (fixtures.ts).
// Sizes and names: options.ts; usage: README.md.
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { BENCH_USERS, PORTAL_USERS } from "./fixtures";
import { databaseUrl, isMain, readOptions, runScript, type SeedOptions } from "./options";
import { clienteId, colegaId, companyId, seedStatements, takeOverStatements } from "./seed-sql";

/** app_settings key written last: a database without it was not seeded to the end. */
const SEED_MARKER = "bench_seed";

/**
 * The app code the seed runs, taken from the checkout being measured (--app-dir): its own
 * migrations build the schema its server expects, and its own auth code hashes the passwords.
 */
async function appCode(appDir: string) {
  const load = (file: string) => import(pathToFileURL(path.join(appDir, file)).href);
  const client = (await load("src/server/db/client.ts")) as typeof import("../src/server/db/client");
  const bootstrap = (await load("src/server/bootstrap.ts")) as typeof import("../src/server/bootstrap");
  return { openDatabase: client.openDatabase, ...bootstrap };
}

async function connect<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the schema has the column: seeding an older checkout (the bench's 'before'), it may not. */
async function hasColumn(c: pg.Client, table: string, column: string): Promise<boolean> {
  const r = await c.query("SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2", [
    table,
    column,
  ]);
  return r.rowCount === 1;
}

/** The sizes a finished seed recorded, or null when the database is missing or half seeded. */
export async function seededSizes(o: SeedOptions): Promise<unknown> {
  const exists = await connect(o.pgUrl, async (c) => {
    const r = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [o.dbName]);
    return r.rowCount === 1;
  });
  if (!exists) return null;
  return connect(databaseUrl(o.pgUrl, o.dbName), async (c) => {
    const r = await c.query("SELECT value FROM app_settings WHERE key = $1", [SEED_MARKER]).catch(() => null);
    return r?.rows[0] ? JSON.parse(r.rows[0].value) : null;
  });
}

/**
 * Runs one seed statement. Turning triggers off (session_replication_role) needs a superuser: on
 * a server where the bench's role is not one, the seed goes on with them, only slower.
 */
async function runSeedStatement(c: pg.Client, statement: string) {
  if (!statement.startsWith("SET session_replication_role")) return void (await c.query(statement));
  await c.query(statement).catch((err: Error) => {
    console.log(`  (sem desligar gatilhos: ${err.message}; o seed fica mais lento e preenche o histórico)`);
  });
}

/** "licencas 121,000 · condicionantes 605,000 · …" from the statistics VACUUM (ANALYZE) just took. */
async function tableSizes(c: pg.Client): Promise<string> {
  const r = await c.query<{ relname: string; n: string }>(
    `SELECT relname, reltuples::bigint AS n FROM pg_class
     WHERE relname = ANY($1) AND relkind = 'r' ORDER BY reltuples DESC`,
    [
      [
        "clientes",
        "empreendimentos",
        "licencas",
        "condicionantes",
        "condicionante_comprovacoes",
        "licenca_documentos",
        "checklists",
        "checklist_itens",
      ],
    ],
  );
  return r.rows.map((row) => `${row.relname} ${Number(row.n).toLocaleString("pt-BR")}`).join(" · ");
}

export async function seedBench(o: SeedOptions): Promise<void> {
  // The database is dropped first: only names that say they are a bench's, so a typo can never
  // take 'postgres' or the tests' databases with it.
  if (!o.dbName.startsWith("bench")) throw new Error(`--db ${o.dbName}: o nome precisa começar com "bench"`);
  const app = await appCode(o.appDir);
  const started = performance.now();
  const step = async (what: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    console.log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  console.log(
    `Criando o banco ${o.dbName} com as migrações de ${o.appDir}:\n  empresa grande ${JSON.stringify(o.large)}\n` +
      `  empresa pequena ${JSON.stringify(o.small)}\n  ${o.companies - 2} outras ${JSON.stringify(o.others)}`,
  );

  await step("banco novo + migrações", async () => {
    await connect(o.pgUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${o.dbName} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${o.dbName}`);
    });
    await (await app.openDatabase({ url: databaseUrl(o.pgUrl, o.dbName) })).close();
  });
  const url = databaseUrl(o.pgUrl, o.dbName);
  await step("dados (SQL em conjunto)", () =>
    connect(url, async (c) => {
      for (const statement of seedStatements(o)) {
        const t = performance.now();
        await runSeedStatement(c, statement);
        const what = statement.match(/^INSERT INTO (\w+)/)?.[1];
        if (what) console.log(`    ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    }),
  );
  // Triggers were off: the client carried by licences and conditions for the portal (decision 044,
  // in checkouts that have it) is set here as its triggers would have set it.
  await step("cliente das licenças e condicionantes", () =>
    connect(url, async (c) => {
      if (!(await hasColumn(c, "condicionantes", "cliente_id"))) return;
      await runSeedStatement(c, "SET session_replication_role = replica");
      await c.query(
        "UPDATE licencas l SET cliente_id = e.cliente_id FROM empreendimentos e WHERE e.id = l.empreendimento_id",
      );
      await c.query("UPDATE condicionantes c SET cliente_id = l.cliente_id FROM licencas l WHERE l.id = c.licenca_id");
      // The UPDATE wrote a second version of every row: rewrite both tables and their indexes, or
      // every screen reading them would measure twice the pages a trigger-filled table has.
      await c.query("VACUUM FULL licencas, condicionantes");
    }),
  );
  await step("usuários", async () => {
    const database = await app.openDatabase({ url });
    try {
      const { db } = database;
      // Created confirmed: nothing is ever mailed.
      const deps = {
        db,
        mailer: { send: async () => {} },
        appUrl: "http://127.0.0.1",
        authSecret: await app.loadAuthSecret(db),
      };
      for (const u of BENCH_USERS) {
        const user = await app.upsertConfirmedUser(deps, u);
        await connect(url, async (c) => {
          await c.query("UPDATE profiles SET company_id = $2, full_name = $3 WHERE id = $1", [
            user.id,
            companyId(u.companyOrd),
            u.name,
          ]);
          await c.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING", [
            user.id,
          ]);
          const [setRole, ...updates] = takeOverStatements;
          await runSeedStatement(c, setRole);
          for (const update of updates) await c.query(update, [user.id, colegaId(u.companyOrd, 1)]);
        });
      }
      // The portal's users (decision 044), in checkouts whose schema has the portal.
      const comPortal = await connect(url, (c) => hasColumn(c, "profiles", "cliente_id"));
      for (const u of comPortal ? PORTAL_USERS : []) {
        const user = await app.upsertConfirmedUser(deps, u);
        await connect(url, async (c) => {
          await c.query("UPDATE profiles SET company_id = $2, cliente_id = $3, full_name = $4 WHERE id = $1", [
            user.id,
            companyId(u.companyOrd),
            clienteId(u.companyOrd, 1),
            u.name,
          ]);
          await c.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'cliente') ON CONFLICT DO NOTHING", [
            user.id,
          ]);
        });
      }
    } finally {
      await database.close();
    }
  });
  // Triggers were off, and the bench users took their colleague's conditions over: what triggers
  // carry from a condition's parents and person (in checkouts that have it) is set here as they
  // would have set it — the conditions' folded search text (decision 066), and the person, text
  // and approval their proofs carry (decisions 073, 074). Rewritten afterwards, like the client above.
  await step("busca e responsável das condicionantes", () =>
    connect(url, async (c) => {
      const busca = await hasColumn(c, "condicionantes", "busca");
      const responsavel = await hasColumn(c, "condicionante_comprovacoes", "responsavel_id");
      if (!busca && !responsavel) return;
      await runSeedStatement(c, "SET session_replication_role = replica");
      if (busca)
        await c.query(`UPDATE condicionantes k SET busca = app_fold(concat_ws(' ', k.nome, k.descricao, l.numero, e.nome, c.nome))
          FROM licencas l JOIN empreendimentos e ON e.id = l.empreendimento_id JOIN clientes c ON c.id = e.cliente_id
          WHERE l.id = k.licenca_id`);
      // The proofs in one pass: the person alone where the checkout carries nothing else (0028).
      if (await hasColumn(c, "condicionante_comprovacoes", "busca"))
        await c.query(`UPDATE condicionante_comprovacoes p
          SET responsavel_id = k.responsavel_id, busca = k.busca, condicionante_aprovada = k.aprovada
          FROM condicionantes k WHERE k.id = p.condicionante_id`);
      else if (responsavel)
        await c.query(`UPDATE condicionante_comprovacoes p SET responsavel_id = k.responsavel_id
          FROM condicionantes k WHERE k.id = p.condicionante_id AND k.responsavel_id IS NOT NULL`);
      await c.query("VACUUM FULL condicionantes, condicionante_comprovacoes");
    }),
  );
  // Fresh statistics and visibility map, so the first measurement does not plan on empty tables.
  // The seed ran with triggers off: the tallies (decision 048; before it, migration 0013's
  // counters and their successors, in checkouts that have them) are computed afresh, as the lists,
  // the dashboard and the calendar read them. Statistics first: planned on tables the planner
  // still believed empty, the recount's first step (every condition's delivery summary) took 24.8 s
  // for 16,800 conditions and ran past 50 minutes at the default sizes; analysed, 0.5 s.
  await step("contadores", () =>
    connect(url, async (c) => {
      await c.query("ANALYZE");
      await c.query(`DO $$ BEGIN
        IF to_regprocedure('app_recount_tallies()') IS NOT NULL THEN PERFORM app_recount_tallies();
        ELSIF to_regprocedure('app_recontar_linhas()') IS NOT NULL THEN PERFORM app_recontar_linhas(); END IF;
      END $$`);
    }),
  );
  await step("VACUUM (ANALYZE)", () => connect(url, (c) => c.query("VACUUM (ANALYZE)")));
  console.log(`  linhas: ${await connect(url, tableSizes)}`);
  const marker = JSON.stringify({
    companies: o.companies,
    large: o.large,
    small: o.small,
    others: o.others,
    at: new Date(),
  });
  await connect(url, (c) => c.query("INSERT INTO app_settings (key, value) VALUES ($1, $2)", [SEED_MARKER, marker]));
  console.log(`Seed concluído em ${((performance.now() - started) / 1000).toFixed(1)} s: ${url}`);
}

if (isMain(import.meta.url)) await runScript(() => seedBench(readOptions().seed));
