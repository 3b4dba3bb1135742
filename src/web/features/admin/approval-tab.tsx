import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserCheck, UserX } from "lucide-react";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { Badge } from "@/web/components/ui/badge";
import { Pagination } from "@/web/components/ui/pagination";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import { errorText, pendingUsersQueryOptions, useRejectUser, type TPendingUserRow } from "./api";
import { ApproveUserDialog } from "./approve-user-dialog";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/paging";

const LOAD_FAILED = "Erro ao carregar usuários";

const NaoConfirmado = () => <Badge variant="warning">E-mail não confirmado</Badge>;

const COLUMNS: TColumn<TPendingUserRow>[] = [
  { header: "Nome", className: "font-medium", cell: (u) => <CellText text={u.fullName} lines={2} /> },
  {
    header: "E-mail",
    cell: (u) => (
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <CellText text={u.email} className="min-w-0 max-w-full" />
        {!u.emailVerified && <NaoConfirmado />}
      </span>
    ),
  },
  { header: "Data de Cadastro", width: "w-[8.5rem]", from: "xl", cell: (u) => formatDate(u.createdAt) },
];

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

  return (
    <div className="grid grid-cols-1 gap-4">
      <DataList
        label="Usuários aguardando aprovação"
        items={query.data?.items}
        rowKey={(u) => u.id}
        isPending={query.isPending}
        isError={query.isError}
        messages={{
          loading: "Carregando...",
          error: errorText(LOAD_FAILED, query.error, ": "),
          empty: "Nenhum usuário aguardando aprovação.",
        }}
        columns={COLUMNS}
        actions={{
          label: (u) => `Ações de ${u.email}`,
          items: (user) => [
            {
              label: "Aprovar",
              ariaLabel: `Aprovar ${user.email}`,
              icon: UserCheck,
              primary: true,
              onSelect: () => setApproving(user),
            },
            {
              label: "Rejeitar",
              ariaLabel: `Rejeitar ${user.email}`,
              icon: UserX,
              destructive: true,
              disabled: reject.isPending && reject.variables === user.id,
              onSelect: () => onReject(user),
            },
          ],
          display: "buttons",
          withText: true,
          width: "w-[13.5rem]",
        }}
        card={(u) => ({
          title: u.fullName || u.email,
          subtitle: u.fullName ? u.email : undefined,
          badge: !u.emailVerified ? <NaoConfirmado /> : undefined,
          fields: [{ label: "Cadastro", value: formatDate(u.createdAt) }],
        })}
      />
      <Pagination
        nome={{ um: "usuário", varios: "usuários" }}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPage={setPage}
      />
      <ApproveUserDialog user={approving} onClose={() => setApproving(null)} />
    </div>
  );
}
