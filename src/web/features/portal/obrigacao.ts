import { grupoCondicionante, prazoBadge, type TComprovacaoStatus, type TGrupo } from "@/shared/rules/condicionantes";
import type { TPortalObrigacao } from "@/shared/schemas/portal";

// How the portal shows an obligation's deadline and its proofs, as the conditions screen does.

/** The deadline's badge: its text and the conditions screen's colour for its section. */
export function prazoDaObrigacao(o: Pick<TPortalObrigacao, "status" | "dataPrazo" | "entrega">, today: string) {
  const data = o.entrega?.data ?? o.dataPrazo;
  const grupo: TGrupo | null =
    o.status === "concluida" && !o.entrega ? "concluidas" : grupoCondicionante("", data, today);
  if (grupo === "concluidas") return { data, grupo, texto: "Concluída", cor: PRAZO_CORES.concluidas };
  if (!data || !grupo) return { data, grupo, texto: "Sem prazo definido", cor: "bg-muted text-foreground" };
  return { data, grupo, texto: prazoBadge(data, today), cor: PRAZO_CORES[grupo] };
}

const PRAZO_CORES: Record<TGrupo, string> = {
  vencidas: "bg-red-100 text-red-900",
  vencendo: "bg-amber-100 text-amber-900",
  a_vencer: "bg-muted text-foreground",
  concluidas: "bg-green-100 text-green-900",
};

/** A proof's state badge: waiting is blue, approved green, rejected red, the rest neutral. */
export const COMPROVACAO_CORES: Record<TComprovacaoStatus, string> = {
  pendente: "bg-muted text-foreground",
  agendada: "bg-muted text-foreground",
  em_analise: "bg-blue-100 text-blue-900",
  aprovada: "bg-green-100 text-green-900",
  rejeitada: "bg-red-100 text-red-900",
};

/** The title is the condition's name, or its description when it has none: then it is not said twice. */
export const descricaoExtra = (o: Pick<TPortalObrigacao, "titulo" | "descricao">) =>
  o.descricao.trim() && o.descricao.trim() !== o.titulo.trim() ? o.descricao : null;

/** A stable key: a periodic condition stands once per scheduled delivery. */
export const obrigacaoKey = (o: Pick<TPortalObrigacao, "condicionanteId" | "entrega">) =>
  o.entrega ? `${o.condicionanteId}:${o.entrega.id}` : o.condicionanteId;
