import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ZPageQuerySchema } from "@/shared/schemas/paging";
import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import { LIXEIRA_DIAS, textoExcluirDefinitivamente, textoRestaurado } from "@/shared/rules/lixeira";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { Card, CardContent } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { lixeiraQueryOptions, useExcluirDefinitivamente, useRestaurar } from "./api";
import { LixeiraLista } from "./lixeira-lista";

/** /lixeira: what the company deleted in the last 30 days, to restore or remove for good (admins). */
export function LixeiraPage() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number, replace = false) => set({ page: p }, replace);
  const query = useQuery(lixeiraQueryOptions({ q, page, pageSize: PAGE_SIZE }));
  const restaurar = useRestaurar();
  const excluir = useExcluirDefinitivamente();
  const [excluindo, setExcluindo] = useState<TLixeiraItem | null>(null);
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar a Lixeira", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, page, setPage);

  const onRestaurar = (item: TLixeiraItem) =>
    restaurar.mutate(item.id, {
      onSuccess: () => notify.success(textoRestaurado(item.tipo, item.titulo)),
      onError: (err) => notify.error(acaoErrorText("restaurar", err)),
    });
  const onExcluir = () => {
    if (!excluindo) return;
    excluir.mutate(excluindo.id, {
      onSuccess: () => notify.success("Excluído definitivamente."),
      onError: (err) => notify.error(acaoErrorText("excluir definitivamente", err)),
      onSettled: () => setExcluindo(null),
    });
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Lixeira</h1>
        <p className="text-muted-foreground">
          Registros excluídos nos últimos {LIXEIRA_DIAS} dias, com o que foi junto. Depois disso, são removidos
          definitivamente, com seus arquivos.
        </p>
      </div>
      <SearchField
        className="w-full max-w-sm"
        id="lixeira-busca"
        label="Buscar na Lixeira"
        placeholder="Buscar pelo nome ou número"
        value={q}
        onSearch={(text) => set({ q: text }, true)}
      />
      <Card>
        {/* Narrower padding on a phone: the cards inside have their own. */}
        <CardContent className="p-3 sm:p-6">
          <LixeiraLista
            items={query.data?.items}
            isPending={query.isPending}
            isError={query.isError}
            busy={restaurar.isPending || excluir.isPending}
            now={new Date()}
            onRestaurar={onRestaurar}
            onExcluir={setExcluindo}
          />
          <Pagination
            nome={{ um: "registro", varios: "registros" }}
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={(p) => setPage(p)}
          />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={excluindo !== null}
        title="Excluir definitivamente"
        confirmLabel="Excluir definitivamente"
        busy={excluir.isPending}
        onConfirm={onExcluir}
        onClose={() => setExcluindo(null)}
      >
        {excluindo && textoExcluirDefinitivamente(excluindo.tipo, excluindo.titulo, excluindo.itens)}
      </ConfirmDialog>
    </div>
  );
}
