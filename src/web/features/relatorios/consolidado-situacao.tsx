import { CircleCheck, OctagonAlert, TriangleAlert, type LucideIcon } from "lucide-react";
import { DUE_SOON_DAYS } from "@/shared/rules/condicionantes";
import { SITUACOES, SITUACAO_DESCRICOES, SITUACAO_LABELS, type TSituacao } from "@/shared/rules/consolidado";
import type { TCondicionantesPorPrazo, TLicencasPorStatus, TObrigacoesPorPrazo } from "@/shared/schemas/consolidado";
import { cn } from "@/web/lib/utils";

// What the consolidated report's screen and its printed sheet share: the situation's word and
// symbol (readable without colour), the legend, and the names of the counts.

const ICONES: Record<TSituacao, LucideIcon> = {
  critico: OctagonAlert,
  atencao: TriangleAlert,
  em_dia: CircleCheck,
};

const CORES: Record<TSituacao, string> = {
  critico: "bg-red-100 text-red-900",
  atencao: "bg-amber-100 text-amber-900",
  em_dia: "bg-green-100 text-green-900",
};

/** The traffic light: a word and a symbol, coloured on screen; `impresso` keeps it black on white. */
export function SituacaoBadge({ situacao, impresso = false }: { situacao: TSituacao; impresso?: boolean }) {
  const Icone = ICONES[situacao];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap font-semibold",
        impresso ? "text-black" : cn("rounded-full px-2.5 py-0.5 text-xs", CORES[situacao]),
      )}
    >
      <Icone aria-hidden className={impresso ? "size-3" : "size-3.5"} />
      {SITUACAO_LABELS[situacao]}
    </span>
  );
}

/** What puts a project in each situation. */
export function SituacaoLegenda({ impresso = false }: { impresso?: boolean }) {
  return (
    <dl
      aria-label="Legenda das situações"
      className={cn(
        "grid grid-cols-[max-content_1fr] items-baseline gap-x-2 gap-y-1",
        impresso ? "text-[9pt]" : "text-sm",
      )}
    >
      {SITUACOES.map((s) => (
        <div key={s} className="contents">
          <dt>
            <SituacaoBadge situacao={s} impresso={impresso} />
          </dt>
          <dd className={impresso ? undefined : "text-muted-foreground"}>{SITUACAO_DESCRICOES[s]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A count's names: whole (totals), short (the screen's cells), and the sheet's column heading. */
type TContagem<T> = { chave: keyof T; rotulo: string; curto: string; sigla: string; alarme?: "vermelho" | "ambar" };

export const LICENCAS_CONTAGENS: TContagem<TLicencasPorStatus>[] = [
  { chave: "vigente", rotulo: "Vigentes", curto: "Vigente", sigla: "Vig." },
  { chave: "alertaRenovacao", rotulo: "Alerta de Renovação", curto: "Alerta", sigla: "Alerta", alarme: "ambar" },
  { chave: "vencida", rotulo: "Vencidas", curto: "Vencida", sigla: "Venc.", alarme: "vermelho" },
  { chave: "emRenovacao", rotulo: "Em Renovação", curto: "Em renovação", sigla: "Renov." },
];

export const CONDICIONANTES_CONTAGENS: TContagem<TCondicionantesPorPrazo>[] = [
  { chave: "vencidas", rotulo: "Vencidas", curto: "Vencidas", sigla: "Venc.", alarme: "vermelho" },
  {
    chave: "vencendo30",
    rotulo: `Vencendo em ${DUE_SOON_DAYS} dias`,
    curto: `Próx. ${DUE_SOON_DAYS} dias`,
    sigla: `${DUE_SOON_DAYS} dias`,
    alarme: "ambar",
  },
  { chave: "aVencer", rotulo: "A vencer", curto: "A vencer", sigla: "A vencer" },
  { chave: "concluidas", rotulo: "Concluídas", curto: "Concluídas", sigla: "Concl." },
];

export const OBRIGACOES_CONTAGENS: TContagem<TObrigacoesPorPrazo>[] = [
  { chave: "atrasadas", rotulo: "Atrasadas", curto: "Atrasadas", sigla: "Atras.", alarme: "vermelho" },
  {
    chave: "vencendo30",
    rotulo: `Vencendo em ${DUE_SOON_DAYS} dias`,
    curto: `Próx. ${DUE_SOON_DAYS} dias`,
    sigla: `${DUE_SOON_DAYS} dias`,
    alarme: "ambar",
  },
];

/** What the obligations' counts are, said under the legend on screen and on paper. */
export const OBRIGACOES_NOTA =
  "Obrigações fora das licenças, pelos vencimentos não cumpridos: as do empreendedor sem empreendimento " +
  "definido contam em cada empreendimento dele, e os totais contam cada vencimento uma vez.";

/** A number that needs action stands out on screen (red or amber, bold); zeros recede. */
export const corDaContagem = (valor: number, alarme?: "vermelho" | "ambar") =>
  valor === 0
    ? "text-muted-foreground"
    : alarme === "vermelho"
      ? "font-semibold text-red-700"
      : alarme === "ambar"
        ? "font-semibold text-amber-800"
        : "font-medium";

/** A project's counts of one kind, label beside number, two by two (or one under the other). */
export function Contagens<T extends Record<string, number>>(props: {
  valores: T;
  contagens: TContagem<T>[];
  rotulo: string;
  umPorLinha?: boolean;
}) {
  return (
    <dl
      aria-label={props.rotulo}
      className={cn(
        "grid justify-between gap-x-2 gap-y-0.5 text-xs",
        props.umPorLinha ? "grid-cols-[auto_auto]" : "grid-cols-[auto_auto_auto_auto]",
      )}
    >
      {props.contagens.map((c) => (
        <div key={String(c.chave)} className="contents">
          <dt className="truncate text-muted-foreground" title={c.rotulo}>
            {c.curto}
          </dt>
          <dd className={cn("text-right tabular-nums", corDaContagem(props.valores[c.chave], c.alarme))}>
            {props.valores[c.chave]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The same counts as one line of text, for a phone's card. */
export const contagensTexto = <T extends Record<string, number>>(valores: T, contagens: TContagem<T>[]) =>
  // No-break spaces keep each label with its number when the line wraps.
  contagens.map((c) => `${c.curto} ${valores[c.chave]}`.replaceAll(" ", "\u00a0")).join(" · ");
