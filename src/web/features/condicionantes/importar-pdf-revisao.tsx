import { useState, type ComponentProps, type Dispatch, type SetStateAction } from "react";
import { AlertTriangle } from "lucide-react";
import { PRAZO_BASES } from "@/shared/rules/prazo-texto";
import { formatIsoDate, parseDate } from "@/shared/rules/datas";
import type { TPreviaImportacao } from "@/shared/schemas/importar-pdf";
import { Button } from "@/web/components/ui/button";
import { DateInput } from "@/web/components/ui/date-input";
import { cn } from "@/web/lib/utils";
import { COLUNAS, LinhaImportada } from "./importar-pdf-linha";
import { BASE_LABELS, editLinha, problemaDaLinha, type TDatasBase, type TLinha } from "./importar-pdf-linhas";
import { PaginaDoPdf } from "./importar-pdf-pagina";

/** A text-like button of the review's lines ('Marcar todas', 'Escolher outro PDF'). */
function BotaoLink(props: Omit<ComponentProps<typeof Button>, "type" | "variant" | "size">) {
  return <Button type="button" variant="link" size="sm" className="h-auto p-0" {...props} />;
}

const linhaNaTela = (chave: number) => document.getElementById(`importada-${chave}-numero`)?.closest("li");

/**
 * The review: the base dates once at the top, every row read (a table on a laptop, cards on a
 * phone), the page of a row beside it, and 'Importar N condicionantes' while nothing is left to fix.
 */
