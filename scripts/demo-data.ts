// Realistic demo portfolio of a consultancy in western Santa Catarina and neighbours.
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
  { tipo: "RLO", orgao: "FEPAM", validadeEmDias: -3, emRenovacao: true, arquivos: ["Protocolo de renovação.pdf"] },
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
