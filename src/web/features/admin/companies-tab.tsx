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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { companiesQueryOptions, errorText, useDeleteCompany } from "./api";
import { CompanyFormDialog } from "./company-form-dialog";
import { MessageRow, PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/admin";

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

  const items = query.data?.items ?? [];
  return (
    <div className="grid gap-4">
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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>CNPJ</TableHead>
            <TableHead>Usuários</TableHead>
            <TableHead>Criada em</TableHead>
            <TableHead className="text-right">Ações</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? (
            <MessageRow colSpan={5}>Carregando...</MessageRow>
          ) : query.isError && !query.data ? (
            <MessageRow colSpan={5}>Erro ao carregar dados administrativos.</MessageRow>
          ) : items.length === 0 ? (
            <MessageRow colSpan={5}>Nenhuma empresa encontrada.</MessageRow>
          ) : (
            items.map((company) => (
              <TableRow key={company.id}>
                <TableCell className="font-medium">{company.name}</TableCell>
                <TableCell>{formatDocumento(company.cnpj) || "-"}</TableCell>
                <TableCell>{company.userCount}</TableCell>
                <TableCell>{formatDate(company.createdAt)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(company)}>
                      <Pencil aria-hidden />
                      Editar
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      disabled={remove.isPending && remove.variables === company.id}
                      onClick={() => onDelete(company)}
                    >
                      <Trash2 aria-hidden />
                      Excluir
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
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
