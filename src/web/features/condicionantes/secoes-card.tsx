import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink, Trash2 } from "lucide-react";
import { condicionanteStatusLabel, entregaNoPrazo, prazoBadge, type TGrupo } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

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

/** One condition of a section: what it is, whose licence, its deadline, and what to do with it. */
export function SecaoCard(props: {
  item: TCondicionanteItem;
  grupo: TGrupo;
  today: string;
  onRemove: (item: TCondicionanteItem) => void;
}) {
  const { item, grupo } = props;
  const titleId = useId();
  const concluida = grupo === "concluidas";
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-3 rounded-lg border bg-background p-4 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 id={titleId} className="break-words font-semibold">
              {tituloCondicionante(item)}
            </h3>
            {item.nome && <p className="line-clamp-2 break-words text-sm text-muted-foreground">{item.descricao}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            {!concluida && item.dataPrazo && (
              <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", PRAZO_COLORS[grupo])}>
                {prazoBadge(item.dataPrazo, props.today)}
              </Badge>
            )}
            <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", statusColor(item))}>
              {condicionanteStatusLabel(item.status, item.aprovada)}
            </Badge>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Info label="Licença">{`${item.licenca.tipoNome} ${item.licenca.numero}`}</Info>
          <Info label="Prazo">{item.dataPrazo ? formatIsoDate(item.dataPrazo) : "Sem prazo definido"}</Info>
          <Info label="Empreendimento">{item.empreendimento.nome}</Info>
          <Info label="Cliente">{item.cliente.nome}</Info>
          {concluida && (
            <Info label="Entregue em">
              {item.dataEntrega ? <Entrega dataEntrega={item.dataEntrega} dataPrazo={item.dataPrazo} /> : "-"}
            </Info>
          )}
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/licencas?detalhes=${encodeURIComponent(item.licenca.id)}`}>
              <ExternalLink aria-hidden />
              Ver Licença
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => props.onRemove(item)}
          >
            <Trash2 aria-hidden />
            Remover
          </Button>
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
