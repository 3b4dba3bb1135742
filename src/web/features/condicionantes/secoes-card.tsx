import { useId } from "react";
import { Link } from "react-router";
import { ExternalLink, FileCheck2, Trash2 } from "lucide-react";
import { condicionanteStatusLabel, type TGrupo } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { entregaRotulo } from "@/shared/rules/obrigacoes";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { CardInfo, EntregaNoPrazo, PrazoBadge } from "@/web/components/prazo-card";
import { nomeDoResponsavel } from "@/web/lib/responsavel";
import { ComprovacaoStatusSelect } from "./comprovacao-status-select";
import { StatusSelect } from "./status-condicionante";

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
            {!concluida && data && <PrazoBadge data={data} today={props.today} />}
            {!entrega && (
              <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", statusColor(item))}>
                {condicionanteStatusLabel(item.status, item.aprovada)}
              </Badge>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm @xl:grid-cols-2">
          <CardInfo label="Licença">{`${item.licenca.tipoNome} ${item.licenca.numero}`}</CardInfo>
          {entrega ? (
            <CardInfo label="Entrega agendada para">
              <span className="whitespace-nowrap">{formatIsoDate(entrega.data)}</span>
            </CardInfo>
          ) : (
            <CardInfo label="Prazo">
              <span className="whitespace-nowrap">
                {item.dataPrazo ? formatIsoDate(item.dataPrazo) : "Sem prazo definido"}
              </span>
            </CardInfo>
          )}
          <CardInfo label="Empreendimento">{item.empreendimento.nome}</CardInfo>
          <CardInfo label="Cliente">{item.cliente.nome}</CardInfo>
          <CardInfo label="Responsável">{nomeDoResponsavel(item.responsavel)}</CardInfo>
          {concluida && (
            <CardInfo label="Entregue em">
              {item.dataEntrega ? <EntregaNoPrazo dataEntrega={item.dataEntrega} dataPrazo={item.dataPrazo} /> : "-"}
            </CardInfo>
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
