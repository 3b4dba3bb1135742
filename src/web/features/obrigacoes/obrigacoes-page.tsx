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
import { OBRIGACAO_SECOES, type TObrigacaoSecao } from "@/shared/rules/obrigacoes-legais";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { serverToday } from "@/web/lib/server-today";
import type { TObrigacaoItem, TObrigacoesSecoes } from "@/shared/schemas/obrigacoes";
import { obrigacoesQueryOptions, obrigacoesSecoesQueryOptions } from "./api";
import { ComprovacaoDialog, type TComprovacaoAlvo } from "./comprovacao-dialog";
import { ObrigacaoDeleteDialog } from "./obrigacao-delete-dialog";
import { ObrigacaoDetailsDialog } from "./obrigacao-details-dialog";
import { ObrigacaoFormDialog } from "./obrigacao-form-dialog";
import { ModelosDialog } from "./modelos-dialog";
import { NOME_OBRIGACOES, ObrigacoesFilters } from "./obrigacoes-filters";
import { ObrigacoesTable } from "./obrigacoes-table";
import { ObrigacoesPrazos } from "./obrigacoes-prazos";
import {
  activeFilters,
  KEEP_ON_CLEAR,
  PAGE_KEYS,
  toApiParams,
  toSecoesParams,
  ZObrigacoesUrlSchema,
} from "./obrigacoes-url";

/**
 * /obrigacoes (issue 32): the due dates of the obligations that belong to no licence (RAPP, TCFA,
 * state reports), filtered on the server: as a list, the nearest first, or 'Por prazo' in the
 * conditions screen's sections (decision 061); `?detalhes=<id>` opens its details (the links of
 * alerts, the calendar and the dashboard).
 */
export function ObrigacoesPage() {
  const state = useUrlState(ZObrigacoesUrlSchema, PAGE_KEYS, KEEP_ON_CLEAR);
  const { values, set } = state;
  const setPage = (page: number, replace = false) => set({ page }, replace);
  const porPrazo = values.visao === "prazos";
  // One call for the screen: the view's.
  const query = useQuery({ ...obrigacoesQueryOptions(toApiParams(values)), enabled: !porPrazo });
  const secoes = useQuery({ ...obrigacoesSecoesQueryOptions(toSecoesParams(values)), enabled: porPrazo });
  const [creating, setCreating] = useState(false);
  const [modelos, setModelos] = useState(false);
  const [cumprindo, setCumprindo] = useState<TComprovacaoAlvo | null>(null);
  const [excluindo, setExcluindo] = useState<{ id: string; titulo: string } | null>(null);
  const abrir = (id: string | null) => set({ detalhes: id }, true);

  const erroAoCarregar = (err: unknown) => notify.error(acaoErrorText("carregar obrigações", err));
  useLoadErrorToast(query, erroAoCarregar);
  useLoadErrorToast(secoes, erroAoCarregar);
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, values.page, setPage, values.pageSize);

  const items = porPrazo ? secoesItems(secoes.data) : query.data?.items;
  const total = porPrazo ? secoesTotal(secoes.data) : query.data?.total;
  const first = items?.[0];
  // Nothing at all and no filter: a first visit.
  const empty = total === 0 && activeFilters(values) === 0 && (porPrazo || values.status === "abertas");

  const acoes = {
    onOpen: (o: TObrigacaoItem) => abrir(o.obrigacaoId),
    onComplete: (o: TObrigacaoItem) =>
      setCumprindo({ instanciaId: o.id, titulo: o.titulo, dataVencimento: o.dataVencimento, cumprir: true }),
    onDelete: (o: TObrigacaoItem) => setExcluindo({ id: o.obrigacaoId, titulo: o.titulo }),
  };

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

      {/* The sections replace the status: none stays hidden behind them (nor in the export). */}
      <Tabs
        className="space-y-6"
        value={values.visao}
        onValueChange={(visao) => set({ visao: visao as typeof values.visao, status: null })}
      >
        <TabsList aria-label="Visualização">
          <TabsTrigger value="lista">Lista</TabsTrigger>
          <TabsTrigger value="prazos">Por prazo</TabsTrigger>
        </TabsList>

        <ObrigacoesFilters
          state={state}
          comStatus={!porPrazo}
          shown={items?.length}
          total={total}
          known={{
            cliente: first?.cliente.id === values.cliente ? first?.cliente : undefined,
            empreendimento:
              first?.empreendimento && first.empreendimento.id === values.empreendimento
                ? first.empreendimento
                : undefined,
          }}
        />

        {/* The view's panel, which the tab above controls. */}
        <TabsContent value={values.visao}>
          {empty ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
                <CalendarCheck aria-hidden className="size-12 text-muted-foreground" />
                <p className="text-lg font-medium">Nenhuma obrigação em aberto</p>
                <p className="max-w-prose text-sm text-muted-foreground">
                  Cadastre as obrigações de cada empreendedor ou gere o calendário legal na página dele, a partir do
                  CTF/APP e dos empreendimentos.
                </p>
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden />
                  Cadastrar Primeira Obrigação
                </Button>
              </CardContent>
            </Card>
          ) : porPrazo ? (
            secoes.data ? (
              <ObrigacoesPrazos
                data={secoes.data}
                pages={
                  Object.fromEntries(OBRIGACAO_SECOES.map((k) => [k, values[k]])) as Record<TObrigacaoSecao, number>
                }
                pageSize={values.pageSize}
                filtrada={activeFilters(values) > 0}
                today={serverToday()}
                onPage={(secao, page) => set({ [secao]: page })}
                {...acoes}
              />
            ) : (
              <p className="text-muted-foreground">
                {secoes.isError ? "Erro ao carregar obrigações" : "Carregando obrigações..."}
              </p>
            )
          ) : (
            <ListFrame>
              <ObrigacoesTable items={items} isPending={query.isPending} isError={query.isError} {...acoes} />
              <Pagination
                nome={NOME_OBRIGACOES}
                page={values.page}
                pageSize={values.pageSize}
                total={query.data?.total ?? 0}
                onPage={(p) => setPage(p)}
              />
            </ListFrame>
          )}
        </TabsContent>
      </Tabs>

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

const secoesItems = (data: TObrigacoesSecoes | undefined) => data && OBRIGACAO_SECOES.flatMap((k) => data[k].items);
const secoesTotal = (data: TObrigacoesSecoes | undefined) =>
  data && OBRIGACAO_SECOES.reduce((n, k) => n + data[k].total, 0);
