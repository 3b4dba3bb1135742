// Realistic demo portfolio of a consultancy in western Santa Catarina and neighbours.
import type { TComprovacaoStatus, TCondicionanteStatus } from "../src/shared/rules/condicionantes";
export const DEMO_CLIENTES: Array<{
  nome: string;
  tipo: "juridica" | "fisica";
  estado: string;
  cidade: string;
  telefone: string;
  projetos: Array<{ nome: string; atividade: string }>;
}> = [
  {
    nome: "Cooperativa Agroindustrial Alfa",
    tipo: "juridica",
    estado: "SC",
    cidade: "Chapecó",
    telefone: "4933212200",
    projetos: [
      { nome: "Unidade de Abate de Aves", atividade: "Abate de aves" },
      { nome: "Fábrica de Rações", atividade: "Fabricação de rações" },
    ],
  },
  {
    nome: "Laticínios Vale do Uruguai Ltda",
    tipo: "juridica",
    estado: "SC",
    cidade: "Concórdia",
    telefone: "4934425566",
    projetos: [{ nome: "Planta de Laticínios Concórdia", atividade: "Indústria de laticínios" }],
  },
  {
    nome: "Loteadora Bela Vista Empreendimentos",
    tipo: "juridica",
    estado: "SC",
    cidade: "Xanxerê",
    telefone: "4934331020",
    projetos: [
      { nome: "Loteamento Jardim Bela Vista", atividade: "Loteamento residencial" },
      { nome: "Condomínio Parque das Araucárias", atividade: "Condomínio residencial" },
    ],
  },
  {
    nome: "Auto Posto Rota Oeste Ltda",
    tipo: "juridica",
    estado: "SC",
    cidade: "Chapecó",
    telefone: "4933281144",
    projetos: [{ nome: "Posto BR-282 km 520", atividade: "Posto de combustíveis" }],
  },
  {
    nome: "Cerâmica São José Ltda",
    tipo: "juridica",
    estado: "SC",
    cidade: "Criciúma",
    telefone: "4834371212",
    projetos: [
      { nome: "Jazida de Argila Linha São José", atividade: "Extração de argila" },
      { nome: "Fábrica de Blocos Cerâmicos", atividade: "Fabricação de cerâmica vermelha" },
    ],
  },
  {
    nome: "Móveis Serra Gaúcha Indústria",
    tipo: "juridica",
    estado: "RS",
    cidade: "Caxias do Sul",
    telefone: "5432158800",
    projetos: [{ nome: "Fábrica de Móveis Caxias", atividade: "Fabricação de móveis" }],
  },
  {
    nome: "Frigorífico Planalto Norte S.A.",
    tipo: "juridica",
    estado: "RS",
    cidade: "Erechim",
    telefone: "5435224400",
    projetos: [{ nome: "Frigorífico de Suínos Erechim", atividade: "Abate de suínos" }],
  },
  {
    nome: "João Carlos Bortolini",
    tipo: "fisica",
    estado: "SC",
    cidade: "Seara",
    telefone: "49999871234",
    projetos: [{ nome: "Granja Bortolini", atividade: "Suinocultura" }],
  },
  {
    nome: "Marlene Fátima Zanella",
    tipo: "fisica",
    estado: "SC",
    cidade: "Xaxim",
    telefone: "49998127733",
    projetos: [{ nome: "Aviário Zanella", atividade: "Avicultura de corte" }],
  },
  {
    nome: "Transportadora Fronteira Sul Ltda",
    tipo: "juridica",
    estado: "PR",
    cidade: "Pato Branco",
    telefone: "4632251010",
    projetos: [{ nome: "Pátio de Lavagem de Caminhões", atividade: "Lavagem de veículos" }],
  },
  {
    nome: "Hospital Regional do Oeste",
    tipo: "juridica",
    estado: "SC",
    cidade: "Chapecó",
    telefone: "4933218000",
    projetos: [{ nome: "PGRSS Hospital Regional", atividade: "Serviços de saúde" }],
  },
  {
    nome: "Prefeitura Municipal de Guatambu",
    tipo: "juridica",
    estado: "SC",
    cidade: "Guatambu",
    telefone: "4933290100",
    projetos: [{ nome: "ETE Municipal Guatambu", atividade: "Tratamento de esgoto" }],
  },
  {
    nome: "Metalúrgica Iguaçu Ltda",
    tipo: "juridica",
    estado: "PR",
    cidade: "Francisco Beltrão",
    telefone: "4635236600",
    projetos: [{ nome: "Galvanoplastia Iguaçu", atividade: "Tratamento de superfícies metálicas" }],
  },
  {
    nome: "Pedro Henrique Lazzari",
    tipo: "fisica",
    estado: "RS",
    cidade: "Passo Fundo",
    telefone: "54991234567",
    projetos: [{ nome: "Silos Lazzari", atividade: "Armazenagem de grãos" }],
  },
  {
    nome: "Condomínio Residencial Vista Alegre",
    tipo: "juridica",
    estado: "SC",
    cidade: "Florianópolis",
    telefone: "4832224455",
    projetos: [{ nome: "ETE Condomínio Vista Alegre", atividade: "Tratamento de esgoto" }],
  },
  {
    nome: "Indústria de Erva-Mate Ouro Verde",
    tipo: "juridica",
    estado: "PR",
    cidade: "Cascavel",
    telefone: "4532251212",
    projetos: [{ nome: "Ervateira Ouro Verde", atividade: "Beneficiamento de erva-mate" }],
  },
  {
    nome: "Têxtil Vale do Itajaí S.A.",
    tipo: "juridica",
    estado: "SC",
    cidade: "Blumenau",
    telefone: "4733224040",
    projetos: [{ nome: "Tinturaria Blumenau", atividade: "Tinturaria e estamparia" }],
  },
  {
    nome: "Ana Paula Guerra Sartori",
    tipo: "fisica",
    estado: "SC",
    cidade: "São Miguel do Oeste",
    telefone: "49988776655",
    projetos: [],
  },
  {
    nome: "Usina Hidrelétrica Rio Chapecó",
    tipo: "juridica",
    estado: "SC",
    cidade: "Nova Erechim",
    telefone: "4933331500",
    projetos: [{ nome: "PCH Rio Chapecó", atividade: "Geração de energia hidrelétrica" }],
  },
  {
    nome: "Curtume Joinville Ltda",
    tipo: "juridica",
    estado: "SC",
    cidade: "Joinville",
    telefone: "4734335050",
    projetos: [],
  },
];

