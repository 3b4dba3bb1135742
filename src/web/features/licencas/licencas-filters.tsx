import { RotateCcw } from "lucide-react";
import { LICENCA_STATUS, LICENCA_STATUS_LABELS } from "@/shared/rules/licenca-status";
import { Button } from "@/web/components/ui/button";
import { FiltrosCabecalho, useFiltrosAbertos } from "@/web/components/filtros-cabecalho";
import { Card, CardContent } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SearchField } from "@/web/components/search-field";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import { formatContagem } from "@/web/lib/format";
import type { TTotalLimitado } from "@/shared/schemas/paging";
import { activeFilters, type TLicencasUrlState } from "./list-params";
import type { TOpcao } from "@/web/lib/opcoes-api";
import { ClienteEmpreendimentoFiltro } from "@/web/components/opcao-select";

export const NOME_LICENCAS = { um: "licença", varios: "licenças" };

/**
 * The collapsible filter card: search, status, client ('Empresa'), project and responsible person, the count of
 * active filters, 'Limpar Filtros' and the 'Exibindo X de Y licenças' line. All filtering
 * happens on the server.
 */
export function LicencasFilters(props: {
  state: TLicencasUrlState;
  shown: number | undefined;
  /** Exact, or capped for a text search ("Exibindo 10 de mais de 1.000 licenças"). */
  total: TTotalLimitado | undefined;
  /** Names of the chosen client and project read from the list, for choices not loaded yet. */
  known: { cliente?: TOpcao; empreendimento?: TOpcao };
}) {
  const { values: filters, set, clear } = props.state;
  const activeCount = activeFilters(filters);
  // Typing replaces the history entry rather than adding one per pause.
  const setQ = (q: string) => set({ q }, true);
  const setStatus = (status: string) => set({ status: status as typeof filters.status });
  // The projects belong to a client: another client clears the chosen project.
  const setCliente = (clienteId: string) => set({ clienteId, empreendimentoId: null });
  const setEmpreendimento = (empreendimentoId: string) => set({ empreendimentoId });
  const setResponsavel = (responsavel: string) => set({ responsavel });
  const filtros = useFiltrosAbertos(activeCount);
  const { open, contentId } = filtros;

  return (
    <Card>
      <FiltrosCabecalho
        filtros={filtros}
        activeCount={activeCount}
        status={
          props.total !== undefined && `Exibindo ${props.shown ?? 0} de ${formatContagem(props.total, NOME_LICENCAS)}`
        }
      />
      {open && (
        <CardContent id={contentId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SearchField
            id="licencas-busca"
            label="Buscar"
            placeholder="Número, órgão, tipo, empresa ou empreendimento"
            value={filters.q}
            onSearch={setQ}
          />
          <div className="space-y-2">
            <Label htmlFor="licencas-status">Status</Label>
            <NativeSelect id="licencas-status" value={filters.status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Todos</option>
              {LICENCA_STATUS.map((s) => (
                <option key={s} value={s}>
                  {LICENCA_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <ClienteEmpreendimentoFiltro
            idPrefix="licencas"
            rotulos={{ cliente: "Empresa", todosClientes: "Todas", semCliente: "Selecione uma empresa" }}
            clienteId={filters.clienteId}
            empreendimentoId={filters.empreendimentoId}
            listed={props.total !== undefined}
            known={props.known}
            onCliente={setCliente}
            onEmpreendimento={setEmpreendimento}
          />
          <div className="space-y-2">
            <Label htmlFor="licencas-responsavel">Responsável</Label>
            <ResponsavelSelect
              id="licencas-responsavel"
              modo="filtro"
              adiar
              value={filters.responsavel}
              onChange={setResponsavel}
            />
          </div>
          <div className="flex items-end justify-end sm:col-span-2 lg:col-span-3">
            <Button variant="outline" disabled={activeCount === 0} onClick={clear}>
              <RotateCcw aria-hidden />
              Limpar Filtros
            </Button>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
