import type { TObrigacaoLegal } from "./schema";

// The built-in catalogue of legal obligations that belong to no licence (issue 32, decision 053).
// An entry ships only when its rule was read in the act itself or on the agency's own page; the
// `trecho` is that text as retrieved, and `verificadoEm` the day it was read. Change an entry's
// rule only with a new reading, and bump CATALOGO_VERSAO with any change.

export const CATALOGO_VERSAO = "2026.11";

export const CATALOGO_LEGAL: readonly TObrigacaoLegal[] = [
  {
    codigo: "ibama-rapp",
    titulo: "Relatório Anual de Atividades Potencialmente Poluidoras (RAPP)",
    orgao: "IBAMA",
    baseLegal: {
      ato: "Lei nº 6.938/1981 (Política Nacional do Meio Ambiente)",
      artigo: "art. 17-C, § 1º",
      url: "https://www.planalto.gov.br/ccivil_03/leis/L6938compilada.htm",
      trecho:
        "O sujeito passivo da TCFA é obrigado a entregar até o dia 31 de março de cada ano relatório das atividades exercidas no ano anterior, cujo modelo será definido pelo Ibama, para o fim de colaborar com os procedimentos de controle e fiscalização.",
    },
    descricao:
      "Relatório das atividades exercidas no ano anterior, entregue no CTF/APP até 31 de março. A lei o exige de quem paga a TCFA, e a falta de entrega gera multa de 20% da TCFA devida (art. 17-C, § 2º).",
    recorrencia: { tipo: "anual", mes: 3, dia: 31, ajuste: "nenhum" },
    aplicaSe: { ctfAtivo: true },
    verificadoEm: "2026-11-28",
  },
  {
    codigo: "ibama-tcfa",
    titulo: "Taxa de Controle e Fiscalização Ambiental (TCFA)",
    orgao: "IBAMA",
    baseLegal: {
      ato: "Lei nº 6.938/1981 (Política Nacional do Meio Ambiente)",
      artigo: "art. 17-G",
      url: "https://www.planalto.gov.br/ccivil_03/leis/L6938compilada.htm",
      trecho:
        "A TCFA será devida no último dia útil de cada trimestre do ano civil, nos valores fixados no Anexo IX desta Lei, e o recolhimento será efetuado em conta bancária vinculada ao Ibama, por intermédio de documento próprio de arrecadação, até o quinto dia útil do mês subseqüente.",
    },
    descricao:
      "Taxa trimestral, recolhida até o 5º dia útil do mês seguinte ao fim de cada trimestre. Só é devida por quem exerce atividade do Anexo VIII da Lei 6.938/1981 (art. 17-C); entidades públicas, filantrópicas, agricultura de subsistência e populações tradicionais são isentas (art. 17-F).",
    recorrencia: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
    aplicaSe: { ctfAtivo: true },
    verificadoEm: "2026-11-28",
  },
  {
    codigo: "anm-ral",
    titulo: "Relatório Anual de Lavra (RAL)",
    orgao: "ANM",
    baseLegal: {
      ato: "Portaria DNPM nº 155/2016 (Consolidação Normativa do DNPM)",
      artigo: "art. 70, I",
      url: "https://www.gov.br/anm/pt-br/assuntos/noticias/anm-inicia-campanha-para-entrega-do-relatorio-anual-de-lavra-2013-ral-ano-base-2024",
      trecho:
        "A declaração deve ser enviada até 15/03/2025 para manifestos de mina, decretos de lavra, portarias de lavra, grupamentos mineiros, consórcios de mineração, registros de licenças com plano de aproveitamento econômico aprovado pela ANM, permissões de lavra garimpeira, registros de extração e áreas tituladas com guia de utilização.",
    },
    descricao:
      "Declaração anual da lavra do ano anterior, enviada pelo RALWeb por titulares ou arrendatários de título de lavra ou guia de utilização. Para registro de licença sem plano de aproveitamento econômico aprovado, o prazo é 31 de março: ajuste a data nesse caso.",
    recorrencia: { tipo: "anual", mes: 3, dia: 15, ajuste: "nenhum" },
    aplicaSe: { mineracao: true },
    verificadoEm: "2026-11-28",
  },
  {
    codigo: "cetesb-inventario-gee",
    titulo: "Inventário de Emissões de Gases de Efeito Estufa (CETESB)",
    orgao: "CETESB",
    baseLegal: {
      ato: "Decisão de Diretoria CETESB nº 083/2024/A",
      artigo: "art. 10 (prazo) e art. 3º (atividades obrigadas)",
      url: "https://cetesb.sp.gov.br/inventario-gee-empreendimentos/envio-de-inventario-de-gases-de-efeito-estufa/perguntas-e-respostas",
      trecho:
        "De acordo com o estabelecido no artigo 10 Decisão de Diretoria nº 083/2024/A, o prazo final é 31 de outubro.",
    },
    descricao:
      "Inventário anual das emissões do ano anterior, enviado à CETESB entre 1º de setembro e 31 de outubro. Obriga só os empreendimentos listados no art. 3º da decisão (alumínio, cimento, coqueria, ferro-gusa e aço, vidro, petroquímica, refinarias, entre outros): desmarque se o empreendimento não está na lista.",
    recorrencia: { tipo: "anual", mes: 10, dia: 31, ajuste: "nenhum" },
    aplicaSe: { uf: ["SP"] },
    verificadoEm: "2026-11-28",
  },
  {
    codigo: "mg-tfamg",
    titulo: "Taxa de Controle e Fiscalização Ambiental de Minas Gerais (TFAMG)",
    orgao: "SEMAD/MG",
    baseLegal: {
      ato: "Decreto estadual nº 44.045/2005 (MG), que regulamenta a Lei estadual nº 14.940/2003",
      artigo: "art. 10, com a redação do Decreto nº 44.276/2006",
      url: "http://www.siam.mg.gov.br/sla/download.pdf?idNorma=7356",
      trecho:
        "A TFAMG será devida no último dia útil de cada trimestre do ano civil, e será recolhida até o quinto dia útil do mês subseqüente",
    },
    descricao:
      "Taxa estadual trimestral, nos moldes da TCFA, devida por quem exerce em Minas Gerais atividade potencialmente poluidora ou utilizadora de recursos ambientais. Segundo a Secretaria de Fazenda de MG, é paga na GRU única emitida no site do Ibama, junto com a TCFA.",
    recorrencia: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
    aplicaSe: { all: [{ ctfAtivo: true }, { uf: ["MG"] }] },
    verificadoEm: "2026-11-28",
  },
  {
    codigo: "rj-tcfarj",
    titulo: "Taxa de Controle e Fiscalização Ambiental do Rio de Janeiro (TCFARJ)",
    orgao: "INEA",
    baseLegal: {
      ato: "Lei estadual nº 5.438/2009 (RJ), com a Lei estadual nº 5.629/2010",
      artigo: "prazo publicado pelo Inea na página da TCFA (a página não cita o artigo)",
      url: "http://www.inea.rj.gov.br/Portal/Agendas/PREVENCAOCONTROLEERECUPERCAO/TCFA/index.htm",
      trecho:
        "O recolhimento da TCFA deve ser efetuado pelos responsáveis por atividades potencialmente poluidoras, ao final de cada trimestre, com a tolerância de pagamento sem juros e multa até o 5º dia útil do mês subsequente.",
    },
    descricao:
      "Parcela estadual (60%) da TCFA, recolhida ao Inea por quem exerce atividade potencialmente poluidora no Estado do Rio de Janeiro. Vence ao fim de cada trimestre, sem juros nem multa até o 5º dia útil do mês seguinte.",
    recorrencia: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
    aplicaSe: { all: [{ ctfAtivo: true }, { uf: ["RJ"] }] },
    verificadoEm: "2026-11-28",
  },
];