export const DEMO_COMPANY = { name: "Demo Consultoria Ambiental", cnpjBase: "451236780001" };
/** What 'Informações da sua empresa' shows for the demo company (digits as the settings keep them). */
export const DEMO_COMPANY_INFO = {
  email: "contato@democonsultoria.com.br",
  site: "https://www.democonsultoria.com.br",
  responsavel: "Camila Demo",
  telefone1: "4933221100",
  telefone2: "49991234567",
  cep: "89801010",
  estado: "SC",
  cidade: "Chapecó",
  logradouro: "Avenida Getúlio Vargas",
  numero: "1500",
  complemento: "Sala 804",
  bairro: "Centro",
};
export const DEMO_USERS = [
  { email: "demo@gestao.local", name: "Camila Demo", password: "demo-senha-123", role: "admin" },
  { email: "consultor@gestao.local", name: "Rafael Consultor", password: "demo-senha-123", role: "user" },
];

/** Licences given to the demo projects in turn: every status appears, several with files. */
export const DEMO_LICENCAS: Array<{
  tipo: string;
  orgao: string;
  /** Days from today to the expiry; null for none. */
  validadeEmDias: number | null;
  emRenovacao?: boolean;
  /** In renewal: filed this many days before the expiry (120 or more keeps it valid past it). */
  protocoloDiasAntes?: number;
  arquivos: string[];
}> = [
  {
    tipo: "LAO",
    orgao: "IMA - Instituto do Meio Ambiente de SC",
    validadeEmDias: -12,
    arquivos: ["LAO.pdf", "Parecer técnico.pdf"],
  },
  { tipo: "LI", orgao: "IMA - Instituto do Meio Ambiente de SC", validadeEmDias: 45, arquivos: ["LI assinada.pdf"] },
  { tipo: "LP", orgao: "IMA - Instituto do Meio Ambiente de SC", validadeEmDias: 540, arquivos: [] },
  {
    tipo: "RLO",
    orgao: "FEPAM",
    validadeEmDias: -3,
    emRenovacao: true,
    protocoloDiasAntes: 150,
    arquivos: ["Protocolo de renovação.pdf"],
  },
  { tipo: "ALVARA_SANITARIO", orgao: "Vigilância Sanitária Municipal", validadeEmDias: null, arquivos: [] },
  {
    tipo: "AVCB",
    orgao: "Corpo de Bombeiros Militar",
    validadeEmDias: 110,
    arquivos: ["AVCB.pdf", "Planta.pdf", "Memorial.pdf", "ART.pdf"],
  },
  { tipo: "CR_IBAMA", orgao: "IBAMA", validadeEmDias: 200, arquivos: ["Certificado.pdf"] },
  { tipo: "LO", orgao: "IAT - Instituto Água e Terra", validadeEmDias: 6, arquivos: ["LO.pdf"] },
];

