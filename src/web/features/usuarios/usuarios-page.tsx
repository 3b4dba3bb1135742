import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ZPageQuerySchema } from "@/shared/schemas/paging";
import type { TUsuario } from "@/shared/schemas/usuarios";
import { isAdminRole } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { ListFrame } from "@/web/components/data-list";
import { SearchField } from "@/web/components/search-field";
import { Pagination } from "@/web/components/ui/pagination";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { usuariosQueryOptions } from "./api";
import { AtivoDialog, PapelDialog } from "./usuario-dialogs";
import { UsuariosTable } from "./usuarios-table";

/**
 * /usuarios: the company's users, for every approved user to read; its administrators change
 * roles and deactivate accounts (docs/decisions/019-roles.md).
 */
export function UsuariosPage() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number) => set({ page: p });
  const { data: me } = useMe();
  const query = useQuery(usuariosQueryOptions({ q, page, pageSize: PAGE_SIZE }));
  const [papel, setPapel] = useState<TUsuario | null>(null);
  const [ativo, setAtivo] = useState<TUsuario | null>(null);
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, page, setPage);
  useLoadErrorToast(query, () => notify.error("Erro ao carregar usuários"));

  const admin = me && isAdminRole(me.roles);
  const canChange = admin ? (u: TUsuario) => u.id !== me.user.id && !u.roles.includes("super_admin") : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Usuários</h1>
          <p className="text-muted-foreground">
            {admin
              ? "Pessoas da sua empresa: altere a função ou desative quem saiu."
              : "Pessoas da sua empresa. Só os administradores alteram funções e contas."}
          </p>
        </div>
        <ExportarMenu caminho="usuarios" filtros={{ q }} />
      </div>
      <SearchField
        hideLabel
        className="w-full max-w-sm"
        id="usuarios-busca"
        label="Buscar usuários"
        placeholder="Buscar por nome ou ID"
        value={q}
        onSearch={(text) => set({ q: text }, true)}
      />
      <ListFrame>
        <UsuariosTable
          items={query.data?.items}
          isPending={query.isPending}
          isError={query.isError}
          canChange={canChange}
          onPapel={setPapel}
          onAtivo={setAtivo}
        />
        <Pagination
          nome={{ um: "usuário", varios: "usuários" }}
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListFrame>
      <PapelDialog usuario={papel} onClose={() => setPapel(null)} />
      <AtivoDialog usuario={ativo} onClose={() => setAtivo(null)} />
    </div>
  );
}
