import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { TChecklist } from "@/shared/schemas/checklists";
import { Button } from "@/web/components/ui/button";
import { ListFrame } from "@/web/components/data-list";
import { Pagination } from "@/web/components/ui/pagination";
import { useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { checklistErrorText, checklistsQueryOptions } from "./api";
import { ChecklistDeleteDialog } from "./checklist-delete-dialog";
import { ChecklistsFilters } from "./checklists-filters";
import { ChecklistsTable } from "./checklists-table";
import { PAGE_KEYS, toApiParams, ZChecklistsUrlSchema } from "./checklists-url";
import { ItensDialog } from "./itens-dialog";
import { NovoChecklistDialog } from "./novo-checklist-dialog";

/** /checklists (part 2): the company's checklists, filtered on the server; ?checklist=<id> opens its items. */
export function ChecklistsPage() {
  const state = useUrlState(ZChecklistsUrlSchema, PAGE_KEYS);
  const { values, set } = state;
  const setPage = (page: number, replace = false) => set({ page }, replace);
  const query = useQuery(checklistsQueryOptions(toApiParams(values)));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TChecklist | null>(null);
  const abrir = (id: string | null) => set({ checklist: id });

  useLoadErrorToast(query, (err) => notify.error(checklistErrorText("Erro ao carregar checklists", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, values.page, setPage, values.pageSize);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Checklists</h1>
          <p className="text-muted-foreground">Listas de verificação das vistorias e entregas da equipe.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportarMenu caminho="checklists" filtros={toApiParams(values)} />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Novo Checklist
          </Button>
        </div>
      </div>
      <ChecklistsFilters state={state} />
      <ListFrame>
        <ChecklistsTable
          items={query.data?.items}
          isPending={query.isPending}
          isError={query.isError}
          onOpen={(c) => abrir(c.id)}
          onDelete={setDeleting}
        />
        <Pagination
          nome={{ um: "checklist", varios: "checklists" }}
          page={values.page}
          pageSize={values.pageSize}
          total={query.data?.total ?? 0}
          onPage={(p) => setPage(p)}
        />
      </ListFrame>
      <NovoChecklistDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(c) => {
          setCreating(false);
          abrir(c.id); // the next step is its items
        }}
      />
      <ItensDialog checklistId={values.checklist || null} onClose={() => abrir(null)} />
      <ChecklistDeleteDialog checklist={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
