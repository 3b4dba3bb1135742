import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, LayoutTemplate, Plus } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { Card, CardContent } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { ListFrame } from "@/web/components/data-list";
import { useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { obrigacoesQueryOptions } from "./api";
import { ComprovacaoDialog, type TComprovacaoAlvo } from "./comprovacao-dialog";
import { ObrigacaoDeleteDialog } from "./obrigacao-delete-dialog";
import { ObrigacaoDetailsDialog } from "./obrigacao-details-dialog";
import { ObrigacaoFormDialog } from "./obrigacao-form-dialog";
import { ModelosDialog } from "./modelos-dialog";
import { NOME_OBRIGACOES, ObrigacoesFilters } from "./obrigacoes-filters";
import { ObrigacoesTable } from "./obrigacoes-table";
import { activeFilters, PAGE_KEYS, toApiParams, ZObrigacoesUrlSchema } from "./obrigacoes-url";

/**
 * /obrigacoes (issue 32): the due dates of the obligations that belong to no licence (RAPP, TCFA,
 * state reports), the nearest first, filtered on the server; `?detalhes=<id>` opens its details (the links of alerts, the calendar and the dashboard).
 */
export function ObrigacoesPage() {
  const state = useUrlState(ZObrigacoesUrlSchema, PAGE_KEYS);
  const { values, set } = state;
  const setPage = (page: number, replace = false) => set({ page }, replace);
  const query = useQuery(obrigacoesQueryOptions(toApiParams(values)));
  const [creating, setCreating] = useState(false);
  const [modelos, setModelos] = useState(false);
  const [cumprindo, setCumprindo] = useState<TComprovacaoAlvo | null>(null);
  const [excluindo, setExcluindo] = useState<{ id: string; titulo: string } | null>(null);
  const abrir = (id: string | null) => set({ detalhes: id }, true);

  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar obrigações", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, values.page, setPage, values.pageSize);

  const items = query.data?.items;
  const first = items?.[0];
  // Nothing open and no filter: a first visit, or everything met.
  const empty = query.isSuccess && query.data.total === 0 && activeFilters(values) === 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Obrigações</h1>
          <p className="text-muted-foreground">
            Prazos legais que não dependem de uma licença: RAPP, TCFA, relatórios estaduais.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportarMenu caminho="obrigacoes" filtros={toApiParams(values)} />
          {/* On a phone only its icon: the header's buttons stay on one line. */}
          <Button
            variant="outline"
            className="max-sm:w-10 max-sm:px-0"
            title="Modelos"
            onClick={() => setModelos(true)}
          >
            <LayoutTemplate aria-hidden />
            <span className="max-sm:sr-only">Modelos</span>
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Nova Obrigação
          </Button>
        </div>
      </div>

      <ObrigacoesFilters
        state={state}
        shown={items?.length}
        total={query.data?.total}
        known={{
          cliente: first?.cliente.id === values.cliente ? first?.cliente : undefined,
          empreendimento:
            first?.empreendimento && first.empreendimento.id === values.empreendimento
              ? first.empreendimento
              : undefined,
        }}
      />

      {empty ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <CalendarCheck aria-hidden className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">Nenhuma obrigação em aberto</p>
            <p className="max-w-prose text-sm text-muted-foreground">
              Cadastre as obrigações de cada empreendedor ou gere o calendário legal na página dele, a partir do CTF/APP
              e dos empreendimentos.
            </p>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Cadastrar Primeira Obrigação
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ListFrame>
          <ObrigacoesTable
            items={items}
            isPending={query.isPending}
            isError={query.isError}
            onOpen={(o) => abrir(o.obrigacaoId)}
            onComplete={(o) =>
              setCumprindo({ instanciaId: o.id, titulo: o.titulo, dataVencimento: o.dataVencimento, cumprir: true })
            }
            onDelete={(o) => setExcluindo({ id: o.obrigacaoId, titulo: o.titulo })}
          />
          <Pagination
            nome={NOME_OBRIGACOES}
            page={values.page}
            pageSize={values.pageSize}
            total={query.data?.total ?? 0}
            onPage={(p) => setPage(p)}
          />
        </ListFrame>
      )}

      <ObrigacaoFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(o) => {
          setCreating(false);
          abrir(o.id); // its first due date, as the rule gave it
        }}
      />
      <ObrigacaoDetailsDialog obrigacaoId={values.detalhes || null} onClose={() => abrir(null)} />
      <ComprovacaoDialog alvo={cumprindo} onClose={() => setCumprindo(null)} />
      <ModelosDialog open={modelos} onOpenChange={setModelos} />
      <ObrigacaoDeleteDialog obrigacao={excluindo} onClose={() => setExcluindo(null)} />
    </div>
  );
}
