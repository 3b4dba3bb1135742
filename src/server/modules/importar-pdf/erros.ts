import { MAX_PAGINAS, type TMotivoRecusa } from "./tipos";

const MENSAGENS: Record<TMotivoRecusa, string> = {
  vazio: "O arquivo está vazio.",
  protegido: "O PDF está protegido por senha: envie uma cópia sem senha.",
  invalido: "O arquivo não é um PDF válido ou está corrompido.",
  "sem-texto": "O PDF não contém texto selecionável: parece ser uma digitalização.",
  "paginas-demais": `O PDF tem mais de ${MAX_PAGINAS} páginas.`,
  "limite-excedido": "O PDF excedeu o tempo ou a memória permitidos para a leitura.",
};

/** A PDF the import refuses; `motivo` lets the route pick the status (422 for the limits). */
export class ErroPdfRecusado extends Error {
  constructor(readonly motivo: TMotivoRecusa) {
    super(MENSAGENS[motivo]);
    this.name = "ErroPdfRecusado";
  }
}
