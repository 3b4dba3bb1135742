// The bench data as a handful of set-based INSERT … SELECT over generate_series: seconds for
// hundreds of thousands of rows, where inserting row by row through the API would take hours.
//
// Ids are md5 hashes of (kind, company ordinal, row ordinal) cast to uuid, so a child row names its
// parent by arithmetic instead of joining back to it. Spreads use multiplication by a prime modulo
// the range: deterministic (two seeds give the same data) yet without runs of equal values.
import crypto from "node:crypto";
import type { SeedOptions } from "./options";

/** The id the SQL below gives company number `ord` (md5('empresa:' || ord)::uuid). */
export function companyId(ord: number): string {
  const hex = crypto.createHash("md5").update(`empresa:${ord}`).digest("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
}

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
const ORGAOS = ["CETESB", "FEAM", "INEA", "IAT", "INEMA", "IBAMA"];
const STATUS = ["pendente", "pendente", "em_andamento", "concluida", "atrasada"];

/** Statements in order; the first creates the per-company sizes every later one reads. */
export function seedStatements(o: SeedOptions): string[] {
  const size = (k: keyof SeedOptions["large"]) => `CASE WHEN ord = 1 THEN ${o.large[k]} ELSE ${o.small[k]} END`;
  return [
    `CREATE TEMP TABLE bench_sizes AS
     SELECT ord, md5('empresa:' || ord)::uuid AS company_id,
       ${size("clientes")} AS clientes, ${size("empreendimentos")} AS empreendimentos,
       ${size("licencas")} AS licencas, ${size("condicionantes")} AS condicionantes
     FROM generate_series(1, ${o.companies}) ord`,

    `INSERT INTO companies (id, name, cnpj)
     SELECT company_id, CASE WHEN ord = 1 THEN 'Bench Grande Consultoria' ELSE 'Bench Pequena ' || ord END,
       '99' || lpad(ord::text, 12, '0')
     FROM bench_sizes`,

    `INSERT INTO licenca_tipos (company_id, codigo, nome)
     SELECT company_id, 'TCA', 'Termo de Compromisso Ambiental' FROM bench_sizes`,

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
       ${id("cliente", "s.ord", "1 + (j - 1) % s.clientes")}, ${pick(ATIVIDADES, "j")},
       ${pick(CIDADES, "j")}, ${pick(UFS, "j")},
       now() - make_interval(days => (j * 29) % 1095, secs => j), now()
     FROM bench_sizes s, generate_series(1, s.empreendimentos) j`,

    // validade from a year ago to three years ahead, 2% without one, 5% flagged for renewal: every
    // status of the list (vencida, alerta, vigente, em_renovacao) has its share.
    `INSERT INTO licencas (id, company_id, empreendimento_id, tipo, numero, orgao, emissao_date, validade_date,
       em_renovacao, created_at, updated_at)
     SELECT ${id("licenca", "s.ord", "k")}, s.company_id,
       ${id("empreendimento", "s.ord", "1 + (k - 1) % s.empreendimentos")},
       x.tipo, x.tipo || ' ' || lpad(k::text, 6, '0') || '/' || (2020 + k % 6), ${pick(ORGAOS, "k")},
       current_date + x.dias - 1460, CASE WHEN k % 50 = 0 THEN NULL ELSE current_date + x.dias END,
       k % 20 = 0, now() - make_interval(days => (k * 31) % 1095, secs => k), now()
     FROM bench_sizes s, generate_series(1, s.licencas) k,
       LATERAL (SELECT ${pick(TIPOS, "k")} AS tipo, (k * 7919) % 1461 - 365 AS dias) x`,

    `INSERT INTO condicionantes (id, company_id, licenca_id, nome, descricao, status, aprovada, data_prazo,
       created_at, updated_at)
     SELECT ${id("condicionante", "s.ord", "m")}, s.company_id, ${id("licenca", "s.ord", "1 + (m - 1) % s.licencas")},
       'Condicionante ' || m, 'Apresentar relatório de monitoramento nº ' || m, ${pick(STATUS, "m")},
       m % 10 = 3, current_date + ((m * 613) % 545 - 180),
       now() - make_interval(days => 400 + (m * 17) % 365), now() - make_interval(days => (m * 17) % 365, secs => m)
     FROM bench_sizes s, generate_series(1, s.condicionantes) m`,

    // A quarter of the licences have a document, one in twelve has two (the list shows names and count).
    `INSERT INTO licenca_documentos (id, licenca_id, company_id, nome, storage_path, content_type, file_size,
       created_at)
     SELECT ${id("documento", "s.ord", "k || ':' || n")}, ${id("licenca", "s.ord", "k")}, s.company_id, 'licenca-' || k || '-' || n || '.pdf',
       'bench/' || s.ord || '/' || k || '/' || n, 'application/pdf', 50000 + k, now() - make_interval(days => k % 365)
     FROM bench_sizes s, generate_series(1, s.licencas) k,
       generate_series(1, CASE WHEN k % 12 = 0 THEN 2 WHEN k % 4 = 0 THEN 1 ELSE 0 END) n`,
  ];
}
