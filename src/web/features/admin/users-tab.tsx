import { useQuery } from "@tanstack/react-query";
import { ROLE_LABELS } from "@/shared/schemas/admin";
import { isSuperAdmin } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { formatDocumento } from "@/shared/rules/documento";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { cn } from "@/web/lib/utils";
import { Badge } from "@/web/components/ui/badge";
import { Pagination } from "@/web/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { approvedUsersQueryOptions } from "./api";
import { MessageRow, PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/admin";

const LOAD_FAILED = "Erro ao carregar usuários aprovados.";

// The spec styles these three roles apart from the others.
const ROLE_STYLES: Record<string, string> = {
  super_admin: "border-transparent bg-purple-100 text-purple-900",
  admin: "border-transparent bg-blue-100 text-blue-900",
  moderator: "border-transparent bg-amber-100 text-amber-900",
};

export function UsersTab() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number) => set({ page: p });
  // A new search starts again on the first page; typing replaces the history entry.
  const setQ = (text: string) => set({ q: text }, true);
  const { data: me } = useMe();
  const query = useQuery(approvedUsersQueryOptions({ q, page, pageSize: PAGE_SIZE }, isSuperAdmin(me?.roles ?? [])));
  useClampPage(query.data?.total, page, setPage);
  useLoadErrorToast(query, () => notify.warning(LOAD_FAILED));

  const items = query.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <SearchField
        hideLabel
        className="w-full max-w-sm"
        id="users-search"
        label="Buscar usuários"
        placeholder="Buscar por nome, e-mail ou empresa"
        value={q}
        onSearch={setQ}
      />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead>Empresa</TableHead>
            <TableHead>Papel</TableHead>
            <TableHead>Data de Cadastro</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? (
            <MessageRow colSpan={5}>Carregando...</MessageRow>
          ) : query.isError && !query.data ? (
            <MessageRow colSpan={5}>{LOAD_FAILED}</MessageRow>
          ) : items.length === 0 ? (
            <MessageRow colSpan={5}>Nenhum usuário encontrado.</MessageRow>
          ) : (
            items.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-medium">{user.fullName || "-"}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <div>{user.companyName}</div>
                  {user.companyCnpj && (
                    <div className="text-xs text-muted-foreground">{formatDocumento(user.companyCnpj)}</div>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1">
                    {user.roles.length === 0
                      ? "-"
                      : user.roles.map((role) => (
                          <Badge key={role} variant="secondary" className={cn(ROLE_STYLES[role])}>
                            {ROLE_LABELS[role] ?? role}
                          </Badge>
                        ))}
                  </div>
                </TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
