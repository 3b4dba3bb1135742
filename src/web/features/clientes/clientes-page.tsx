import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TCliente } from "@/shared/schemas/clientes";
import { notify } from "@/web/lib/notify";
import { Card, CardContent } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { useLoadErrorToast } from "@/web/features/admin/list-controls";
import { clienteErrorText, clientesQueryOptions } from "./api";
import { ClienteDeleteDialog } from "./cliente-delete-dialog";
import { ClienteFormDialog } from "./cliente-form-dialog";
import { ClientesFilters } from "./clientes-filters";
import { ClientesTable } from "./clientes-table";
import { useClientesParams, type TClientesFilters } from "./use-clientes-params";

/** The filters as the API reads them; empty values are left out of the query string. */
function toApiParams(f: TClientesFilters) {
  return {
    q: f.q || undefined,
    estado: f.estado || undefined,
    cidade: f.cidade || undefined,
    responsavel: f.responsavel || undefined,
    tipo: f.tipo,
    situacao: f.situacao,
    page: f.page,
    pageSize: f.pageSize,
  } as Parameters<typeof clientesQueryOptions>[0];
}

/** /clientes, called 'Empreendedor' in the menu: the company's clients, filtered on the server. */
export function ClientesPage() {
  const state = useClientesParams();
  const { filters, setPage } = state;
  const query = useQuery(clientesQueryOptions(toApiParams(filters)));
  // undefined: closed; null: a new client; a client: editing it.
  const [editing, setEditing] = useState<TCliente | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TCliente | null>(null);

  useLoadErrorToast(query, (err) => notify.error(clienteErrorText("carregar clientes", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, filters.page, filters.pageSize, setPage);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Empreendedor</h1>
        <p className="text-muted-foreground">Clientes da empresa: pessoas físicas e jurídicas atendidas.</p>
      </div>
      <ClientesFilters state={state} onNew={() => setEditing(null)} />
      <Card>
        <CardContent className="pt-6">
          <ClientesTable
            items={query.data?.items}
            isPending={query.isPending}
            isError={query.isError}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          <Pagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={query.data?.total ?? 0}
            onPage={(p) => setPage(p)}
          />
        </CardContent>
      </Card>
      <ClienteFormDialog
        open={editing !== undefined}
        cliente={editing ?? undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ClienteDeleteDialog cliente={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** After a delete or a filter empties the last page, moves back to the last page that exists. */
function useClampPage(
  total: number | undefined,
  page: number,
  pageSize: number,
  setPage: (p: number, r?: boolean) => void,
) {
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  const setPageRef = useRef(setPage);
  useEffect(() => {
    setPageRef.current = setPage;
  });
  useEffect(() => {
    if (page > last) setPageRef.current(last, true);
  }, [page, last]);
}
