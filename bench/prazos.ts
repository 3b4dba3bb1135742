// `npm run bench:prazos [-- --licencas 100000]`: what one day's deadline sweep costs as a
// company grows (issue 16 §4, decision 022). On a fresh PostgreSQL database beside PG_URL
// (default postgres://postgres@127.0.0.1:5432/postgres): a small company (1,000 licences) and a
// large one (--licencas, 3 conditions and 1 activity per 2 licences), deadlines spread over six
// years; then 30 consecutive days swept, timed per day, with the alerts each day fired.
// A benchmark, never a timed test: figures depend on the machine.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { bancoNovo } from "./banco-novo";
import type { MailMessage } from "../src/server/mail/mailer";
import { addDays } from "../src/shared/rules/datas";
import { sweepDia } from "../src/server/modules/prazos/varredura";

const { values } = parseArgs({ options: { licencas: { type: "string" }, dias: { type: "string" } } });
const LICENCAS = Number(values.licencas ?? 100_000);
const DIAS = Number(values.dias ?? 30);
const INICIO = "2026-11-23";

/** One company with `n` licences: validades spread over 6 years from 2024, conditions and activities likewise. */
const semear = (nome: string, n: number) => sql`
  with c as (insert into companies (name) values (${nome}) returning id),
  cl as (insert into clientes (company_id, nome, tipo_pessoa) select id, 'Cliente', 'juridica' from c returning id, company_id),
  e as (insert into empreendimentos (company_id, cliente_id, nome) select company_id, id, 'Projeto' from cl returning id, company_id),
  l as (
    insert into licencas (company_id, empreendimento_id, tipo, numero, orgao, validade_date)
    select e.company_id, e.id, 'LO', 'LO ' || g, 'IMA', date '2024-01-01' + (g * 7919 % 2190)
    from e, generate_series(1, ${n}) g returning id, company_id, validade_date),
  co as (
    insert into condicionantes (company_id, licenca_id, descricao, status, data_prazo)
    select l.company_id, l.id, 'Condição ' || k,
      -- Most past deadlines were met, as in a company that uses the product; 1 in 20 was not.
      case when l.validade_date - (k * 97 % 700) < date '2026-11-23' and (k + hashtext(l.id::text)) % 20 <> 0
        then 'concluida' else 'pendente' end,
      l.validade_date - (k * 97 % 700)
    from l, generate_series(1, 3) k where (hashtext(l.id::text) & 1) = 0 returning id)
  insert into atividades_cronograma (company_id, empreendimento_id, titulo, data_prazo)
  select e.company_id, e.id, 'Atividade ' || g, date '2024-01-01' + (g * 6007 % 2190)
  from e, generate_series(1, ${Math.floor(n / 2)}) g`;

const database = await bancoNovo("bench_prazos");
const { db } = database;
console.log(`Semeando: uma empresa com 1.000 licenças e outra com ${LICENCAS.toLocaleString("pt-BR")}...`);
await db.execute(semear("Pequena", 1_000));
await db.execute(semear("Grande", LICENCAS));
await db.execute(sql`analyze`);
const [conta] = (
  await db.execute<{ l: number; c: number; a: number }>(sql`
    select (select count(*) from licencas)::int l, (select count(*) from condicionantes)::int c,
           (select count(*) from atividades_cronograma)::int a`)
).rows;
console.log(`Banco: ${conta.l} licenças, ${conta.c} condicionantes, ${conta.a} atividades.`);

let mails = 0;
const deps = { db, mailer: { send: async (_m: MailMessage) => void mails++ }, appUrl: "http://localhost" };
// The first day marks every already-overdue condition at once (a first run on an old
// database); it is reported apart from the steady days that follow.
const tempos: { dia: string; ms: number; alertas: number; status: number }[] = [];
for (let i = 0; i <= DIAS; i++) {
  const dia = addDays(INICIO, i);
  const t0 = performance.now();
  const r = await sweepDia(deps, dia);
  tempos.push({
    dia,
    ms: performance.now() - t0,
    alertas: r.alertas,
    status: r.condicoesAtrasadas + r.condicoesDevolvidas,
  });
}
const [primeiro, ...dias] = tempos;
const ordenados = dias.map((d) => d.ms).sort((a, b) => a - b);
const pct = (p: number) => ordenados[Math.min(ordenados.length - 1, Math.floor(p * ordenados.length))].toFixed(0);
console.log(
  `Primeiro dia (${primeiro.dia}): ${primeiro.ms.toFixed(0)} ms, ${primeiro.status} status alterados, ${primeiro.alertas} alertas.`,
);
console.log(`Dias seguintes (${dias.length}): mediana ${pct(0.5)} ms, p90 ${pct(0.9)} ms, máximo ${pct(1)} ms.`);
const porAlerta =
  dias.reduce((n, d) => n + d.ms, 0) /
  Math.max(
    1,
    dias.reduce((n, d) => n + d.alertas, 0),
  );
console.log(`Custo por alerta: ${(porAlerta * 1000).toFixed(0)} µs.`);
console.log(
  `Alertas por dia: média ${(dias.reduce((n, d) => n + d.alertas, 0) / dias.length).toFixed(0)}; e-mails enviados: ${mails}.`,
);
await database.close();
