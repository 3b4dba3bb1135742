import { useState, type ComponentType } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, ListChecks, Plus, Tags } from "lucide-react";
import { ZLicencasQuerySchema, type TLicenca, type TLicencaDetalhe } from "@/shared/schemas/licencas";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { Button } from "@/web/components/ui/button";
import { ImportarButton } from "@/web/components/importar-dialog";
import { Card, CardContent } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { licencaQueryOptions, licencasQueryOptions, useSetRenovacao } from "./api";
import { RenovacaoDialog, type TLicencaRenovando } from "./renovacao-dialog";
import { AtividadesDialog } from "./atividades-dialog";
import { LicencaDeleteDialog } from "./licenca-delete-dialog";
import { LicencaDetailsDialog } from "./licenca-details-dialog";
import { LicencaFormDialog } from "./licenca-form-dialog";
import type { TLicencaActions } from "./licenca-row-actions";
import { ListFrame } from "@/web/components/data-list";
import { LicencasFilters, NOME_LICENCAS } from "./licencas-filters";
import { LicencasTable } from "./licencas-table";
import { activeFilters, PAGE_SIZE, toApiParams } from "./list-params";
import { TiposDialog } from "./tipos-dialog";
import { acaoErrorText } from "@/web/lib/api";
import { ExportarMenu } from "@/web/components/exportar-menu";

/**
 * /licencas, and /licencas/nova opening the create dialog (the dashboard's quick action).
 * `?detalhes={id}` opens a licence's details and `?condicionantes={id}` its conditions panel
 * (`&condicionante={id}` at one condition, `&entrega={id}` at one of its scheduled deliveries),
 * so other screens link to them and a reload keeps them open.
 */
export function LicencasPage({
  CondicionantesPainel,
  CondicionantesTab,
}: {
  /** The conditions domain's panel and details tab, handed in by the route table that assembles features. */
  CondicionantesPainel: ComponentType<{ licencaId: string | null; onClose: () => void }>;
  CondicionantesTab: ComponentType<{ licencaId: string; onOpenPainel: () => void }>;
}) {
  const state = useUrlState(ZLicencasQuerySchema);
  const { values: filters, set } = state;
  const setPage = (page: number, replace = false) => set({ page }, replace);
  const location = useLocation();
  const navigate = useNavigate();
  const isNova = /^\/licencas\/nova\/?$/.test(location.pathname);
  const qc = useQueryClient();
  const query = useQuery(licencasQueryOptions(toApiParams(filters)));
  const setRenovacao = useSetRenovacao();
  const [renovando, setRenovando] = useState<TLicencaRenovando | null>(null);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TLicencaDetalhe | undefined>(undefined);
  const [params, setParams] = useSearchParams();
  const detailsId = params.get("detalhes");
  const painelId = params.get("condicionantes");
  // Opening or closing a dialog replaces the history entry: Back leaves the screen, as before.
  const setDialog = (
    changes: Partial<Record<"detalhes" | "condicionantes" | "condicionante" | "entrega", string | null>>,
  ) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [deleting, setDeleting] = useState<TLicenca | null>(null);
  const [catalogo, setCatalogo] = useState<"tipos" | "atividades" | null>(null);

  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar licenças", err)));
  const items = query.data?.items;
  const total = query.data?.total;
  // A capped total (a text search's "more than") reaches past the page asked for: nothing to clamp.
  const exato = typeof total === "number" ? total : undefined;
  useClampPage(query.isPlaceholderData ? undefined : exato, filters.page, (page) => setPage(page));

  // The company has no licence at all, not just none matching the filters.
  const empty = query.isSuccess && total === 0 && activeFilters(filters) === 0;
  const first = items?.[0];

  const closeForm = () => {
    setCreating(false);
    setEditing(undefined);
    if (isNova) void navigate({ pathname: "/licencas", search: location.search }, { replace: true });
  };

  const actions: TLicencaActions = {
    onDetails: (l) => setDialog({ detalhes: l.id }),
    // The form edits the licence as it is now, with its project and client.
    onEdit: (l) =>
      qc
        .fetchQuery(licencaQueryOptions(l.id))
        .then(setEditing, () => notify.error("Erro ao carregar detalhes da licença")),
    // Marking asks for the filing (decision 023); removing clears it at once.
    onToggleRenovacao: (l) =>
      l.emRenovacao
        ? setRenovacao.mutate(
            { id: l.id, body: { emRenovacao: false, protocoloRenovacaoData: null, protocoloRenovacaoNumero: null } },
            {
              onSuccess: () => notify.success("Licença atualizada com sucesso!"),
              onError: () => notify.error("Erro ao atualizar status de renovação"),
            },
          )
        : setRenovando(l),
    onCondicionantes: (l) => setDialog({ condicionantes: l.id }),
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Licenças</h1>
          <p className="text-muted-foreground">Licenças e documentos ambientais dos empreendimentos dos clientes.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportarMenu caminho="licencas" filtros={toApiParams(filters)} />
          <Button variant="outline" onClick={() => setCatalogo("tipos")}>
            <Tags aria-hidden />
            Tipos
          </Button>
          <Button variant="outline" onClick={() => setCatalogo("atividades")}>
            <ListChecks aria-hidden />
            Atividades
          </Button>
          <ImportarButton tipo="licencas" />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Novo Documento
          </Button>
        </div>
      </div>

      <LicencasFilters
        state={state}
        shown={items?.length}
        total={total}
        known={{
          cliente: first?.cliente.id === filters.clienteId ? first?.cliente : undefined,
          empreendimento: first?.empreendimento.id === filters.empreendimentoId ? first?.empreendimento : undefined,
        }}
      />

      {empty ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <FileText aria-hidden className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">Nenhuma licença cadastrada</p>
            <p className="text-sm text-muted-foreground">
              Cadastre as licenças e os documentos ambientais dos empreendimentos.
            </p>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Cadastrar Primeiro Documento
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ListFrame>
          <LicencasTable items={items} isPending={query.isPending} isError={query.isError} actions={actions} />
          <Pagination
            nome={NOME_LICENCAS}
            page={filters.page}
            pageSize={PAGE_SIZE}
            total={total ?? 0}
            onPage={(p) => setPage(p)}
          />
        </ListFrame>
      )}

      <LicencaFormDialog
        open={creating || isNova || editing !== undefined}
        licenca={editing}
        onOpenChange={(open) => !open && closeForm()}
      />
      <LicencaDetailsDialog
        licencaId={detailsId}
        onClose={() => setDialog({ detalhes: null })}
        onOpenCondicionantes={(id) => setDialog({ detalhes: null, condicionantes: id })}
        onProtocolo={setRenovando}
        CondicionantesTab={CondicionantesTab}
      />
      <CondicionantesPainel
        licencaId={painelId}
        // The condition (and delivery) a link pointed at goes with the panel it opened.
        onClose={() => setDialog({ condicionantes: null, condicionante: null, entrega: null })}
      />
      <RenovacaoDialog licenca={renovando} onClose={() => setRenovando(null)} />
      <LicencaDeleteDialog licenca={deleting} onClose={() => setDeleting(null)} />
      <TiposDialog open={catalogo === "tipos"} onOpenChange={(open) => !open && setCatalogo(null)} />
      <AtividadesDialog open={catalogo === "atividades"} onOpenChange={(open) => !open && setCatalogo(null)} />
    </div>
  );
}
