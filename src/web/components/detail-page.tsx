import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { Button } from "@/web/components/ui/button";
import { NotFoundPage } from "@/web/components/not-found-page";

/** An id that names no record: 404, or 400 for one that is not an id at all. */
const naoExiste = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/**
 * A record's own page (/clientes/:id, /empreendimentos/:id): the link back to its list above
 * whatever the page shows — 'Carregando…' while the record loads, the load's error with 'Tentar
 * novamente', or the record as `children` draws it — and the 404 page for an id that names none.
 */
export function DetailPage<T>(props: {
  query: UseQueryResult<T>;
  voltar: { to: string; label: string };
  /** The record's kind in words, lower case: "cliente" → 'Carregando cliente...'. */
  registro: string;
  children: (registro: T) => ReactNode;
}) {
  const { query, voltar, registro } = props;
  if (query.isError && naoExiste(query.error)) return <NotFoundPage />;
  const back = (
    <Link to={voltar.to} className="inline-flex items-center gap-2 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      {voltar.label}
    </Link>
  );
  if (query.isError)
    return (
      <div className="grid justify-items-start gap-4">
        {back}
        <p role="alert" className="text-destructive">
          {acaoErrorText(`carregar ${registro}`, query.error)}
        </p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  return (
    <div className="grid gap-6">
      {back}
      {query.isPending ? <p className="text-muted-foreground">Carregando {registro}...</p> : props.children(query.data)}
    </div>
  );
}
