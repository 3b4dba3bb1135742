import type { TTotalLimitado } from "@/shared/schemas/paging";
import { Button } from "./button";
import { formatContagem, formatNumero, type TNomeContado } from "@/web/lib/format";

/**
 * "12 clientes · Página X de Y" with previous/next, for lists paged on the server; each list names
 * what it counts, so one reads "1 cliente". A capped total (`{ maisDe }`, the licence search)
 * reads "Mais de 1.000 licenças · Página X" and always offers the next page: the server counts
 * past each page it is asked for.
 */
export function Pagination(props: {
  page: number;
  pageSize: number;
  total: TTotalLimitado;
  nome: TNomeContado;
  onPage: (page: number) => void;
}) {
  const capped = typeof props.total !== "number";
  const total = typeof props.total === "number" ? props.total : props.total.maisDe;
  const pages = Math.max(1, Math.ceil(total / props.pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      {/* Two unbreakable halves: on a phone the line breaks before the "·", not after it. */}
      <span>
        <span className="whitespace-nowrap">
          {capped ? `Mais de ${formatNumero(total)} ${props.nome.varios}` : formatContagem(total, props.nome)}
        </span>{" "}
        <span className="whitespace-nowrap">
          · Página {props.page}
          {!capped && ` de ${formatNumero(pages)}`}
        </span>
      </span>
      <div className="ml-auto flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          Anterior
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!capped && props.page >= pages}
          onClick={() => props.onPage(props.page + 1)}
        >
          Próxima
        </Button>
      </div>
    </div>
  );
}
