import { GRUPO_TITULOS, type TGrupo } from "@/shared/rules/condicionantes";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import type { TPage } from "@/shared/schemas/paging";
import { Badge } from "@/web/components/ui/badge";
import { Pagination } from "@/web/components/ui/pagination";
import { SecaoCard } from "./secoes-card";

const VAZIA: Record<TGrupo, string> = {
  vencidas: "Nenhuma condicionante ou entrega vencida.",
  vencendo: "Nenhuma condicionante ou entrega vence nos próximos 30 dias.",
  a_vencer: "Nenhuma condicionante ou entrega com prazo depois dos próximos 30 dias.",
  concluidas: "Nenhuma condicionante concluída.",
};

/** One section of the conditions screen: its title and count, one page of cards, its own pager. */
export function Secao(props: {
  grupo: TGrupo;
  data: TPage<TCondicionanteItem>;
  page: number;
  pageSize: number;
  q: string;
  today: string;
  onPage: (page: number) => void;
  onRemove: (item: TCondicionanteItem) => void;
  onComprovacoes: (item: TCondicionanteItem) => void;
}) {
  const { grupo, data } = props;
  const titleId = `secao-${grupo}`;
  const titulo = GRUPO_TITULOS[grupo];
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {titulo}
        </h2>
        <Badge variant={grupo === "vencidas" && data.total > 0 ? "destructive" : "secondary"}>
          {data.total}
          <span className="sr-only">{data.total === 1 ? " condicionante" : " condicionantes"}</span>
        </Badge>
      </div>
      {data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {props.q ? `Nenhuma condicionante desta seção corresponde à busca "${props.q}".` : VAZIA[grupo]}
        </p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {data.items.map((item) => (
            <SecaoCard
              // A periodic condition has a card per scheduled delivery.
              key={item.entrega?.id ?? item.id}
              item={item}
              grupo={grupo}
              today={props.today}
              onRemove={props.onRemove}
              onComprovacoes={props.onComprovacoes}
            />
          ))}
        </ul>
      )}
      {data.total > props.pageSize && (
        <nav aria-label={`Páginas de ${titulo}`}>
          <Pagination
            nome={{ um: "condicionante", varios: "condicionantes" }}
            page={props.page}
            pageSize={props.pageSize}
            total={data.total}
            onPage={props.onPage}
          />
        </nav>
      )}
    </section>
  );
}
