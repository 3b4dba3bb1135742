// The bench data as a handful of set-based INSERT … SELECT over generate_series: seconds for
// hundreds of thousands of rows, where inserting row by row through the API would take hours.
//
// Ids are md5 hashes of (kind, company ordinal, row ordinal) cast to uuid, so a child row names its
// parent by arithmetic instead of joining back to it. Spreads use multiplication by a prime modulo
// the range: deterministic (two seeds give the same data) yet without runs of equal values.
import crypto from "node:crypto";
import type { SeedOptions } from "./options";
import { PORTAL_LICENCAS } from "./fixtures";

/** md5 as a uuid, as the seed's SQL spells every id (`md5(…)::uuid`). */
function md5Uuid(text: string): string {
  const hex = crypto.createHash("md5").update(text).digest("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
}

/** The id the SQL below gives company number `ord` (md5('empresa:' || ord)::uuid). */
export const companyId = (ord: number) => md5Uuid(`empresa:${ord}`);
/** Client `n` of company `ord`, as id("cliente", ord, n) in SQL. */
export const clienteId = (ord: number, n: number) => md5Uuid(`cliente:${ord}:${n}`);

const id = (kind: string, ord: string, n: string) => `md5('${kind}:' || ${ord} || ':' || ${n})::uuid`;
const pick = (values: string[], index: string) =>
  `(ARRAY[${values.map((v) => `'${v}'`).join(", ")}])[1 + (${index}) % ${values.length}]`;

// "Cerâmica" must appear in client names only: the search scenario relies on it (fixtures.ts).
const RAMOS = [
  "Agropecuária",
  "Mineração",
  "Transportes",
  "Indústria",
  "Construtora",
  "Cerâmica",
  "Frigorífico",
  "Laticínios",
];
const LUGARES = [
  "São João",
  "Boa Vista",
  "Horizonte",
  "Vale Verde",
  "Rio Claro",
  "Santa Clara",
  "Serra Azul",
  "Nova Era",
];
const UFS = ["SP", "MG", "RJ", "PR", "BA"];
const CIDADES = ["Campinas", "Uberlândia", "Niterói", "Londrina", "Salvador"];
const OBRAS = ["Fazenda", "Planta", "Unidade", "Pátio", "Jazida", "Galpão"];
const ATIVIDADES = ["Extração de areia", "Fabricação de cimento", "Abate de bovinos", "Armazenamento de grãos"];
// TCA is each company's own type (licenca_tipos), the rest are built in: the list joins both.
const TIPOS = ["LP", "LI", "LO", "LAU", "LAR", "RLO", "AVCB", "CR_IBAMA", "TCA"];
const NOMES = ["Ana", "João", "Márcia", "Sérgio", "Lúcia", "André", "Cláudia", "Fábio", "Letícia", "Otávio"];
const SOBRENOMES = ["Araújo", "Conceição", "Gonçalves", "Magalhães", "Simões", "Brandão", "Assunção"];
const DESCRICOES = [
  "Apresentar relatório de monitoramento",
  "Enviar análise de efluentes líquidos",
  "Comprovar destinação de resíduos sólidos",
  "Executar programa de educação ambiental",
  "Protocolar inventário de emissões atmosféricas",
];
const ORGAOS = ["CETESB", "FEAM", "INEA", "IAT", "INEMA", "IBAMA"];
// Index 0 (m % 5 = 0) is 'pendente': the periodic conditions below are the ones still open.
const STATUS = ["pendente", "pendente", "em_andamento", "concluida", "atrasada"];
const PERIODICIDADES = ["mensal", "bimestral", "trimestral", "semestral", "anual"];
const MESES = [1, 2, 3, 6, 12];
const CHECKLISTS = ["Vistoria de campo", "Renovação de licença", "Auditoria ambiental", "Coleta de amostras"];

/**
 * One condition in five is periodic and carries P scheduled deliveries, the others Q proofs
 * each, so the whole company holds `comprovacoes` proofs: P/5 + 4Q/5 = comprovacoes / condicionantes
 * (1,000,000 / 500,000 gives P = 6, Q = 1). Same ratio in every company (options.ts).
 */
export function proofsPerCondition(size: { condicionantes: number; comprovacoes: number }) {
  const perCondition = size.condicionantes === 0 ? 0 : size.comprovacoes / size.condicionantes;
  const others = Math.max(0, Math.floor(perCondition) - 1);
  return { periodic: Math.max(0, Math.round(5 * perCondition - 4 * others)), others };
}

/** Colleagues per company: the responsible people of licences, conditions and checklist items. */
const COLEGAS = { large: 20, small: 4, others: 2 };

/** The id the SQL below gives colleague `n` of company `ord` (users.id is text). */
export const colegaId = (ord: number, n: number) => `bench-colega-${ord}-${n}`;
const colega = (ord: string, n: string) => `'bench-colega-' || ${ord} || '-' || ${n}`;

// A periodic condition's schedule, from its ordinal alone so the conditions and their deliveries
// agree without a join: every `meses` months from `inicio`, about half of it already past.
const meses = (m: string) => `(ARRAY[${MESES.join(", ")}])[1 + (${m} / 5) % ${MESES.length}]`;
const inicio = (m: string, periodic: number) =>
  `(current_date - make_interval(months => ${meses(m)} * ${Math.floor(periodic / 2)}, days => (${m} * 7) % 28))::date`;
const entregaN = (m: string, n: string, periodic: number) =>
  `(${inicio(m, periodic)} + make_interval(months => ${meses(m)} * ${n}))::date`;

/** Statements in order; the first creates the per-company sizes every later one reads. */
export function seedStatements(o: SeedOptions): string[] {
  const size = (k: keyof SeedOptions["large"]) =>
    `CASE ord WHEN 1 THEN ${o.large[k]} WHEN 2 THEN ${o.small[k]} ELSE ${o.others[k]} END`;
  // Proportions are the same in every company, so the large one's split holds for all.
  const { periodic, others: perOther } = proofsPerCondition(o.large);
  return [
    // Rows are generated consistent; skipping triggers (the audit trail of migration 0012 would
    // write one jsonb row per inserted row) and foreign-key checks makes the seed minutes faster.
    `SET session_replication_role = replica`,

    `CREATE TEMP TABLE bench_sizes AS
     SELECT ord, md5('empresa:' || ord)::uuid AS company_id,
       ${size("clientes")} AS clientes, ${size("empreendimentos")} AS empreendimentos,
       ${size("licencas")} AS licencas, ${size("condicionantes")} AS condicionantes,
       CASE ord WHEN 1 THEN ${COLEGAS.large} WHEN 2 THEN ${COLEGAS.small} ELSE ${COLEGAS.others} END AS colegas
     FROM generate_series(1, ${o.companies}) ord`,

    `INSERT INTO companies (id, name, cnpj)
     SELECT company_id, CASE WHEN ord = 1 THEN 'Bench Grande Consultoria' ELSE 'Bench Pequena ' || ord END,
       '99' || lpad(ord::text, 12, '0')
     FROM bench_sizes`,

    `INSERT INTO licenca_tipos (company_id, codigo, nome)
     SELECT company_id, 'TCA', 'Termo de Compromisso Ambiental' FROM bench_sizes`,

    // Colleagues never sign in (no account row): they are the names on the cards and filters.
    `INSERT INTO users (id, name, email, email_verified)
     SELECT ${colega("s.ord", "n")}, ${pick(NOMES, "n")} || ' ' || ${pick(SOBRENOMES, "s.ord + n")},
       'colega' || n || '.empresa' || s.ord || '@bench.local', true
     FROM bench_sizes s, generate_series(1, s.colegas) n`,

    `INSERT INTO profiles (id, full_name, company_id)
     SELECT u.id, u.name, md5('empresa:' || split_part(u.id, '-', 3))::uuid FROM users u
     WHERE u.id LIKE 'bench-colega-%'`,

    `INSERT INTO clientes (id, company_id, nome, cnpj, tipo_pessoa, situacao, email, telefone, estado, cidade,
       created_at, updated_at)
     SELECT ${id("cliente", "s.ord", "i")}, s.company_id,
       ${pick(RAMOS, "i")} || ' ' || ${pick(LUGARES, "i / 8")} || ' ' || i || ' Ltda',
       lpad(i::text, 14, '0'), 'juridica', CASE WHEN i % 20 = 0 THEN 'inativo' ELSE 'ativo' END,
       'contato' || i || '@cliente.example', '(11) 3000-' || lpad((i % 10000)::text, 4, '0'),
       ${pick(UFS, "i")}, ${pick(CIDADES, "i")},
       now() - make_interval(days => (i * 31) % 1095, secs => i), now()
     FROM bench_sizes s, generate_series(1, s.clientes) i`,

    `INSERT INTO empreendimentos (id, company_id, nome, cliente_id, atividade, municipio, estado, created_at, updated_at)
     SELECT ${id("empreendimento", "s.ord", "j")}, s.company_id, ${pick(OBRAS, "j")} || ' ' || j,
       -- Client 1 of the large company takes the first projects, enough for PORTAL_LICENCAS
       -- licences: the portal's client (fixtures.ts), as large as a large consultancy's largest.
       CASE WHEN s.ord = 1 AND j <= ceil(${PORTAL_LICENCAS}.0 * s.empreendimentos / greatest(1, s.licencas))
         THEN ${id("cliente", "s.ord", "1")} ELSE ${id("cliente", "s.ord", "1 + (j - 1) % s.clientes")} END,
       ${pick(ATIVIDADES, "j")},
       ${pick(CIDADES, "j")}, ${pick(UFS, "j")},
       now() - make_interval(days => (j * 29) % 1095, secs => j), now()
     FROM bench_sizes s, generate_series(1, s.empreendimentos) j`,

    // validade from a year ago to three years ahead, 2% without one, 5% flagged for renewal: every
    // status of the list (vencida, alerta, vigente, em_renovacao) has its share. Two in three
    // have a responsible colleague.
    `INSERT INTO licencas (id, company_id, empreendimento_id, tipo, numero, orgao, emissao_date, validade_date,
       em_renovacao, responsavel_id, created_at, updated_at)
     SELECT ${id("licenca", "s.ord", "k")}, s.company_id,
       ${id("empreendimento", "s.ord", "1 + (k - 1) % s.empreendimentos")},
       x.tipo, x.tipo || ' ' || lpad(k::text, 6, '0') || '/' || (2020 + k % 6), ${pick(ORGAOS, "k")},
       current_date + x.dias - 1460, CASE WHEN k % 50 = 0 THEN NULL ELSE current_date + x.dias END,
       k % 20 = 0, CASE WHEN k % 3 = 0 THEN NULL ELSE ${colega("s.ord", "1 + k % s.colegas")} END,
       now() - make_interval(days => (k * 31) % 1095, secs => k), now()
     FROM bench_sizes s, generate_series(1, s.licencas) k,
       LATERAL (SELECT ${pick(TIPOS, "k")} AS tipo, (k * 7919) % 1461 - 365 AS dias) x`,

    // Deadlines from six months ago to a year ahead; one in five periodic (PERIODICIDADES).
    `INSERT INTO condicionantes (id, company_id, licenca_id, nome, descricao, status, aprovada, data_prazo,
       periodicidade_tipo, periodicidade_intervalo, data_inicio_periodicidade, data_fim_periodicidade,
       gerar_automaticamente, responsavel_id, created_at, updated_at)
     SELECT ${id("condicionante", "s.ord", "m")}, s.company_id, ${id("licenca", "s.ord", "1 + (m - 1) % s.licencas")},
       'Condicionante ' || m, ${pick(DESCRICOES, "m")} || ' nº ' || m, ${pick(STATUS, "m")},
       m % 10 = 3, current_date + ((m * 613) % 545 - 180),
       CASE WHEN p THEN ${pick(PERIODICIDADES, "m / 5")} END, CASE WHEN p THEN ${meses("m")} END,
       CASE WHEN p THEN ${inicio("m", periodic)} END, CASE WHEN p THEN ${entregaN("m", String(periodic), periodic)} END,
       p, CASE WHEN m % 3 = 0 THEN NULL ELSE ${colega("s.ord", "1 + m % s.colegas")} END,
       now() - make_interval(days => 400 + (m * 17) % 365), now() - make_interval(days => (m * 17) % 365, secs => m)
     FROM bench_sizes s, generate_series(1, s.condicionantes) m, LATERAL (SELECT m % 5 = 0 AS p) x`,

    // A periodic condition's deliveries: past ones mostly handed in (one in ten still scheduled,
    // so overdue), future ones scheduled ('agendada'). Any other condition: proofs handed in
    // before its deadline, in every status a reviewer gives.
    `INSERT INTO condicionante_comprovacoes (id, company_id, condicionante_id, data_entrega, observacoes,
       status_comprovacao, created_by, created_at)
     SELECT ${id("comprovacao", "s.ord", "m || ':' || n")}, s.company_id, ${id("condicionante", "s.ord", "m")},
       x.data, CASE WHEN x.status = 'agendada' THEN NULL ELSE 'Protocolo nº ' || m || '/' || n || ' entregue ao órgão' END,
       x.status, CASE WHEN x.status = 'agendada' THEN NULL ELSE ${colega("s.ord", "1 + (m + n) % s.colegas")} END,
       LEAST(now(), x.data + interval '9 hours')
     FROM bench_sizes s, generate_series(1, s.condicionantes) m,
       generate_series(1, CASE WHEN m % 5 = 0 THEN ${periodic} ELSE ${perOther} END) n,
       LATERAL (SELECT CASE WHEN m % 5 = 0 THEN ${entregaN("m", "n", periodic)}
                       ELSE LEAST(current_date, current_date + ((m * 613) % 545 - 180)) - 15 * n - m % 20 END AS data) d,
       LATERAL (SELECT d.data, CASE
         WHEN m % 5 = 0 AND (d.data >= current_date OR (m / 5 + n) % 10 = 0) THEN 'agendada'
         ELSE ${pick(["aprovada", "aprovada", "aprovada", "em_analise", "pendente", "rejeitada"], "m + n")} END AS status) x`,

    // A quarter of the licences have a document, one in twelve has two (the list shows names and count).
    `INSERT INTO licenca_documentos (id, licenca_id, company_id, nome, storage_path, content_type, file_size,
       created_at)
     SELECT ${id("documento", "s.ord", "k || ':' || n")}, ${id("licenca", "s.ord", "k")}, s.company_id, 'licenca-' || k || '-' || n || '.pdf',
       'bench/' || s.ord || '/' || k || '/' || n, 'application/pdf', 50000 + k, now() - make_interval(days => k % 365)
     FROM bench_sizes s, generate_series(1, s.licencas) k,
       generate_series(1, CASE WHEN k % 12 = 0 THEN 2 WHEN k % 4 = 0 THEN 1 ELSE 0 END) n`,

    // A checklist for one project in four, created over the last four months, a third still open
    // (the calendar shows those a week after creation), five items each.
    `INSERT INTO checklists (id, company_id, titulo, empreendimento_id, status, created_at)
     SELECT ${id("checklist", "s.ord", "c")}, s.company_id, ${pick(CHECKLISTS, "c")} || ' — ' || c,
       ${id("empreendimento", "s.ord", "1 + (c * 4 - 1) % s.empreendimentos")},
       CASE WHEN c % 3 = 0 THEN 'aberto' ELSE 'concluido' END, now() - make_interval(days => (c * 13) % 120, secs => c)
     FROM bench_sizes s, generate_series(1, greatest(1, s.empreendimentos / 4)) c`,

    `INSERT INTO checklist_itens (id, company_id, checklist_id, descricao, concluido, ordem, responsavel_id)
     SELECT ${id("item", "s.ord", "c || ':' || n")}, s.company_id, ${id("checklist", "s.ord", "c")},
       'Verificar ' || ${pick(["licença no local", "sinalização", "efluentes", "resíduos sólidos", "emissões"], "n")},
       (c + n) % 3 = 0, n, ${colega("s.ord", "1 + (c + n) % s.colegas")}
     FROM bench_sizes s, generate_series(1, greatest(1, s.empreendimentos / 4)) c, generate_series(1, 5) n`,
  ];
}

/**
 * The bench user of company `ord` takes over colleague 1's responsibilities, so the dashboard's
 * 'Minhas pendências' and the 'eu' filters have the share a real consultant would.
 */
export const takeOverStatements = [
  "SET session_replication_role = replica",
  ...["licencas", "condicionantes", "checklist_itens"].map(
    (table) => `UPDATE ${table} SET responsavel_id = $1 WHERE responsavel_id = $2`,
  ),
];
