import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink, FileCheck2, Trash2 } from "lucide-react";
import { condicionanteStatusLabel, entregaNoPrazo, prazoBadge, type TGrupo } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { entregaRotulo } from "@/shared/rules/obrigacoes";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { nomeDoResponsavel } from "@/web/lib/responsavel";
import { ComprovacaoStatusSelect } from "./comprovacao-status-select";
import { StatusSelect } from "./status-condicionante";

// The deadline badge reads red when overdue, amber when due within 30 days, neutral later on.
const PRAZO_COLORS: Partial<Record<TGrupo, string>> = {
  vencidas: "bg-red-100 text-red-900",
  vencendo: "bg-amber-100 text-amber-900",
  a_vencer: "bg-muted text-foreground",
};

function statusColor(item: TCondicionanteItem) {
  if (item.aprovada || item.status === "concluida") return "bg-green-100 text-green-900";
  if (item.status === "atrasada") return "bg-red-100 text-red-900";
  if (item.status === "em_andamento") return "bg-blue-100 text-blue-900";
  return "bg-muted text-foreground";
}

/** Name (or the description when it has none), as every screen shows a condition. */
export const tituloCondicionante = (item: { nome: string | null; descricao: string }) => item.nome ?? item.descricao;

/** The licence's conditions panel, opened at this condition (and at its scheduled delivery). */
export function painelHref(item: TCondicionanteItem) {
  const params = new URLSearchParams({ condicionantes: item.licenca.id, condicionante: item.id });
  if (item.entrega) params.set("entrega", item.entrega.id);
  return `/licencas?${params}`;
}

/**
 * One obligation of a section (decision 013): a condition by its deadline, or one scheduled
 * delivery of a periodic condition by its own date. What it is, whose licence, when, and what to
 * do with it: change its status, open its proofs, go to its licence's panel, remove it.
 */
export function SecaoCard(props: {
  item: TCondicionanteItem;
  grupo: TGrupo;
  today: string;
  onRemove: (item: TCondicionanteItem) => void;
  onComprovacoes: (item: TCondicionanteItem) => void;
}) {
  const { item, grupo } = props;
  const { entrega } = item;
  const titleId = useId();
  const titulo = tituloCondicionante(item);
  const concluida = grupo === "concluidas";
  const data = entrega?.data ?? item.dataPrazo;
  const rotulo = entrega ? entregaRotulo(entrega) : null;
  return (
    // The card's own width, not the screen's, decides its layout: two cards a row on a laptop are
    // as narrow as one on a phone.
    <li className="@container">
      <article aria-labelledby={titleId} className="space-y-3 rounded-lg border bg-background p-4 shadow-sm">
        {/* Narrow: the badges go below the title instead of squeezing it a few letters wide. */}
        <div className="flex flex-col gap-2 @xl:flex-row @xl:items-start @xl:justify-between">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 id={titleId} className="break-words font-semibold">
              {titulo}
              {rotulo && <span className="sr-only">{` — ${rotulo}`}</span>}
            </h3>
            {item.nome && <p className="line-clamp-2 break-words text-sm text-muted-foreground">{item.descricao}</p>}
          </div>
          <div className="flex flex-wrap gap-2 @xl:justify-end">
            {rotulo && (
              <Badge variant="info" className="whitespace-nowrap" aria-hidden>
                {rotulo}
              </Badge>
            )}
            {!concluida && data && (
              <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", PRAZO_COLORS[grupo])}>
                {prazoBadge(data, props.today)}
              </Badge>
            )}
            {!entrega && (
              <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", statusColor(item))}>
                {condicionanteStatusLabel(item.status, item.aprovada)}
              </Badge>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm @xl:grid-cols-2">
          <Info label="Licença">{`${item.licenca.tipoNome} ${item.licenca.numero}`}</Info>
          {entrega ? (
            <Info label="Entrega agendada para">
              <span className="whitespace-nowrap">{formatIsoDate(entrega.data)}</span>
            </Info>
          ) : (
            <Info label="Prazo">
              <span className="whitespace-nowrap">
                {item.dataPrazo ? formatIsoDate(item.dataPrazo) : "Sem prazo definido"}
              </span>
            </Info>
          )}
          <Info label="Empreendimento">{item.empreendimento.nome}</Info>
          <Info label="Cliente">{item.cliente.nome}</Info>
          <Info label="Responsável">{nomeDoResponsavel(item.responsavel)}</Info>
          {concluida && (
            <Info label="Entregue em">
              {item.dataEntrega ? <Entrega dataEntrega={item.dataEntrega} dataPrazo={item.dataPrazo} /> : "-"}
            </Info>
          )}
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {entrega ? (
            // A delivery is made by leaving 'Agendada', as on its proof in the licence panel.
            <ComprovacaoStatusSelect
              comprovacao={{ id: entrega.id, statusComprovacao: "agendada" }}
              visibleLabel="Entrega"
              label={`Status da ${rotulo?.toLowerCase()} de ${titulo}`}
            />
          ) : (
            <StatusSelect condicionante={item} titulo={titulo} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => props.onComprovacoes(item)}>
              <FileCheck2 aria-hidden />
              Comprovações
              <span className="sr-only">{` de ${titulo}`}</span>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={painelHref(item)}>
                <ExternalLink aria-hidden />
                Ver Licença
              </Link>
            </Button>
            {/* A delivery belongs to its condition's schedule: the condition is removed from its own card or panel. */}
            {!entrega && (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => props.onRemove(item)}
              >
                <Trash2 aria-hidden />
                Remover
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

function Info(props: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted-foreground">{props.label}:</dt>{" "}
      <dd className="min-w-0 break-words">{props.children}</dd>
    </div>
  );
}

/** The delivery date, '(No prazo)' in green when on or before the deadline, else '(Atrasada)' in red. */
function Entrega(props: { dataEntrega: string; dataPrazo: string | null }) {
  const noPrazo = entregaNoPrazo(props.dataEntrega, props.dataPrazo);
  return (
    <>
      {formatIsoDate(props.dataEntrega)}{" "}
      <span className={noPrazo ? "text-green-700" : "text-red-700"}>{noPrazo ? "(No prazo)" : "(Atrasada)"}</span>
    </>
  );
}
