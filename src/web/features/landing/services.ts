import { Building2, Droplets, FileBadge, FlaskConical, Leaf, Recycle, Wind, type LucideIcon } from "lucide-react";

export interface Service {
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: LucideIcon;
}

export const services: readonly Service[] = [
  {
    id: "condominios-loteamentos",
    title: "Condomínios e Loteamentos",
    description:
      "Assessoria ambiental completa para a aprovação e a implantação de condomínios e loteamentos, do estudo de viabilidade à licença de operação.",
    icon: Building2,
    features: [
      "Estudo de viabilidade ambiental do terreno",
      "Levantamento de Áreas de Preservação Permanente (APP) e de vegetação",
      "Elaboração de Estudo Ambiental Simplificado (EAS) e de RAP",
      "Projetos de drenagem pluvial e de esgotamento sanitário",
      "Acompanhamento dos processos junto ao IMA e à prefeitura",
    ],
  },
  {
    id: "responsabilidade-tecnica",
    title: "Responsabilidade Técnica (ART/RRT)",
    description:
      "Profissionais habilitados assumem a responsabilidade técnica por estudos, projetos e operação de sistemas, com emissão de ART ou RRT nos conselhos de classe.",
    icon: FileBadge,
    features: [
      "Emissão de ART no CREA-SC, CRQ e CRBio e de RRT no CAU/SC",
      "Responsável técnico por sistemas de tratamento de efluentes",
      "Responsabilidade técnica pelo cumprimento de condicionantes",
      "Elaboração de laudos e pareceres técnicos",
      "Relatórios periódicos aos órgãos ambientais",
    ],
  },
  {
    id: "operacao-ete",
    title: "Operação de Estação de Tratamento de Esgoto (ETE)",
    description:
      "Operação e manutenção de estações de tratamento de esgoto em condomínios, loteamentos e indústrias, atendendo aos padrões legais de lançamento de efluentes.",
    icon: Droplets,
    features: [
      "Operação rotineira e manutenção preventiva da ETE",
      "Controle de processo e ajuste da dosagem de produtos químicos",
      "Monitoramento da eficiência do tratamento",
      "Atendimento à Resolução CONAMA nº 430/2011 e à Lei Estadual nº 14.675/2009",
      "Treinamento de operadores e manual de operação",
      "Relatórios de monitoramento para o órgão ambiental",
    ],
  },
  {
    id: "pgrs",
    title: "Plano de Gerenciamento de Resíduos Sólidos (PGRS)",
    description:
      "Elaboração e implantação do PGRS em conformidade com a Política Nacional de Resíduos Sólidos (Lei nº 12.305/2010).",
    icon: Recycle,
    features: [
      "Diagnóstico e classificação dos resíduos (ABNT NBR 10.004)",
      "Procedimentos de segregação, acondicionamento e armazenamento",
      "Indicação de transportadores e destinadores licenciados",
      "Emissão e controle do Manifesto de Transporte de Resíduos (MTR)",
      "Treinamento das equipes e ações de educação ambiental",
    ],
  },
  {
    id: "monitoramento-gases",
    title: "Monitoramento e Análise de Gases",
    description:
      "Medição e análise de emissões atmosféricas e de gases em indústrias, ETEs e aterros, para o controle ambiental e a segurança do trabalho.",
    icon: Wind,
    features: [
      "Amostragem em chaminés e fontes fixas de emissão",
      "Monitoramento de H₂S, CH₄, CO, CO₂ e NH₃",
      "Avaliação da qualidade do ar e de odores",
      "Atendimento às Resoluções CONAMA nº 382/2006 e nº 436/2011",
      "Laudos técnicos com interpretação dos resultados",
    ],
  },
  {
    id: "licenciamento-ambiental",
    title: "Licenciamento Ambiental",
    description:
      "Condução de todo o processo de licenciamento junto ao IMA e aos órgãos municipais, da consulta prévia à renovação das licenças.",
    icon: Leaf,
    features: [
      "Licenças Ambientais Prévia (LAP), de Instalação (LAI) e de Operação (LAO)",
      "Autorização Ambiental (AuA) e Licença Ambiental por Compromisso (LAC)",
      "Elaboração de EIA/RIMA, RAP e EAS",
      "Gestão de condicionantes e de prazos de renovação",
      "Outorga de uso da água e Cadastro Ambiental Rural (CAR)",
    ],
  },
  {
    id: "amostragem-analises",
    title: "Amostragem e Análises Laboratoriais",
    description:
      "Coleta de amostras por equipe técnica treinada e análises em laboratórios acreditados, com resultados confiáveis para o monitoramento ambiental.",
    icon: FlaskConical,
    features: [
      "Coleta de efluentes, águas superficiais e subterrâneas",
      "Análises físico-químicas e microbiológicas",
      "Amostragem de solo e de resíduos",
      "Laboratórios parceiros acreditados na ABNT NBR ISO/IEC 17025",
      "Cadeia de custódia e laudos com interpretação técnica",
    ],
  },
];
