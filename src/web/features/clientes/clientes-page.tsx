import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TCliente } from "@/shared/schemas/clientes";
import { notify } from "@/web/lib/notify";
import { ListFrame } from "@/web/components/data-list";
import { Pagination } from "@/web/components/ui/pagination";
import { useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { useUrlState } from "@/web/lib/use-url-state";
import { clienteErrorText, clientesQueryOptions } from "./api";
import { ClienteDeleteDialog } from "./cliente-delete-dialog";
import { ClienteFormDialog } from "./cliente-form-dialog";
import { ConviteDialog } from "./convite-dialog";
import { ClientesFilters } from "./clientes-filters";
import { ClientesTable } from "./clientes-table";
import { toApiParams, ZClientesUrlSchema } from "./clientes-url";
import { ExportarMenu } from "@/web/components/exportar-menu";

/** /clientes, called 'Empreendedor' in the menu: the company's clients, filtered on the server. */
export function ClientesPage() {
  const state = useUrlState(ZClientesUrlSchema);
  const { values: filters, set } = state;
  const setPage = (page: number, replace = false) => set({ page }, replace);
  const query = useQuery(clientesQueryOptions(toApiParams(filters)));
  // undefined: closed; null: a new client; a client: editing it.
  const [editing, setEditing] = useState<TCliente | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TCliente | null>(null);
  const [convidando, setConvidando] = useState<TCliente | null>(null);

  useLoadErrorToast(query, (err) => notify.error(clienteErrorText("carregar clientes", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, filters.page, setPage, filters.pageSize);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Empreendedor</h1>
          <p className="text-muted-foreground">Clientes da empresa: pessoas físicas e jurídicas atendidas.</p>
        </div>
        <ExportarMenu caminho="clientes" filtros={toApiParams(filters)} />
      </div>
      <ClientesFilters state={state} onNew={() => setEditing(null)} />
      <ListFrame>
        <ClientesTable
          items={query.data?.items}
          isPending={query.isPending}
          isError={query.isError}
          onEdit={setEditing}
          onDelete={setDeleting}
          onConvidar={setConvidando}
        />
        <Pagination
          nome={{ um: "cliente", varios: "clientes" }}
          page={filters.page}
          pageSize={filters.pageSize}
          total={query.data?.total ?? 0}
          onPage={(p) => setPage(p)}
        />
      </ListFrame>
      <ClienteFormDialog
        open={editing !== undefined}
        cliente={editing ?? undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ClienteDeleteDialog cliente={deleting} onClose={() => setDeleting(null)} />
      <ConviteDialog cliente={convidando} onClose={() => setConvidando(null)} />
    </div>
  );
}
