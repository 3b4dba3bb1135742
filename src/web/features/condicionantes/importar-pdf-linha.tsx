import { FileSearch } from "lucide-react";
import { PRAZO_BASES, PRAZO_TIPOS, type TPrazoBase, type TPrazoTipo } from "@/shared/rules/prazo-texto";
import {
  PERIODICIDADE_LABELS,
  PERIODICIDADE_MESES,
  PERIODICIDADE_TIPOS,
  type TPeriodicidadeTipo,
} from "@/shared/rules/periodicidade";
import { formatIsoDate, parseDate } from "@/shared/rules/datas";
import { Button } from "@/web/components/ui/button";
import { DateInput } from "@/web/components/ui/date-input";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/utils";
import { diasDaAncora, prazoDaLinha, TIPO_LABELS, type TDatasBase, type TLinha } from "./importar-pdf-linhas";

/** The review's columns on a laptop; on a phone each row is a card and the headings sit by each field. */
export const COLUNAS = "lg:grid lg:grid-cols-[1.5rem_4rem_minmax(0,1fr)_15rem_6.5rem] lg:gap-3";

/** The base beside a row's days, short enough for its column: 'Contados a partir da' emissão. */
const BASE_CURTA: Record<TPrazoBase, string> = {
  emissao: "Emissão",
  publicacao: "Publicação",
  recebimento: "Recebimento",
};

const rotulo = "text-xs font-medium text-muted-foreground lg:sr-only";

/**
 * One condition read from the PDF: its checkbox, number, title and text, the deadline phrase as
 * written, the kind with its details, and the first date computed from the base at the top.
 */