export function RevisaoDoPdf(props: {
  arquivo: File;
  previa: TPreviaImportacao;
  linhas: TLinha[];
  setLinhas: Dispatch<SetStateAction<TLinha[]>>;
  datas: TDatasBase;
  setDatas: Dispatch<SetStateAction<TDatasBase>>;
  erroDaLinha: { chave: number; mensagem: string } | null;
  importando: boolean;
  onImportar: () => void;
  onOutroPdf: () => void;
  onCancelar: () => void;
}) {
  const { linhas, datas, previa } = props;
  const [vendo, setVendo] = useState<number | null>(null);
  const problemas = linhas.map((l) =>
    props.erroDaLinha?.chave === l.chave ? props.erroDaLinha.mensagem : problemaDaLinha(l, datas),
  );
  const marcadas = linhas.filter((l) => l.incluir).length;
  const aRevisar = linhas.filter((l, i) => l.incluir && problemas[i]).length;
  const linhaVista = linhas.find((l) => l.chave === vendo);
  const editar = (chave: number, mudanca: Partial<TLinha>) =>
    props.setLinhas((atuais) => atuais.map((l) => (l.chave === chave ? editLinha(l, mudanca, datas) : l)));
  const marcarTodas = (incluir: boolean) => props.setLinhas((atuais) => atuais.map((l) => ({ ...l, incluir })));
  const irParaPrimeira = () => {
    const primeira = linhas.find((l, i) => l.incluir && problemas[i]);
    if (primeira) linhaNaTela(primeira.chave)?.scrollIntoView({ block: "center" });
  };

  return (
    <>
      <div className="grid gap-3">
        <p className="text-sm">
          <span className="font-medium">{props.arquivo.name}</span> · {previa.arquivo.paginas}{" "}
          {previa.arquivo.paginas === 1 ? "página" : "páginas"} ·{" "}
          {linhas.length === 1 ? "1 condicionante encontrada" : `${linhas.length} condicionantes encontradas`} ·{" "}
          <BotaoLink onClick={props.onOutroPdf} disabled={props.importando}>
            Escolher outro PDF
          </BotaoLink>
        </p>
        {previa.avisos.length > 0 && (
          <ul
            aria-label="Avisos da leitura"
            className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {previa.avisos.map((aviso) => (
              <li key={aviso} className="flex gap-2">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {aviso}
              </li>
            ))}
          </ul>
        )}
        <DatasBase bases={datas} onChange={props.setDatas} />
      </div>

      <div
        className={cn(
          "grid gap-4 lg:min-h-0 lg:flex-1",
          linhaVista && "lg:grid-cols-[minmax(0,1fr)_minmax(24rem,36%)]",
        )}
      >
        {/* On a phone the page takes the list's place until it is closed. */}
        <div className={cn("rounded-md lg:block lg:min-h-0 lg:overflow-y-auto lg:border", linhaVista && "hidden")}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pb-2 text-sm lg:border-b lg:p-2">
            <span>
              {marcadas} de {linhas.length} marcadas
            </span>
            <BotaoLink onClick={() => marcarTodas(true)}>Marcar todas</BotaoLink>
            <BotaoLink onClick={() => marcarTodas(false)}>Desmarcar todas</BotaoLink>
          </div>
          <div
            aria-hidden
            className={cn("hidden border-b bg-muted/50 p-2 text-xs font-medium text-muted-foreground", COLUNAS)}
          >
            <span />
            <span>Nº</span>
            <span>Título e descrição</span>
            <span>Prazo</span>
            <span>Primeiro prazo</span>
          </div>
          {linhas.length === 0 ? (
            <p className="p-8 text-center text-muted-foreground">
              Nenhuma condicionante numerada foi encontrada neste PDF.
            </p>
          ) : (
            <ul aria-label="Condicionantes lidas do PDF" className="grid gap-3 lg:gap-0">
              {linhas.map((linha, i) => (
                <LinhaImportada
                  key={linha.chave}
                  linha={linha}
                  datas={datas}
                  problema={problemas[i]}
                  vendo={vendo === linha.chave}
                  onChange={(mudanca) => editar(linha.chave, mudanca)}
                  onVerPagina={() => setVendo(vendo === linha.chave ? null : linha.chave)}
                />
              ))}
            </ul>
          )}
        </div>
        {linhaVista && (
          // Beside the table on a laptop, scrolling on its own; in the list's place on a phone.
          <div data-rolagem-pagina className="lg:min-h-0 lg:overflow-y-auto">
            <PaginaDoPdf
              arquivo={props.arquivo}
              pagina={linhaVista.pagina}
              trecho={linhaVista.descricao}
              onClose={() => {
                setVendo(null);
                // Back to the row that was being checked (on a phone the list comes back scrolled to the top).
                requestAnimationFrame(() => linhaNaTela(linhaVista.chave)?.scrollIntoView({ block: "nearest" }));
              }}
            />
          </div>
        )}
      </div>

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background p-4 sm:-mx-6 sm:-mb-6 sm:px-6 lg:static lg:m-0 lg:p-0 lg:pt-3">
        {aRevisar > 0 && (
          <p className="mr-auto text-sm text-destructive">
            {aRevisar === 1
              ? "1 linha marcada precisa de revisão."
              : `${aRevisar} linhas marcadas precisam de revisão.`}{" "}
            <BotaoLink onClick={irParaPrimeira}>Ir para a primeira</BotaoLink>
          </p>
        )}
        {/* On a phone the dialog's close button cancels: the footer keeps one row for the import. */}
        <Button
          type="button"
          variant="outline"
          className="hidden sm:inline-flex"
          onClick={props.onCancelar}
          disabled={props.importando}
        >
          Cancelar
        </Button>
        <Button type="button" onClick={props.onImportar} disabled={props.importando || marcadas === 0 || aRevisar > 0}>
          {props.importando
            ? "Importando..."
            : marcadas === 1
              ? "Importar 1 condicionante"
              : `Importar ${marcadas} condicionantes`}
        </Button>
      </div>
    </>
  );
}

/**
 * The base chosen once at the top: the three dates a deadline may count from, and which of them
 * counts for a row whose phrase names none. A row naming its base counts from that one.
 */
function DatasBase(props: { bases: TDatasBase; onChange: (bases: TDatasBase) => void }) {
  const { bases } = props;
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Base dos prazos</legend>
      <p className="text-xs text-muted-foreground">
        Os prazos contam da data marcada; os que citam a publicação ou o recebimento contam dessa data.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {PRAZO_BASES.map((base) => (
          <div key={base} className="grid grid-cols-[minmax(0,1fr)_9.5rem] items-center gap-2 sm:grid-cols-1 sm:gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="base-padrao"
                className="size-4 accent-primary"
                checked={bases.padrao === base}
                onChange={() => props.onChange({ ...bases, padrao: base })}
              />
              {BASE_LABELS[base]}
            </label>
            <DateInput
              aria-label={BASE_LABELS[base]}
              defaultValue={bases.datas[base] ? formatIsoDate(bases.datas[base]) : ""}
              onChange={(e) =>
                props.onChange({ ...bases, datas: { ...bases.datas, [base]: parseDate(e.target.value) } })
              }
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
