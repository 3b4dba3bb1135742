// `npm run bench:feed [-- --licencas 100000 --condicionantes 200000 --entregas 60000 --atividades 20000]`:
// what the private calendar feed (decision 027) of a large company costs in memory (issue 33 §1,
// decision 068). On a fresh PostgreSQL database beside PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres): one company with a year of deadlines — licences
// expiring over two years, open conditions due over the year, scheduled deliveries and schedule
// activities over the year —, then the feed of its 'Todos os prazos da empresa' address, through
// the code the route answers with, written to a file. Reports the time, the file's size and
// events, and the process's resident memory: sampled every 20 ms, against the level before it
// (bench/exportar.ts's method, decision 026). A benchmark, never a timed test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { bancoNovo, PG_URL } from "./banco-novo";
import { openDatabase } from "../src/server/db/client";
import { withTenant } from "../src/server/db/tenant";
import { eventosDoFeed, FEED_MAX_POR_FONTE } from "../src/server/modules/calendario/feed-eventos";
import { feedIcsStream } from "../src/server/modules/calendario/feed-ics";

const { values } = parseArgs({
  options: {
    licencas: { type: "string" },
    condicionantes: { type: "string" },
    entregas: { type: "string" },
    atividades: { type: "string" },
    // Each source's bound of the feed (FEED_MAX_POR_FONTE); 0: none, to see memory not grow with the feed.
    "max-por-fonte": { type: "string" },
    // Keep the database of a previous run instead of seeding it again.
    reusar: { type: "boolean" },
  },
});
const MAX_POR_FONTE = Number(values["max-por-fonte"] ?? FEED_MAX_POR_FONTE) || Number.MAX_SAFE_INTEGER;
const LICENCAS = Number(values.licencas ?? 100_000);
const CONDICIONANTES = Number(values.condicionantes ?? 200_000);
const ENTREGAS = Number(values.entregas ?? 60_000);
const ATIVIDADES = Number(values.atividades ?? 20_000);
const HOJE = "2026-11-23";

const BANCO = "bench_feed";
const database = values.reusar
  ? await openDatabase({ url: PG_URL.replace(/\/[^/]*$/, `/${BANCO}`) })
  : await bancoNovo(BANCO);
const { db } = database;
if (!values.reusar) await semear();