/**
 * The licences registered last, by project, in minutes ago: the dashboard's recent activities
 * read 'há 1 hora', 'há 7 horas', 'há 2 dias'. The others were registered weeks ago.
 */
export const DEMO_LICENCAS_RECENTES: Record<string, number> = {
  "Ervateira Ouro Verde": 70,
  "ETE Condomínio Vista Alegre": 7 * 60,
  "Galvanoplastia Iguaçu": 2 * 24 * 60 + 3 * 60,
};

export const DEMO_TIPOS_EMPRESA = [
  { codigo: "LAP", nome: "Licença Ambiental Prévia (SC)" },
  { codigo: "LAI", nome: "Licença Ambiental de Instalação (SC)" },
  { codigo: "LAO", nome: "Licença Ambiental de Operação (SC)" },
];

/** A one-page PDF with a line of text, so demo documents open in the browser. */
export function demoPdf(title: string): Uint8Array {
  const text = title
    .replace(/[()\\]/g, "")
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A proof of delivery of a demo condition; its files become documents with comprovacao_id. */
type DemoComprovacao = { emDias: number; status: TComprovacaoStatus; observacoes?: string; arquivos: string[] };

/**
 * Conditions in every section of the conditions screen, relative to today: overdue, due soon
 * (one today), later, concluded (one approved) and open without deadline. `empreendimento`
 * picks the licence of that project (any licence when the name is not found).
 */
export const DEMO_CONDICIONANTES: Array<{
  empreendimento: string;
  /** null as when created from the conditions screen, which asks only for the description. */
  nome: string | null;
  descricao: string;
  status: TCondicionanteStatus;
  prazoEmDias: number | null;
  entregaEmDias?: number;
  aprovadaHaDias?: number;
  comprovacoes?: DemoComprovacao[];
  /** The condition's own documents; `cumprida` sets the condicionante_cumprida flag. */
  documentos?: Array<{ nome: string; emDias: number; cumprida?: boolean; observacoes?: string }>;
  /** A bimonthly schedule for a year starting this many days from today; the deadline is its end. */
  periodicidadeEmDias?: number;
  /** Last change, in minutes ago, for the dashboard's recent activities; others days ago. */
  atualizadaHaMinutos?: number;
}> = [
  {
    empreendimento: "Unidade de Abate de Aves",
    nome: "Monitoramento semestral de efluentes",
    descricao:
      "Apresentar laudos de análise do efluente bruto e tratado da ETE (DBO, DQO, sólidos suspensos, óleos e graxas e pH), com ART do responsável técnico.",
    status: "atrasada",
    prazoEmDias: -45,
    comprovacoes: [
      {
        emDias: -50,
        status: "rejeitada",
        observacoes: "O órgão pediu nova coleta: laudo sem cadeia de custódia.",
        arquivos: ["Laudo de efluentes - 1º semestre.pdf"],
      },
    ],
  },
  {
    empreendimento: "Fábrica de Blocos Cerâmicos",
    nome: "Monitoramento de emissões atmosféricas",
    descricao:
      "Realizar amostragem na chaminé do forno (material particulado, NOx e CO) conforme a Resolução CONAMA 382/2006 e protocolar o relatório.",
    status: "em_andamento",
    prazoEmDias: -8,
    comprovacoes: [
      {
        emDias: -10,
        status: "em_analise",
        observacoes: "Protocolado no órgão ambiental, aguardando parecer.",
        arquivos: ["Relatório de emissões atmosféricas.pdf"],
      },
    ],
  },
  {
    empreendimento: "Galvanoplastia Iguaçu",
    nome: null,
    descricao: "Apresentar o Certificado de Regularidade do Cadastro Técnico Federal (CTF/APP) do IBAMA atualizado.",
    status: "pendente",
    prazoEmDias: -1,
    atualizadaHaMinutos: 26 * 60,
  },
  {
    empreendimento: "Unidade de Abate de Aves",
    nome: "Relatório anual de automonitoramento",
    descricao:
      "Protocolar o relatório anual de automonitoramento consolidando os resultados de efluentes, resíduos sólidos e ruído do período.",
    status: "em_andamento",
    prazoEmDias: 0,
    atualizadaHaMinutos: 3 * 60,
    comprovacoes: [
      {
        emDias: -1,
        status: "pendente",
        observacoes: "Versão preliminar enviada ao cliente para revisão.",
        arquivos: ["Relatório anual de automonitoramento.pdf", "ART do responsável técnico.pdf"],
      },
    ],
  },
  {
    empreendimento: "Planta de Laticínios Concórdia",
    nome: "Programa de Gerenciamento de Resíduos Sólidos (PGRS)",
    descricao:
      "Atualizar o PGRS e apresentar as planilhas de destinação com os Manifestos de Transporte de Resíduos (MTR) do período.",
    status: "pendente",
    prazoEmDias: 12,
    documentos: [{ nome: "MTRs do trimestre.pdf", emDias: -6, observacoes: "Faltam os MTRs de lodo da ETE." }],
  },
  {
    empreendimento: "Posto BR-282 km 520",
    nome: "Monitoramento de águas subterrâneas",
    descricao:
      "Apresentar laudo de análise da água dos poços de monitoramento (BTEX e PAH), conforme a Resolução CONAMA 420/2009.",
    status: "pendente",
    prazoEmDias: 30,
  },
  {
    empreendimento: "Loteamento Jardim Bela Vista",
    nome: "Plantio compensatório de 120 mudas nativas",
    descricao:
      "Executar o plantio de 120 mudas de espécies nativas da Floresta Ombrófila Mista na área indicada no PRAD e apresentar relatório fotográfico.",
    status: "em_andamento",
    prazoEmDias: 120,
    comprovacoes: [
      {
        emDias: -30,
        status: "aprovada",
        observacoes: "Primeira etapa: 60 mudas plantadas e cercadas.",
        arquivos: ["Relatório fotográfico - 1ª etapa.pdf"],
      },
    ],
  },
  {
    empreendimento: "Frigorífico de Suínos Erechim",
    nome: "Renovação da outorga de uso de recursos hídricos",
    descricao:
      "Requerer a renovação da outorga de captação do poço tubular profundo com antecedência mínima de 120 dias do vencimento.",
    status: "pendente",
    prazoEmDias: 200,
  },
  {
    empreendimento: "Unidade de Abate de Aves",
    nome: "Monitoramento bimestral do corpo receptor",
    descricao:
      "Coletar amostras a montante e a jusante do ponto de lançamento a cada dois meses e apresentar os laudos ao órgão ambiental.",
    status: "em_andamento",
    prazoEmDias: null,
    periodicidadeEmDias: 10,
  },
  {
    empreendimento: "ETE Municipal Guatambu",
    nome: "Implantação do sistema de tratamento de efluentes",
    descricao:
      "Concluir a implantação da ETE (tratamento preliminar, reator anaeróbio e lagoa facultativa) e apresentar o projeto as built com ART.",
    status: "concluida",
    prazoEmDias: -60,
    entregaEmDias: -70,
    aprovadaHaDias: 50,
    comprovacoes: [
      {
        emDias: -70,
        status: "aprovada",
        observacoes: "Vistoria de conformidade realizada pelo órgão.",
        arquivos: ["As built da ETE.pdf", "ART de execução.pdf"],
      },
    ],
  },
  {
    empreendimento: "Pátio de Lavagem de Caminhões",
    nome: "Instalação de caixa separadora de água e óleo",
    descricao:
      "Instalar caixa separadora de água e óleo na área de lavagem, conforme a NBR 14605-2, e apresentar o termo de vistoria.",
    status: "concluida",
    prazoEmDias: -20,
    entregaEmDias: -5,
    atualizadaHaMinutos: 25,
    documentos: [
      {
        nome: "Termo de vistoria da caixa SAO.pdf",
        emDias: -5,
        cumprida: true,
        observacoes: "Vistoria confirmou a instalação.",
      },
    ],
  },
  {
    empreendimento: "PCH Rio Chapecó",
    nome: "Cercamento da Área de Preservação Permanente (APP)",
    descricao: "Cercar a APP do reservatório para impedir o acesso do gado e favorecer a regeneração natural.",
    status: "concluida",
    prazoEmDias: null,
    entregaEmDias: -90,
  },
  {
    empreendimento: "Unidade de Abate de Aves",
    nome: "Treinamento ambiental dos colaboradores",
    descricao:
      "Manter registro dos treinamentos de educação ambiental dos colaboradores, disponível para a fiscalização.",
    status: "pendente",
    prazoEmDias: null,
  },
  {
    empreendimento: "Tinturaria Blumenau",
    nome: null,
    descricao:
      "Comunicar previamente ao órgão ambiental qualquer alteração no processo produtivo ou ampliação da capacidade instalada.",
    status: "pendente",
    prazoEmDias: null,
  },
  {
    empreendimento: "Frigorífico de Suínos Erechim",
    nome: "Relatório trimestral de ruído ambiental",
    descricao:
      "Apresentar medições de pressão sonora nos limites do terreno, nos períodos diurno e noturno, conforme a NBR 10151.",
    status: "pendente",
    prazoEmDias: 3,
  },
  {
    empreendimento: "Granja Bortolini",
    nome: "Plano de manejo de dejetos",
    descricao:
      "Apresentar o plano de manejo e aplicação de dejetos suínos no solo, com a área agrícola disponível e a ART do responsável técnico.",
    status: "pendente",
    prazoEmDias: 45,
  },
];

/**
 * Checklists of the week: open ones made in the last days (the calendar dates each at its
 * creation day + 7, so most fall in the coming days), one a few days overdue and one done.
 */
export const DEMO_CHECKLISTS: Array<{
  titulo: string;
  empreendimento: string | null;
  status: "aberto" | "concluido";
  criadoHaHoras: number;
  itens: Array<{ descricao: string; concluido?: boolean }>;
}> = [
  {
    titulo: "Vistoria pré-renovação da LO",
    empreendimento: "Fábrica de Blocos Cerâmicos",
    status: "aberto",
    criadoHaHoras: 50,
    itens: [
      { descricao: "Conferir as condicionantes da licença vigente", concluido: true },
      { descricao: "Fotografar o pátio de estocagem de argila", concluido: true },
      { descricao: "Verificar o filtro de mangas do forno" },
      { descricao: "Reunir os laudos de emissões atmosféricas do período" },
      { descricao: "Atualizar o memorial de caracterização do empreendimento" },
    ],
  },
  {
    titulo: "Documentação para renovação do AVCB",
    empreendimento: "PGRSS Hospital Regional",
    status: "aberto",
    criadoHaHoras: 5 * 24 + 2,
    itens: [
      { descricao: "Laudo de estanqueidade da central de GLP", concluido: true },
      { descricao: "Recarga e inspeção dos extintores" },
      { descricao: "ART do sistema de hidrantes" },
    ],
  },
  {
    titulo: "Campanha de coleta de efluentes",
    empreendimento: "Unidade de Abate de Aves",
    status: "aberto",
    criadoHaHoras: 3,
    itens: [
      { descricao: "Agendar a coleta com o laboratório acreditado" },
      { descricao: "Separar frascos e caixas térmicas" },
      { descricao: "Registrar a vazão na entrada e na saída da ETE" },
    ],
  },
  {
    titulo: "Auditoria interna de resíduos sólidos",
    empreendimento: "Planta de Laticínios Concórdia",
    status: "aberto",
    criadoHaHoras: 9 * 24 + 2,
    itens: [
      { descricao: "Conferir os MTRs do último trimestre", concluido: true },
      { descricao: "Verificar a baia de resíduos Classe I", concluido: true },
      { descricao: "Atualizar o inventário de resíduos no SINIR" },
      { descricao: "Treinar a equipe de expedição na segregação" },
    ],
  },
  {
    titulo: "Rotina semanal do escritório",
    empreendimento: null,
    status: "aberto",
    criadoHaHoras: 26,
    itens: [
      { descricao: "Conferir os prazos da semana no calendário", concluido: true },
      { descricao: "Enviar o resumo de pendências aos clientes" },
    ],
  },
  {
    titulo: "Protocolo do PRAD",
    empreendimento: "Loteamento Jardim Bela Vista",
    status: "concluido",
    criadoHaHoras: 20 * 24,
    itens: [
      { descricao: "Mapa da área a recuperar", concluido: true },
      { descricao: "Cronograma de plantio", concluido: true },
    ],
  },
];
