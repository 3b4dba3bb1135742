import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { TCompany } from "@/shared/schemas/admin";
import { formatDocumento } from "@/shared/rules/documento";
import { ApiError } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Pagination } from "@/web/components/ui/pagination";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import { companiesQueryOptions, errorText, useDeleteCompany } from "./api";
import { CompanyFormDialog } from "./company-form-dialog";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/paging";

const COLUMNS: TColumn<TCompany>[] = [
  { header: "Nome", className: "font-medium", cell: (c) => <CellText text={c.name} lines={2} /> },
  {
    header: "CNPJ",
    width: "w-[10.5rem]",
    from: "xl",
    className: "whitespace-nowrap",
    cell: (c) => formatDocumento(c.cnpj) || "-",
  },
  { header: "Usuários", width: "w-[6rem]", from: "2xl", cell: (c) => c.userCount },
  { header: "Criada em", width: "w-[7.5rem]", from: "2xl", cell: (c) => formatDate(c.createdAt) },
];

const DELETE_FAILED = "Erro ao excluir empresa. Verifique se não há usuários vinculados.";

export function CompaniesTab() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number) => set({ page: p });
  // A new search starts again on the first page; typing replaces the history entry.
  const setQ = (text: string) => set({ q: text }, true);
  const query = useQuery(companiesQueryOptions({ q, page, pageSize: PAGE_SIZE }));
  const remove = useDeleteCompany();
  // undefined: closed; null: new company; a company: editing it.
  const [editing, setEditing] = useState<TCompany | null | undefined>(undefined);

  useClampPage(query.data?.total, page, setPage);
  useLoadErrorToast(query, (err) => notify.error(errorText("Erro ao carregar dados administrativos.", err)));

  const onDelete = (company: TCompany) => {
    if (!window.confirm(`Tem certeza que deseja excluir a empresa ${company.name}?`)) return;
    remove.mutate(company.id, {
      onSuccess: () => notify.success("Empresa excluída com sucesso."),
      onError: (err) => notify.error(err instanceof ApiError ? err.message : DELETE_FAILED),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchField
          hideLabel
          className="w-full max-w-sm"
          id="companies-search"
          label="Buscar empresas"
          placeholder="Buscar por nome ou CNPJ"
          value={q}
          onSearch={setQ}
        />
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden />
          Nova Empresa
        </Button>
      </div>
      <DataList
        label="Empresas"
        items={query.data?.items}
        rowKey={(c) => c.id}
        isPending={query.isPending}
        isError={query.isError}
        messages={{
          loading: "Carregando...",
          error: "Erro ao carregar dados administrativos.",
          empty: "Nenhuma empresa encontrada.",
        }}
        columns={COLUMNS}
        actions={{
          label: (c) => `Ações de ${c.name}`,
          items: (company) => [
            { label: "Editar", ariaLabel: `Editar ${company.name}`, icon: Pencil, onSelect: () => setEditing(company) },
            {
              label: "Excluir",
              ariaLabel: `Excluir ${company.name}`,
              icon: Trash2,
              destructive: true,
              disabled: remove.isPending && remove.variables === company.id,
              onSelect: () => onDelete(company),
            },
          ],
          display: "buttons",
          width: "w-[6.5rem]",
        }}
        card={(c) => ({
          title: c.name,
          subtitle: formatDocumento(c.cnpj) || undefined,
          fields: [
            { label: "Usuários", value: c.userCount },
            { label: "Criada em", value: formatDate(c.createdAt) },
          ],
        })}
      />
      <Pagination
        nome={{ um: "empresa", varios: "empresas" }}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPage={setPage}
      />
      <CompanyFormDialog
        open={editing !== undefined}
        company={editing ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
    </div>
  );
}
