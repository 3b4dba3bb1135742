import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Building2, Plus } from "lucide-react";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { ImportarButton } from "@/web/components/importar-dialog";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { useUrlState } from "@/web/lib/use-url-state";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { ZPageQuerySchema } from "@/shared/schemas/paging";
import { empreendimentosQueryOptions } from "./api";
import { EmpreendimentoFormDialog } from "./empreendimento-form-dialog";
import { EmpreendimentosTable } from "./empreendimentos-table";
import { ListFrame } from "@/web/components/data-list";
import { acaoErrorText } from "@/web/lib/api";

export function EmpreendimentosPage() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number) => set({ page: p });
  // A new search starts again on the first page; typing replaces the history entry.
  const setQ = (text: string) => set({ q: text }, true);
  const query = useQuery(empreendimentosQueryOptions({ q, page, pageSize: PAGE_SIZE }));
  const [creating, setCreating] = useState(false);

  useClampPage(query.data?.total, page, setPage);
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar empreendimentos", err)));

  const total = query.data?.total ?? 0;
  const count = query.data ? total : "-";
  // The company has no project at all (not just none matching the search).
  const empty = query.isSuccess && total === 0 && q === "";

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Empreendimentos</h1>
        <div className="flex flex-wrap gap-2">
          <ExportarMenu caminho="empreendimentos" filtros={{ q }} />
          <ImportarButton tipo="empreendimentos" />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Novo Empreendimento
          </Button>
        </div>
      </div>

      <SearchField
        hideLabel
        className="w-full max-w-sm"
        id="empreendimentos-search"
        label="Buscar"
        placeholder="Buscar por nome, empreendedor, atividade, cidade ou estado"
        value={q}
        onSearch={setQ}
      />

      <Card role="region" aria-labelledby="empreendimentos-resumo">
        <CardHeader className="pb-3">
          <CardTitle id="empreendimentos-resumo" className="text-lg">
            Resumo
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
            <div>
              <dt className="text-sm text-muted-foreground">Total</dt>
              <dd className="text-2xl font-bold">{count}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Cadastrados</dt>
              <dd className="text-2xl font-bold">{count}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {empty ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <Building2 aria-hidden className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">Nenhum empreendimento cadastrado</p>
            <p className="text-sm text-muted-foreground">Cadastre o primeiro empreendimento de um cliente.</p>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Cadastrar Primeiro Empreendimento
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ListFrame>
          <EmpreendimentosTable items={query.data?.items} isPending={query.isPending} isError={query.isError} />
          <Pagination
            nome={{ um: "empreendimento", varios: "empreendimentos" }}
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPage={setPage}
          />
        </ListFrame>
      )}

      <EmpreendimentoFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
