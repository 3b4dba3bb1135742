// The deletion preview of a large client on the embedded database (issue 33 §4, decision 069):
// `npx tsx bench/exclusao-embutida.ts [--licencas 4000]`. A fresh PGlite folder is migrated (the
// start-up ANALYZE then sees empty tables, as on a new installation), a company is written in
// bulk without analysing again (the heavy writes of a day before the nightly ANALYZE), and the
// preview of a client with 30 projects, 34 licences, 42 conditions and 26 activities is timed
// beside a project's, as the tenant. Then once more after `database.analyze()`.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../src/server/db/client";
import { withTenant } from "../src/server/db/tenant";
import { countAlcance } from "../src/server/modules/lixeira/escopo";
import { companyId, seedStatements } from "./seed-sql";
import { scaledSize, type CompanySize } from "./options";

const tamanho = (licencas: number): CompanySize => ({
  clientes: licencas / 20,
  empreendimentos: licencas / 5,
  licencas,
  condicionantes: licencas * 5,
  comprovacoes: licencas * 10,
});

const EMPRESA = companyId(1);
const ALVO = "00000000-0000-4000-8000-00000000c11e";
const id = (kind: string, n: string) => `md5('alvo:${kind}:' || ${n})::uuid`;

/** The client of the issue: 30 projects, 34 licences, 42 conditions, 26 activities, and documents. */
export const alvoStatements = [
  `insert into clientes (id, company_id, nome, cnpj, tipo_pessoa, situacao)
   values ('${ALVO}', '${EMPRESA}', 'Cliente grande', '12345678000199', 'juridica', 'ativo')`,
  `insert into empreendimentos (id, company_id, nome, cliente_id)
   select ${id("emp", "j")}, '${EMPRESA}', 'Projeto ' || j, '${ALVO}' from generate_series(1, 30) j`,
  `insert into licencas (id, company_id, empreendimento_id, tipo, numero, orgao)
   select ${id("lic", "k")}, '${EMPRESA}', ${id("emp", "1 + (k - 1) % 30")}, 'LO', 'LO ' || k, 'CETESB'
   from generate_series(1, 34) k`,
  `insert into condicionantes (id, company_id, licenca_id, nome, descricao, status)
   select ${id("cond", "m")}, '${EMPRESA}', ${id("lic", "1 + (m - 1) % 34")}, 'C ' || m, 'D ' || m, 'pendente'
   from generate_series(1, 42) m`,
  `insert into atividades_cronograma (id, company_id, empreendimento_id, titulo)
   select ${id("ativ", "a")}, '${EMPRESA}', ${id("emp", "1 + (a - 1) % 30")}, 'Atividade ' || a
   from generate_series(1, 26) a`,
  // Generic documents of one condition in four, everywhere in the company: the table the
  // preview's documents count scans.
  `insert into documentos (id, company_id, relacionado_a, relacionado_id, nome, storage_path, content_type, file_size)
   select gen_random_uuid(), c.company_id, 'condicionante', c.id, 'doc.pdf', 'doc/' || c.id, 'application/pdf', 1000
   from condicionantes c where c.company_id = '${EMPRESA}' and abs(hashtext(c.id::text)) % 4 = 0`,
];

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}

async function medir(database: Database, rotulo: string) {
  const [projeto] = (await database.db.execute(sql`select id from empreendimentos where cliente_id = ${ALVO} limit 1`))
    .rows as Array<{ id: string }>;
  const escopo = { companyId: EMPRESA, userId: "bench-colega-1-1" };
  const previa = (tipo: "cliente" | "empreendimento", alvo: string) =>
    timed(() => withTenant(database.db, escopo, (tx) => countAlcance(tx, EMPRESA, tipo, alvo)));
  const [itens, cliente] = await previa("cliente", ALVO);
  const [, cliente2] = await previa("cliente", ALVO);
  const [, projetoMs] = await previa("empreendimento", projeto.id);
  const [, projeto2] = await previa("empreendimento", projeto.id);
  console.log(
    `${rotulo}: cliente ${cliente.toFixed(0)} ms / ${cliente2.toFixed(0)} ms · projeto ${projetoMs.toFixed(0)} ms / ${projeto2.toFixed(0)} ms`,
    JSON.stringify(itens),
  );
}

async function main() {
  const { values } = parseArgs({ options: { licencas: { type: "string", default: "4000" } } });
  const licencas = Number(values.licencas);
  const large = tamanho(licencas);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "exclusao-embutida-"));
  try {
    const database = await openDatabase({ dataDir: dir });
    const t0 = performance.now();
    const statements = seedStatements({
      appDir: ".",
      pgUrl: "",
      dbName: "",
      companies: 3,
      large,
      small: scaledSize(large, licencas / 10),
      others: scaledSize(large, 20),
    });
    for (const s of [...statements, ...alvoStatements]) await database.db.execute(sql.raw(s));
    console.log(
      `semeado em ${((performance.now() - t0) / 1000).toFixed(1)} s (${licencas} licenças na empresa grande)`,
    );
    await medir(database, "logo após as escritas");
    await database.analyze();
    await medir(database, "depois do ANALYZE");
    await database.close();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