async function semear() {
  console.log(
    `Semeando uma empresa com ${LICENCAS} licenças, ${CONDICIONANTES} condicionantes, ${ENTREGAS} entregas agendadas ` +
      `e ${ATIVIDADES} atividades...`,
  );
  const t0 = performance.now();
  // Rows are generated consistent; skipping triggers (the audit trail writes a row per row) makes it minutes faster.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`
  with c as (insert into companies (name) values ('Grande Consultoria Ambiental') returning id),
  cl as (insert into clientes (company_id, nome, tipo_pessoa)
    select c.id, 'Cerâmica São João ' || k, 'juridica' from c, generate_series(1, 50) k returning id, company_id),
  e as (insert into empreendimentos (company_id, cliente_id, nome, municipio, estado)
    select company_id, id, 'Ampliação da fábrica', 'Criciúma', 'SC' from cl returning id, company_id, cliente_id)
  select 1 from e limit 1`);
  const hoje = sql.raw(`date '${HOJE}'`);
  await db.execute(sql`
  insert into licencas (company_id, empreendimento_id, tipo, numero, orgao, emissao_date, validade_date)
  select e.company_id, e.id, (array['LP','LI','LO','LAU'])[1 + g % 4], 'LO-' || lpad(g::text, 6, '0') || '/2024',
    'Instituto do Meio Ambiente — Gerência de Licenciamento', date '2020-01-01' + (g % 1500),
    ${hoje} - 90 + (g * 7919 % 820)
  from generate_series(1, ${LICENCAS}) g
  join (select id, company_id, row_number() over () - 1 as n from empreendimentos) e on e.n = g % 50`);
  await db.execute(sql`
  insert into condicionantes (company_id, licenca_id, cliente_id, nome, descricao, status, data_prazo,
    periodicidade_tipo, periodicidade_intervalo, data_inicio_periodicidade, data_fim_periodicidade)
  select l.company_id, l.id, e.cliente_id, 'Condicionante ' || g,
    'Apresentar relatório semestral de monitoramento de efluentes líquidos e emissões atmosféricas nº ' || g,
    'pendente', ${hoje} + (g * 613 % 365),
    case when g <= ${ENTREGAS} then 'mensal' end, case when g <= ${ENTREGAS} then 1 end,
    case when g <= ${ENTREGAS} then ${hoje} end, case when g <= ${ENTREGAS} then ${hoje} + 365 end
  from generate_series(1, ${CONDICIONANTES}) g
  join (select id, company_id, empreendimento_id, row_number() over () - 1 as n from licencas) l on l.n = g % ${LICENCAS}
  join empreendimentos e on e.id = l.empreendimento_id`);
  // One open scheduled delivery for each of the first ENTREGAS conditions, over the year.
  await db.execute(sql`
  insert into condicionante_comprovacoes (company_id, condicionante_id, data_entrega, status_comprovacao)
  select company_id, id, ${hoje} + (g * 397 % 365), 'agendada'
  from (select company_id, id, (row_number() over (order by id))::int as g from condicionantes
        where periodicidade_tipo is not null) c`);
  await db.execute(sql`update condicionantes c set entregas_abertas = 1 where periodicidade_tipo is not null`);
  await db.execute(sql`
  insert into atividades_cronograma (company_id, empreendimento_id, titulo, data_prazo)
  select company_id, id, 'Campanha de monitoramento da qualidade do ar ' || g, ${hoje} + (g * 211 % 365)
  from generate_series(1, ${ATIVIDADES}) g
  join (select id, company_id, row_number() over () - 1 as n from empreendimentos) e on e.n = g % 50`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  console.log(`Semeado em ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
}
const [empresa] = (await db.execute<{ id: string }>(sql`select id from companies limit 1`)).rows;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const scope = { companyId: empresa.id, userId: "bench" };
const pedido = { userId: "bench", escopo: "empresa" as const, today: HOJE };

async function medir() {
  const arquivo = path.join(os.tmpdir(), "bench-prazos.ics");
  (globalThis as { gc?: () => void }).gc?.();
  const antes = process.memoryUsage().rss;
  let pico = antes;
  const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
  const t1 = performance.now();
  // As feed.routes.ts answers: a batch at a time, each read in a tenant transaction of its own.
  const lotes = eventosDoFeed((fn) => withTenant(db, scope, fn), pedido, { maxPorFonte: MAX_POR_FONTE });
  const ics = await feedIcsStream({
    lotes,
    appUrl: "https://app.example.com",
    empresa: "Grande",
    escopo: "empresa",
    agora: new Date(),
  });
  await pipeline(Readable.fromWeb(ics as never), fs.createWriteStream(arquivo));
  const ms = performance.now() - t1;
  clearInterval(amostra);
  pico = Math.max(pico, process.memoryUsage().rss);
  const n = await contarEventos(arquivo);
  console.log(
    `Feed: ${(ms / 1000).toFixed(1)} s, ${mb(fs.statSync(arquivo).size)}, ${n.toLocaleString("pt-BR")} eventos; ` +
      `memória residente ${mb(antes)} antes, pico ${mb(pico)} (+${mb(pico - antes)}).`,
  );
  fs.rmSync(arquivo);
}

/** The file's events, read back as a stream. */
async function contarEventos(arquivo: string) {
  let n = 0;
  let resto = "";
  for await (const chunk of fs.createReadStream(arquivo, "utf8")) {
    const linhas = (resto + (chunk as string)).split("\r\n");
    resto = linhas.pop()!;
    n += linhas.filter((l) => l === "BEGIN:VEVENT").length;
  }
  return n;
}

const limite = MAX_POR_FONTE === Number.MAX_SAFE_INTEGER ? "sem limite" : MAX_POR_FONTE.toLocaleString("pt-BR");
console.log(`Eventos por fonte: ${limite}.`);
await medir();
await medir();
console.log(`Pico de memória residente do processo (ru_maxrss): ${mb(process.resourceUsage().maxRSS * 1024)}.`);
await database.close();
