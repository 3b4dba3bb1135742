import type { ReactNode } from "react";
import { Badge } from "@/web/components/ui/badge";
import { Pagination } from "@/web/components/ui/pagination";
import type { TTotalLimitado } from "@/shared/schemas/paging";
import { formatTotal } from "@/web/lib/format";

/**
 * One deadline section of a screen (the conditions' and the obligations' 'Por prazo'): its title
 * and count — red when it is the overdue one and holds any —, its cards or the line saying why
 * there are none, and its own pager when it has more than a page. A capped total (a filtered
 * conditions screen, decision 066) reads "mais de 1.000" and keeps the pager.
 */
export function SecaoDePrazo(props: {
  id: string;
  titulo: string;
  total: TTotalLimitado;
  /** The overdue section: its count reads red while it holds any. */
  vencida: boolean;
  /** What its count counts, as the pager names it. */
  nome: { um: string; varios: string };
  /** Shown instead of the cards when the page holds none. */
  vazia: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page's cards (`<li>`s); none: `vazia` is shown. */
  children: ReactNode[];
}) {
  const { total, titulo } = props;
  const algum = typeof total !== "number" || total > 0;
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id={props.id} className="text-xl font-semibold">
          {titulo}
        </h2>
        <Badge variant={props.vencida && algum ? "destructive" : "secondary"} className="shrink-0 whitespace-nowrap">
          {formatTotal(total)}
          <span className="sr-only">{` ${total === 1 ? props.nome.um : props.nome.varios}`}</span>
        </Badge>
      </div>
      {props.children.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{props.vazia}</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">{props.children}</ul>
      )}
      {(typeof total !== "number" || total > props.pageSize) && (
        <nav aria-label={`Páginas de ${titulo}`}>
          <Pagination
            nome={props.nome}
            page={props.page}
            pageSize={props.pageSize}
            total={total}
            onPage={props.onPage}
          />
        </nav>
      )}
    </section>
  );
}
