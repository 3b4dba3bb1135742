import { useState } from "react";
import { Printer } from "lucide-react";
import { formatIsoDate, parseDate } from "@/shared/rules/datas";
import { FIM_ANTES_DO_INICIO } from "@/shared/schemas/cronograma";
import { Button } from "@/web/components/ui/button";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { EmpreendimentoBuscaSelect } from "@/web/components/empreendimento-busca-select";
import { cn } from "@/web/lib/utils";
import { TODOS } from "./relatorios-url";

const DATA_INVALIDA = "Data inválida. Use dd/mm/aaaa.";

/**
 * A dd/mm/aaaa box over a yyyy-mm-dd value of the URL: the text is the box's own while typed,
 * and the value changes once it is a whole date (or emptied). A complete date that does not
 * exist says so under the box.
 */
function PeriodoInput(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (iso: string | null) => void;
}) {
  const [text, setText] = useState(() => (props.value ? formatIsoDate(props.value) : ""));
  const [seen, setSeen] = useState(props.value);
  if (props.value !== seen) {
    // The URL changed from outside the box (Back, 'Limpar'): show it.
    setSeen(props.value);
    if ((parseDate(text) ?? "") !== props.value) setText(props.value ? formatIsoDate(props.value) : "");
  }
  const invalid = text.length === 10 && !parseDate(text) ? DATA_INVALIDA : undefined;
  const error = invalid ?? props.error;
  return (
    <FormField id={props.id} label={props.label} error={error}>
      <DateInput
        {...fieldA11y(props.id, error)}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (next === "") props.onChange(null);
          else if (next.length === 10 && parseDate(next)) props.onChange(parseDate(next));
        }}
      />
    </FormField>
  );
}

/**
 * The report's choice: the project (searched; its empty choice is 'Todos os empreendimentos',
 * 'todos' in the URL), the period and printing.
 */
export function RelatoriosFiltros(props: {
  empreendimento: string;
  inicio: string;
  fim: string;
  onEmpreendimento: (id: string) => void;
  onPeriodo: (change: { inicio?: string | null; fim?: string | null }) => void;
  onImprimir: () => void;
}) {
  const fimAntes = Boolean(props.inicio && props.fim && props.fim < props.inicio);
  const comPeriodo = props.empreendimento !== TODOS;
  // One row on a wide screen; on a 1024-px laptop the project (search box and select) has its own
  // row, so its long names are not cut, with the dates and the button below it.
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] [&>*:first-child]:sm:col-span-2 [&>*:first-child]:lg:col-span-3 [&>*:first-child]:xl:col-span-1">
      <FormField id="relatorio-empreendimento" label="Empreendimento">
        {/* A project from a shared link is asked for with the choices, so it stays chosen and named. */}
        <EmpreendimentoBuscaSelect
          id="relatorio-empreendimento"
          vazio="Todos os empreendimentos"
          value={props.empreendimento === TODOS ? "" : props.empreendimento}
          onChange={(id) => props.onEmpreendimento(id || TODOS)}
          onBlur={() => undefined}
          invalid={false}
        />
      </FormField>
      {/* The consolidated picture is the situation today: a period would not apply to it. */}
      {comPeriodo && (
        <>
          <PeriodoInput
            id="relatorio-inicio"
            label="Data inicial"
            value={props.inicio}
            onChange={(inicio) => props.onPeriodo({ inicio })}
          />
          <PeriodoInput
            id="relatorio-fim"
            label="Data final"
            value={props.fim}
            error={fimAntes ? FIM_ANTES_DO_INICIO : undefined}
            onChange={(fim) => props.onPeriodo({ fim })}
          />
        </>
      )}
      {/* On a laptop at the right end, level with the dates (and the search box, when wide): its top
          padding is the fields' label and gap. */}
      <div
        className={cn(
          "flex sm:col-span-2 lg:col-span-1 lg:col-start-3 lg:justify-end xl:col-start-4 xl:pt-[1.4375rem]",
          comPeriodo && "lg:pt-[1.4375rem]",
        )}
      >
        <Button className="w-full lg:w-auto" onClick={props.onImprimir} disabled={fimAntes}>
          <Printer aria-hidden /> Imprimir Relatório
        </Button>
      </div>
    </div>
  );
}
