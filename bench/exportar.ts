// `npm run bench:exportar [-- --licencas 100000]`: what exporting a large company's licences
// costs (issue 17 §2, decision 026). On a fresh PostgreSQL database beside PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres): one company with --licencas licences (varied
// numbers, agencies, dates and renewals, all created in the same instant, the cursor's worst
// case), then the licences screen's export without filters, as XLSX and as CSV, through the same
// code the route answers with (http/exportar.ts `exportar`, one tenant transaction per batch),
// written to a file. Reports the time, the file's size and rows, and the process's resident
// memory: sampled every 20 ms during each export, against the level before it.
// A benchmark, never a timed test: figures depend on the machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { bancoNovo } from "./banco-novo";
import { withTenant } from "../src/server/db/tenant";
import type { TTenantContext } from "../src/server/http/context";
import { exportar } from "../src/server/http/exportar";
import { colunasLicencas, loteLicencas } from "../src/server/modules/licencas/exportar";
import type { TFormatoExportacao } from "../src/shared/schemas/exportar";
import { todayIn } from "../src/shared/rules/datas";

const { values } = parseArgs({ options: { licencas: { type: "string" } } });
const LICENCAS = Number(values.licencas ?? 100_000);
const HOJE = "2026-11-23";

const database = await bancoNovo("bench_exportar");
const { db } = database;
console.log(`Semeando uma empresa com ${LICENCAS.toLocaleString("pt-BR")} licenças...`);
const [empresa] = (
  await db.execute<{ id: string }>(sql`
  with c as (insert into companies (name) values ('Grande Consultoria Ambiental') returning id),
  cl as (insert into clientes (company_id, nome, tipo_pessoa)
    select c.id, 'Cerâmica São João ' || k, 'juridica' from c, generate_series(1, 50) k returning id, company_id),
  e as (insert into empreendimentos (company_id, cliente_id, nome, municipio, estado)
    select company_id, id, 'Ampliação da fábrica', 'Criciúma', 'SC' from cl returning id, company_id),
  en as (select id, company_id, row_number() over () - 1 as n from e),
  l as (
    insert into licencas (company_id, empreendimento_id, tipo, numero, orgao, emissao_date, validade_date,
                          em_renovacao, protocolo_renovacao_data)
    select en.company_id, en.id, (array['LP','LI','LO','LAU'])[1 + g % 4], 'LO-' || lpad(g::text, 6, '0') || '/2024',
      'Instituto do Meio Ambiente — Gerência de Licenciamento', date '2020-01-01' + (g % 1500),
      date '2024-01-01' + (g * 7919 % 2190), g % 10 = 0,
      case when g % 10 = 0 then date '2024-01-01' + (g * 7919 % 2190) - 150 end
    from generate_series(1, ${LICENCAS}) g join en on en.n = g % 50
    returning company_id)
  select distinct company_id as id from l`)
).rows;
await db.execute(sql`analyze`);

const ctx = {
  userId: "bench",
  email: "bench@example.com",
  name: "Bench",
  profile: null,
  role: "admin",
  companyId: empresa.id,
  now: new Date(),
  today: todayIn(new Date()),
} satisfies TTenantContext;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function medir(formato: TFormatoExportacao) {
  const arquivo = path.join(os.tmpdir(), `bench-licencas.${formato}`);
  (globalThis as { gc?: () => void }).gc?.();
  const antes = process.memoryUsage().rss;
  let pico = antes;
  const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const res = await exportar(formato, HOJE, {
    arquivo: "licencas",
    planilha: "Licenças",
    colunas: colunasLicencas,
    lote: (cursor, limite) =>
      withTenant(db, ctx, (tx) => loteLicencas(tx, ctx, HOJE, { filtros: { q: "" } }, cursor, limite)),
  });
  await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(arquivo));
  const ms = performance.now() - t0;
  clearInterval(amostra);
  pico = Math.max(pico, process.memoryUsage().rss);
  const linhas = await contarLinhas(formato, arquivo);
  console.log(
    `${formato.toUpperCase()}: ${(ms / 1000).toFixed(1)} s, ${mb(fs.statSync(arquivo).size)}, ${linhas.toLocaleString("pt-BR")} linhas ` +
      `+ cabeçalho; memória residente ${mb(antes)} antes, pico ${mb(pico)} (+${mb(pico - antes)}).`,
  );
  fs.rmSync(arquivo);
}

/** The data rows in the file, read back as a stream (the header left out). */
async function contarLinhas(formato: TFormatoExportacao, arquivo: string) {
  let n = 0;
  if (formato === "csv") {
    for await (const chunk of fs.createReadStream(arquivo)) for (const b of chunk as Buffer) if (b === 10) n++;
    return n - 1;
  }
  for await (const ws of new ExcelJS.stream.xlsx.WorkbookReader(arquivo, {})) for await (const _ of ws) n++;
  return n - 1;
}

await medir("xlsx");
await medir("csv");
console.log(`Pico de memória residente do processo (ru_maxrss): ${mb(process.resourceUsage().maxRSS * 1024)}.`);
await database.close();
