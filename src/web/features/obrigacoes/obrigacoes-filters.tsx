import { useState } from "react";
import { RotateCcw } from "lucide-react";
import { OBRIGACAO_STATUS, OBRIGACAO_STATUS_LABELS } from "@/shared/rules/obrigacoes-legais";
import { formatIsoDate, parseDate } from "@/shared/rules/datas";
import type { TObrigacaoStatusFiltro } from "@/shared/rules/obrigacoes-legais";
import { Button } from "@/web/components/ui/button";
import { FiltrosCabecalho, useFiltrosAbertos } from "@/web/components/filtros-cabecalho";
import { Card, CardContent } from "@/web/components/ui/card";
import { DateInput } from "@/web/components/ui/date-input";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SearchField } from "@/web/components/search-field";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import type { TOpcao } from "@/web/lib/opcoes-api";
import { ClienteEmpreendimentoFiltro } from "@/web/components/opcao-select";
import { formatContagem } from "@/web/lib/format";
import { activeFilters, type TObrigacoesUrlState } from "./obrigacoes-url";

export const NOME_OBRIGACOES = { um: "vencimento", varios: "vencimentos" };

const STATUS_OPTIONS: ReadonlyArray<readonly [TObrigacaoStatusFiltro, string]> = [
  ["abertas", "Em aberto"],
  ...OBRIGACAO_STATUS.map((s) => [s, OBRIGACAO_STATUS_LABELS[s]] as const),
  ["todas", "Todos"],
];

/**
 * The collapsible filter card of 'Obrigações': title, status, client, project, agency,
 * responsible person and the due window. Every choice goes to the URL; the server filters.
 */
export function ObrigacoesFilters(props: {
  state: TObrigacoesUrlState;
  /** The list filters by status; 'Por prazo' has its sections instead. */
  comStatus: boolean;
  shown: number | undefined;
  total: number | undefined;
  /** The chosen client's and project's names read from the list, for choices not loaded yet. */
  known: { cliente?: TOpcao; empreendimento?: TOpcao };
}) {
  const { values: f, set, clear } = props.state;
  const activeCount = activeFilters(f);
  const filtros = useFiltrosAbertos(activeCount);
  const { open, contentId } = filtros;

  return (
    <Card>
      <FiltrosCabecalho
        filtros={filtros}
        activeCount={activeCount}
        status={
          props.total !== undefined && `Exibindo ${props.shown ?? 0} de ${formatContagem(props.total, NOME_OBRIGACOES)}`
        }
      />
      {open && (
        <CardContent id={contentId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SearchField
            id="obrigacoes-busca"
            label="Buscar"
            placeholder="Título da obrigação"
            value={f.q}
            onSearch={(q) => set({ q }, true)}
          />
          {props.comStatus && (
            <div className="space-y-2">
              <Label htmlFor="obrigacoes-status">Status</Label>
              <NativeSelect
                id="obrigacoes-status"
                value={f.status}
                onChange={(e) => set({ status: e.target.value as TObrigacaoStatusFiltro })}
              >
                {STATUS_OPTIONS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <ClienteEmpreendimentoFiltro
            idPrefix="obrigacoes"
            rotulos={{ cliente: "Empreendedor", todosClientes: "Todos", semCliente: "Escolha o empreendedor" }}
            clienteId={f.cliente}
            empreendimentoId={f.empreendimento}
            listed={props.total !== undefined}
            known={props.known}
            // Another client's projects are others: the chosen project goes.
            onCliente={(cliente) => set({ cliente, empreendimento: null })}
            onEmpreendimento={(empreendimento) => set({ empreendimento })}
          />
          <OrgaoField value={f.orgao} onChange={(orgao) => set({ orgao })} />
          <div className="space-y-2">
            <Label htmlFor="obrigacoes-responsavel">Responsável</Label>
            <ResponsavelSelect
              id="obrigacoes-responsavel"
              modo="filtro"
              adiar
              value={f.responsavel}
              onChange={(responsavel) => set({ responsavel })}
            />
          </div>
          <DataFiltro id="obrigacoes-de" label="Vencimento de" value={f.de} onChange={(de) => set({ de })} />
          <DataFiltro id="obrigacoes-ate" label="Vencimento até" value={f.ate} onChange={(ate) => set({ ate })} />
          <div className="flex items-end justify-end sm:col-span-2 lg:col-span-4">
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

/**
 * A text the URL holds once it is whole: typed text stays in the box, and follows the URL when it
 * changes from outside (a cleared filter, the browser's back button).
 */
function useTextoDaUrl(url: string) {
  const [text, setText] = useState(url);
  const [known, setKnown] = useState(url);
  if (url !== known) {
    setKnown(url);
    setText(url);
  }
  return { text, setText, known, setKnown };
}

/** The agency as its obligations name it ('IBAMA'): applied on Enter or on leaving the box. */
function OrgaoField({ value, onChange }: { value: string; onChange: (orgao: string | null) => void }) {
  const { text, setText, setKnown } = useTextoDaUrl(value);
  const apply = () => {
    const next = text.trim();
    if (next === value) return;
    setKnown(next);
    onChange(next || null);
  };
  return (
    <div className="space-y-2">
      <Label htmlFor="obrigacoes-orgao">Órgão</Label>
      <Input
        id="obrigacoes-orgao"
        placeholder="Ex.: IBAMA"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === "Enter" && apply()}
      />
    </div>
  );
}

/** A dd/mm/aaaa box of the due window: a whole date (or none) goes to the URL as yyyy-mm-dd. */
function DataFiltro(props: {
  id: string;
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
}) {
  const shown = props.value ? formatIsoDate(props.value) : "";
  const { text, setText, setKnown } = useTextoDaUrl(shown);
  const incompleta = text !== "" && !parseDate(text);
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <DateInput
        id={props.id}
        value={text}
        aria-invalid={incompleta && text.length === 10 ? true : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const iso = next === "" ? null : parseDate(next);
          if (next !== "" && !iso) return;
          setKnown(iso ? formatIsoDate(iso) : "");
          props.onChange(iso);
        }}
      />
    </div>
  );
}