export function LinhaImportada(props: {
  linha: TLinha;
  datas: TDatasBase;
  problema: string | null;
  /** The row whose page shows beside the table. */
  vendo: boolean;
  onChange: (mudanca: Partial<TLinha>) => void;
  onVerPagina: () => void;
}) {
  const { linha, problema, onChange } = props;
  const id = `importada-${linha.chave}`;
  const prazo = prazoDaLinha(linha, props.datas);
  const rotuloLinha = `condicionante ${linha.numero || linha.chave + 1}`;
  return (
    <li
      aria-label={`Condicionante ${linha.numero || linha.chave + 1}`}
      className={cn(
        "grid grid-cols-1 gap-3 rounded-lg border p-3 lg:rounded-none lg:border-0 lg:border-b lg:p-2",
        COLUNAS,
        !linha.incluir && "bg-muted/60",
        linha.incluir && problema && "border-destructive bg-destructive/5 lg:border-destructive/40",
        props.vendo && "ring-2 ring-primary ring-inset",
      )}
    >
      <div className="flex items-center gap-2 lg:items-start lg:pt-2">
        <input
          id={`${id}-incluir`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={linha.incluir}
          onChange={(e) => onChange({ incluir: e.target.checked })}
          aria-label={`Importar ${rotuloLinha}`}
        />
        <label htmlFor={`${id}-incluir`} className="text-sm lg:hidden">
          Importar
        </label>
      </div>
      <div className="grid grid-cols-1 gap-1 lg:content-start">
        <label htmlFor={`${id}-numero`} className={rotulo}>
          Nº
        </label>
        <Input
          id={`${id}-numero`}
          value={linha.numero}
          maxLength={30}
          onChange={(e) => onChange({ numero: e.target.value })}
        />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-2 lg:content-start">
        <label htmlFor={`${id}-nome`} className={rotulo}>
          Título (opcional)
        </label>
        <Input
          id={`${id}-nome`}
          value={linha.nome}
          maxLength={300}
          placeholder={`Condicionante ${linha.numero || linha.chave + 1}`}
          onChange={(e) => onChange({ nome: e.target.value })}
        />
        <label htmlFor={`${id}-descricao`} className={rotulo}>
          Descrição
        </label>
        <Textarea
          id={`${id}-descricao`}
          value={linha.descricao}
          rows={3}
          className="min-h-20 text-sm"
          onChange={(e) => onChange({ descricao: e.target.value })}
        />
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          aria-pressed={props.vendo}
          onClick={props.onVerPagina}
        >
          <FileSearch aria-hidden />
          Ver no PDF (página {linha.pagina})
        </Button>
      </div>
      <PrazoDaLinha linha={linha} id={id} padrao={props.datas.padrao} onChange={onChange} />
      <div className="grid content-start gap-1">
        <span className={rotulo}>Primeiro prazo</span>
        <span className="text-sm font-medium tabular-nums lg:pt-2" data-testid="primeiro-prazo">
          {prazo.data
            ? formatIsoDate(prazo.data)
            : linha.tipo === "vigencia" || linha.tipo === "evento"
              ? "Sem data"
              : "—"}
        </span>
      </div>
      {linha.incluir && problema && (
        <p role="alert" className="text-sm font-medium text-destructive lg:col-start-3 lg:col-end-6">
          {problema}
        </p>
      )}
    </li>
  );
}

/** A whole, non-negative count of days, or none while the box is empty or holds no number. */
function diasDigitados(valor: string): number | undefined {
  const dias = Math.trunc(Number(valor));
  return valor.trim() === "" || !Number.isFinite(dias) ? undefined : Math.max(0, dias);
}

/** The deadline phrase as written and the kind with the details that kind needs. */
function PrazoDaLinha(props: {
  linha: TLinha;
  id: string;
  /** The base chosen at the top, shown for a row whose phrase names none. */
  padrao: TPrazoBase;
  onChange: (m: Partial<TLinha>) => void;
}) {
  const { linha, id, onChange } = props;
  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-2">
      <p className="text-sm">
        <span className="text-xs font-medium text-muted-foreground">Prazo no texto: </span>
        {linha.texto ? (
          <q className="italic">{linha.texto}</q>
        ) : (
          <span className="text-muted-foreground">não encontrado</span>
        )}
      </p>
      <label htmlFor={`${id}-tipo`} className="sr-only">
        Tipo de prazo
      </label>
      <NativeSelect
        id={`${id}-tipo`}
        value={linha.tipo}
        aria-invalid={linha.incluir && linha.tipo === "revisar"}
        onChange={(e) => onChange({ tipo: e.target.value as TPrazoTipo })}
      >
        {PRAZO_TIPOS.map((tipo) => (
          <option key={tipo} value={tipo} disabled={tipo === "revisar"}>
            {tipo === "revisar" ? "Revisar: escolha o tipo" : TIPO_LABELS[tipo]}
          </option>
        ))}
      </NativeSelect>
      {linha.tipo === "dias" && (
        <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-2">
          <Input
            aria-label="Dias"
            type="number"
            min={0}
            max={36500}
            value={linha.dias ?? ""}
            onChange={(e) => onChange({ dias: diasDigitados(e.target.value) })}
          />
          <NativeSelect
            aria-label="Contados a partir da"
            value={linha.base ?? props.padrao}
            onChange={(e) => onChange({ base: e.target.value as TLinha["base"] })}
          >
            {PRAZO_BASES.map((base) => (
              <option key={base} value={base}>
                {BASE_CURTA[base]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {linha.tipo === "periodica" && <Periodicidade linha={linha} onChange={onChange} />}
      {linha.tipo === "data" && (
        <DateInput
          aria-label="Data do prazo"
          defaultValue={linha.data ? formatIsoDate(linha.data) : ""}
          onChange={(e) => onChange({ data: parseDate(e.target.value) ?? undefined })}
        />
      )}
    </div>
  );
}

function Periodicidade({ linha, onChange }: { linha: TLinha; onChange: (m: Partial<TLinha>) => void }) {
  const periodicidade = linha.periodicidade ?? { tipo: "anual", intervalo: 12 };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-2">
      <NativeSelect
        aria-label="Periodicidade"
        value={periodicidade.tipo}
        onChange={(e) => {
          const tipo = e.target.value as TPeriodicidadeTipo;
          const intervalo = tipo === "personalizada" ? periodicidade.intervalo : PERIODICIDADE_MESES[tipo];
          onChange({ periodicidade: { tipo, intervalo } });
        }}
      >
        {PERIODICIDADE_TIPOS.map((tipo) => (
          <option key={tipo} value={tipo}>
            {PERIODICIDADE_LABELS[tipo]}
          </option>
        ))}
      </NativeSelect>
      <Input
        aria-label="Intervalo em meses"
        type="number"
        min={1}
        max={120}
        disabled={periodicidade.tipo !== "personalizada"}
        value={periodicidade.intervalo}
        onChange={(e) =>
          onChange({
            periodicidade: { tipo: "personalizada", intervalo: Math.max(1, Math.trunc(Number(e.target.value) || 1)) },
          })
        }
      />
      {linha.ancora && (
        <p className="col-span-2 text-xs text-muted-foreground">
          {diasDaAncora(linha.ancora, periodicidade.intervalo)}
        </p>
      )}
    </div>
  );
}
