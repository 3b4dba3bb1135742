// The bin's words and numbers, written once for the server's answers and the screens.
import type { TLixeiraItens, TLixeiraTipo } from "../schemas/lixeira";

/** Days a deleted record stays restorable; the daily cleanup removes it after that. */
export const LIXEIRA_DIAS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const LIXEIRA_TIPO_LABELS: Record<TLixeiraTipo, string> = {
  cliente: "Cliente",
  empreendimento: "Empreendimento",
  licenca: "Licença",
  condicionante: "Condicionante",
  atividade: "Atividade",
  checklist: "Checklist",
  obrigacao: "Obrigação",
};

/**
 * Grammar of each kind: its noun, article and the pronouns of the sentences below; a free-text
 * title (a checklist's, an activity's) goes in quotes, so the sentence around it still reads.
 */
const GENERO: Record<TLixeiraTipo, { artigo: "o" | "a"; nome: string; aspas?: true }> = {
  cliente: { artigo: "o", nome: "cliente" },
  empreendimento: { artigo: "o", nome: "empreendimento" },
  licenca: { artigo: "a", nome: "licença" },
  condicionante: { artigo: "a", nome: "condicionante" },
  atividade: { artigo: "a", nome: "atividade", aspas: true },
  checklist: { artigo: "o", nome: "checklist", aspas: true },
  obrigacao: { artigo: "a", nome: "obrigação", aspas: true },
};

/** 'a licença AUD-121', 'o empreendimento Forno Túnel', 'o checklist “Vistoria do forno”'. */
export const registroComArtigo = (tipo: TLixeiraTipo, titulo: string) =>
  `${GENERO[tipo].artigo} ${GENERO[tipo].nome} ${GENERO[tipo].aspas ? `“${titulo}”` : titulo}`;

const PALAVRAS: Array<[keyof TLixeiraItens, string, string]> = [
  ["empreendimentos", "empreendimento", "empreendimentos"],
  ["licencas", "licença", "licenças"],
  ["condicionantes", "condicionante", "condicionantes"],
  ["entregas", "entrega agendada", "entregas agendadas"],
  ["obrigacoes", "obrigação", "obrigações"],
  ["vencimentos", "vencimento", "vencimentos"],
  ["comprovacoes", "comprovação", "comprovações"],
  ["atividades", "atividade", "atividades"],
  ["documentos", "documento", "documentos"],
  ["checklistItens", "item", "itens"],
];

/** '3 condicionantes, 13 entregas agendadas, 5 documentos'; zero counts left out; '' for none. */
export function descreverItens(itens: TLixeiraItens): string {
  return PALAVRAS.filter(([key]) => itens[key] > 0)
    .map(([key, um, varios]) => `${itens[key]} ${itens[key] === 1 ? um : varios}`)
    .join(", ");
}

/**
 * The confirmation of a delete, e.g. 'Tem certeza que deseja excluir a licença AUD-121? Irão para
 * a Lixeira junto com ela: 3 condicionantes, 13 entregas agendadas, 5 documentos. Você poderá
 * restaurá-la por 30 dias.' `verbo` keeps each screen's own ('excluir', 'deletar', 'remover');
 * who restores is said as it is: only administrators open the bin.
 */
export function textoExclusao(opts: {
  tipo: TLixeiraTipo;
  titulo: string;
  itens: TLixeiraItens;
  verbo: string;
  administrador: boolean;
}): string {
  const { artigo } = GENERO[opts.tipo];
  const ele = artigo === "a" ? "ela" : "ele";
  const lista = descreverItens(opts.itens);
  const total = Object.values(opts.itens).reduce((a, b) => a + b, 0);
  const vai = lista
    ? `${total === 1 ? "Irá" : "Irão"} para a Lixeira junto com ${ele}: ${lista}.`
    : `${ele === "ela" ? "Ela" : "Ele"} irá para a Lixeira.`;
  const quem = opts.administrador ? "Você poderá" : "Um administrador poderá";
  return (
    `Tem certeza que deseja ${opts.verbo} ${registroComArtigo(opts.tipo, opts.titulo)}? ${vai} ` +
    `${quem} restaurá-${artigo === "a" ? "la" : "lo"} por ${LIXEIRA_DIAS} dias.`
  );
}

/** The toast after 'Restaurar': 'Licença AUD-121 restaurada com sucesso!'. */
export function textoRestaurado(tipo: TLixeiraTipo, titulo: string): string {
  return `${LIXEIRA_TIPO_LABELS[tipo]} ${titulo} restaurad${GENERO[tipo].artigo} com sucesso!`;
}

/** The confirmation of 'Excluir definitivamente', saying what goes for good with the record. */
export function textoExcluirDefinitivamente(tipo: TLixeiraTipo, titulo: string, itens: TLixeiraItens): string {
  const { artigo } = GENERO[tipo];
  const ele = artigo === "a" ? "Ela" : "Ele";
  const lista = descreverItens(itens);
  const pergunta = `Tem certeza que deseja excluir definitivamente ${registroComArtigo(tipo, titulo)}?`;
  return lista
    ? `${pergunta} ${ele} e o que foi junto (${lista}) serão removidos, com os arquivos, e não poderão ser restaurados.`
    : `${pergunta} ${ele} será removid${artigo} e não poderá ser restaurad${artigo}.`;
}

/** When an entry deleted at `excluidoEm` leaves the bin for good. */
export const expiraEm = (excluidoEm: Date) => new Date(excluidoEm.getTime() + LIXEIRA_DIAS * DAY_MS);

/** The cleanup at `now` removes what was deleted at or before this instant: 30 full days passed. */
export const excluidasAte = (now: Date) => new Date(now.getTime() - LIXEIRA_DIAS * DAY_MS);

/** 'Expira em': whole days left, rounded up ('30 dias' right after the delete), 'hoje' at the end. */
export function diasRestantesTexto(expira: string | Date, now: Date): string {
  const dias = Math.ceil((new Date(expira).getTime() - now.getTime()) / DAY_MS);
  if (dias <= 0) return "hoje";
  return dias === 1 ? "1 dia" : `${dias} dias`;
}
