import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Filter, Plus, RotateCcw } from "lucide-react";
import { useIsMobile } from "@/web/lib/use-is-mobile";
import { cn } from "@/web/lib/utils";
import { UfOptions } from "@/web/components/uf-options";
import { ImportarButton } from "@/web/components/importar-dialog";
import { CLIENTE_PAGE_SIZES } from "@/shared/schemas/clientes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { clientesFiltrosQueryOptions } from "./api";
import { SearchField } from "@/web/components/search-field";
import { RadioOptions } from "@/web/components/radio-options";
import type { TClientesUrl } from "./clientes-url";

const TIPO_OPTIONS = [
  ["juridica", "Jurídica"],
  ["fisica", "Física"],
  ["todos", "Todos"],
] as const;
const SITUACAO_OPTIONS = [
  ["ativos", "Ativos"],
  ["inativos", "Inativos"],
  ["todos", "Todos"],
] as const;

/** The filter card of §2.7: every control narrows the list on the server. */
export function ClientesFilters({ state, onNew }: { state: TClientesUrl; onNew: () => void }) {
  const { values: filters, set, clear } = state;
  // The cities belong to a UF: a new UF clears the chosen city.
  const setEstado = (estado: string) => set({ estado: estado as typeof filters.estado, cidade: null });
  // Typing replaces the history entry rather than adding one per pause.
  const setQ = (q: string) => set({ q }, true);
  const filtros = useQuery(clientesFiltrosQueryOptions(filters.estado));
  const cidades = filtros.data?.cidades ?? [];
  const responsaveis = filtros.data?.responsaveis ?? [];

  // On a phone the six filters filled the first screen above the list: they wait behind
  // 'Filtros', and the search and 'Novo' come first.
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);

  const selects = (
    <>
      <div className="space-y-2">
        <Label htmlFor="filtro-estado">Estado</Label>
        <NativeSelect id="filtro-estado" value={filters.estado} onChange={(e) => setEstado(e.target.value)}>
          <UfOptions emptyLabel="Todos" />
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filtro-cidade">Cidade</Label>
        <NativeSelect
          id="filtro-cidade"
          value={filters.cidade}
          disabled={!filters.estado}
          onChange={(e) => set({ cidade: e.target.value })}
        >
          <option value="">Todas</option>
          {/* A city from a shared link stays selectable while the choices load. */}
          {filters.cidade && !cidades.includes(filters.cidade) && (
            <option value={filters.cidade}>{filters.cidade}</option>
          )}
          {cidades.map((cidade) => (
            <option key={cidade} value={cidade}>
              {cidade}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filtro-responsavel">Responsável</Label>
        <NativeSelect
          id="filtro-responsavel"
          value={filters.responsavel}
          onChange={(e) => set({ responsavel: e.target.value })}
        >
          <option value="">Todos</option>
          {filters.responsavel && !responsaveis.some((r) => r.id === filters.responsavel) && (
            <option value={filters.responsavel}>{filtros.isPending ? "Carregando..." : "Usuário removido"}</option>
          )}
          {responsaveis.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nome}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filtro-page-size">Itens por página</Label>
        <NativeSelect
          id="filtro-page-size"
          value={filters.pageSize}
          onChange={(e) => set({ pageSize: Number(e.target.value) })}
        >
          {CLIENTE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <RadioOptions
        legend="Tipo de pessoa"
        name="filtro-tipo"
        value={filters.tipo}
        options={TIPO_OPTIONS}
        onChange={(v) => set({ tipo: v })}
      />
      <RadioOptions
        legend="Situação"
        name="filtro-situacao"
        value={filters.situacao}
        options={SITUACAO_OPTIONS}
        onChange={(v) => set({ situacao: v })}
      />
    </>
  );
  const search = (
    <div className="sm:col-span-2">
      <SearchField
        id="filtro-busca"
        label="Buscar"
        placeholder="Buscar por nome, e-mail ou CNPJ/CPF"
        value={filters.q}
        onSearch={setQ}
      />
    </div>
  );
  const buttons = (
    <div className="flex flex-wrap items-end justify-end gap-2 sm:col-span-2 lg:col-span-4">
      {isMobile && (
        <Button variant="outline" aria-expanded={open} className="mr-auto" onClick={() => setOpen(!open)}>
          <Filter aria-hidden />
          Filtros
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      )}
      <Button variant="outline" onClick={clear}>
        <RotateCcw aria-hidden />
        Limpar filtros
      </Button>
      <ImportarButton tipo="clientes" />
      <Button onClick={onNew}>
        <Plus aria-hidden />
        Novo
      </Button>
    </div>
  );

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
        {isMobile ? (
          <>
            {search}
            {buttons}
            {open && selects}
          </>
        ) : (
          <>
            {selects}
            {search}
            {buttons}
          </>
        )}
      </CardContent>
    </Card>
  );
}
