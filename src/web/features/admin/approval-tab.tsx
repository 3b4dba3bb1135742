import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserCheck, UserX } from "lucide-react";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Pagination } from "@/web/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { errorText, pendingUsersQueryOptions, useRejectUser, type TPendingUserRow } from "./api";
import { ApproveUserDialog } from "./approve-user-dialog";
import { MessageRow, PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/admin";

const LOAD_FAILED = "Erro ao carregar usuários";

export function ApprovalTab() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { page } = values;
  const setPage = (p: number) => set({ page: p });
  const query = useQuery(pendingUsersQueryOptions({ page, pageSize: PAGE_SIZE }));
  const reject = useRejectUser();
  const [approving, setApproving] = useState<TPendingUserRow | null>(null);

  useClampPage(query.data?.total, page, setPage);
  useLoadErrorToast(query, (err) => notify.error(errorText(LOAD_FAILED, err, ": ")));

  const onReject = (user: TPendingUserRow) => {
    if (!window.confirm(`Tem certeza que deseja rejeitar o usuário ${user.email}? A conta será excluída.`)) return;
    reject.mutate(user.id, {
      onSuccess: () => notify.success(`${user.email} foi removido.`, "Usuário Rejeitado"),
      onError: (err) => notify.error(errorText("Erro ao rejeitar usuário.", err)),
    });
  };

  const items = query.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead>Data de Cadastro</TableHead>
            <TableHead className="text-right">Ações</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? (
            <MessageRow colSpan={4}>Carregando...</MessageRow>
          ) : query.isError && !query.data ? (
            <MessageRow colSpan={4}>{errorText(LOAD_FAILED, query.error, ": ")}</MessageRow>
          ) : items.length === 0 ? (
            <MessageRow colSpan={4}>Nenhum usuário aguardando aprovação.</MessageRow>
          ) : (
            items.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-medium">{user.fullName || "-"}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{user.email}</span>
                    {!user.emailVerified && <Badge variant="warning">E-mail não confirmado</Badge>}
                  </div>
                </TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button size="sm" onClick={() => setApproving(user)}>
                      <UserCheck aria-hidden />
                      Aprovar
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      disabled={reject.isPending && reject.variables === user.id}
                      onClick={() => onReject(user)}
                    >
                      <UserX aria-hidden />
                      Rejeitar
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      <ApproveUserDialog user={approving} onClose={() => setApproving(null)} />
    </div>
  );
}
