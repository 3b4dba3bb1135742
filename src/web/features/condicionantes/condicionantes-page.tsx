import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { CalendarOff, Plus, RotateCcw, UserCheck } from "lucide-react";
import { GRUPOS, type TGrupo } from "@/shared/rules/condicionantes";
import { ZSecoesQuerySchema, type TCondicionanteItem, type TSecoes } from "@/shared/schemas/condicionantes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import { Label } from "@/web/components/ui/label";
import { NovaCondicionanteDialog } from "./nova-condicionante-dialog";
import { erroText, SECAO_PAGE_SIZE, secoesQueryOptions } from "./secoes-api";
import { SecaoComprovacoesDialog } from "./secoes-comprovacoes-dialog";
import { SecaoDeleteDialog } from "./secoes-delete-dialog";
import { pagesOf, toSecoesParams } from "./secoes-params";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { Secao } from "./secoes-section";
import { serverToday } from "@/web/lib/server-today";

/** /condicionantes, and /condicionantes/nova opening the create dialog at once. */
export function CondicionantesPage() {
  const { values, set } = useUrlState(ZSecoesQuerySchema, GRUPOS);
  const filters = { q: values.q, pages: pagesOf(values) };
  const minhas = values.minhas === "1";
  // Several sections at once in one update: separate updates would overwrite each other.
  const setPages = (changes: Partial<Record<TGrupo, number>>, replace = false) => set(changes, replace);
  // Another search starts every section again on its first page; typing replaces the entry.
  const setQ = (q: string) => set({ q }, true);
  // 'Minhas pendências' is its own view: the caller's open conditions, whoever the filter named.
  const setMinhas = (on: boolean) => set({ minhas: on ? "1" : null, responsavel: null });
  const location = useLocation();
  const navigate = useNavigate();
  const isNova = /^\/condicionantes\/nova\/?$/.test(location.pathname);
  const query = useQuery(secoesQueryOptions(toSecoesParams(values)));
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<TCondicionanteItem | null>(null);
  const [provas, setProvas] = useState<TCondicionanteItem | null>(null);
  // The day the server groups by; the badges count from it too.
  const today = serverToday();

  useLoadErrorToast(query, (err) => notify.error(erroText("carregar condicionantes", err)));
  useClampPages(query.isPlaceholderData ? undefined : query.data, filters.pages, setPages);

  const closeForm = () => {
    setCreating(false);
    if (isNova) void navigate({ pathname: "/condicionantes", search: location.search }, { replace: true });
  };
  const data = query.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Condicionantes</h1>
          <p className="text-muted-foreground">
            Obrigações das licenças, agrupadas pelo prazo de entrega; cada entrega agendada tem o seu.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportarMenu caminho="condicionantes" filtros={toSecoesParams(values)} />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Nova Condicionante
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-md">
          <SearchField
            id="condicionantes-busca"
            label="Buscar"
            placeholder="Nome, descrição, licença, empreendimento ou cliente"
            value={filters.q}
            onSearch={setQ}
          />
        </div>
        {!minhas && (
          <div className="grid w-full gap-2 sm:w-64">
            <Label htmlFor="condicionantes-responsavel">Responsável</Label>
            <ResponsavelSelect
              id="condicionantes-responsavel"
              modo="filtro"
              adiar
              value={values.responsavel}
              onChange={(responsavel) => set({ responsavel })}
            />
          </div>
        )}
        <Button variant={minhas ? "default" : "outline"} aria-pressed={minhas} onClick={() => setMinhas(!minhas)}>
          <UserCheck aria-hidden />
          Minhas pendências
        </Button>
      </div>
      {minhas && (
        <p className="text-sm text-muted-foreground">
          As condicionantes sob sua responsabilidade ainda não concluídas nem aprovadas, do prazo mais próximo ao mais
          distante.
        </p>
      )}

      {data ? (
        <>
          {data.semPrazo > 0 && <SemPrazo count={data.semPrazo} />}
          {(minhas ? GRUPOS.filter((g) => g !== "concluidas") : GRUPOS).map((grupo) => (
            <Secao
              key={grupo}
              grupo={grupo}
              data={data[grupo]}
              page={filters.pages[grupo]}
              pageSize={SECAO_PAGE_SIZE}
              q={filters.q}
              today={today}
              onPage={(page) => setPages({ [grupo]: page })}
              onRemove={setRemoving}
              onComprovacoes={setProvas}
            />
          ))}
        </>
      ) : query.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <p role="alert" className="text-destructive">
              {erroText("carregar condicionantes", query.error)}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Carregando condicionantes...
        </p>
      )}

      <NovaCondicionanteDialog open={creating || isNova} onOpenChange={(open) => !open && closeForm()} />
      <SecaoDeleteDialog item={removing} onClose={() => setRemoving(null)} />
      <SecaoComprovacoesDialog item={provas} onClose={() => setProvas(null)} />
    </div>
  );
}

/** Open conditions without a deadline fall in no section; the count says they exist. */
function SemPrazo({ count }: { count: number }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <CalendarOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>{`${count} ${count === 1 ? "condicionante sem prazo definido" : "condicionantes sem prazo definido"}`}</strong>
        {count === 1
          ? " — não aparece nas seções abaixo; defina o prazo no painel de condicionantes da licença."
          : " — não aparecem nas seções abaixo; defina o prazo no painel de condicionantes da licença."}
      </p>
    </div>
  );
}

/** After a delete empties a section's last page, moves that section back to its last page. */
function useClampPages(
  data: TSecoes | undefined,
  pages: Record<TGrupo, number>,
  setPages: (changes: Partial<Record<TGrupo, number>>, replace?: boolean) => void,
) {
  const setPagesRef = useRef(setPages);
  useEffect(() => {
    setPagesRef.current = setPages;
  });
  const changes: Partial<Record<TGrupo, number>> = {};
  for (const g of GRUPOS) {
    const total = data?.[g].total;
    // A capped total ('mais de 1.000') always has a next page: nothing to clamp.
    const last = typeof total === "number" ? Math.max(1, Math.ceil(total / SECAO_PAGE_SIZE)) : pages[g];
    if (pages[g] > last) changes[g] = last;
  }
  // Compared as text: the object is new on every render, the pages it asks for are not.
  const key = JSON.stringify(changes);
  useEffect(() => {
    const next = JSON.parse(key) as Partial<Record<TGrupo, number>>;
    if (Object.keys(next).length > 0) setPagesRef.current(next, true);
  }, [key]);
}
