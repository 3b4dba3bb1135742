import { Button } from "./button";

/** "Página X de Y" with previous/next, for lists paged on the server. */
export function Pagination(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <div className="flex items-center justify-between gap-2 py-3 text-sm">
      <span>
        {props.total} {props.total === 1 ? "registro" : "registros"} · Página {props.page} de {pages}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
          Próxima
        </Button>
      </div>
    </div>
  );
}
