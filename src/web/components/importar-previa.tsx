import { COLUNAS_IMPORTACAO, type TImportarLinha, type TImportarPrevia } from "@/shared/schemas/importar";
import { cn } from "@/web/lib/utils";

/** At most this many rows are drawn: the ones with errors first, so what to fix is always in view. */
export const PREVIA_MAX_LINHAS = 300;

const ordem = (l: TImportarLinha) => (l.erros.length ? 0 : l.duplicado ? 1 : 2);

export function resumoPrevia(p: TImportarPrevia): string {
  const validas = p.validas === 1 ? "1 linha válida" : `${p.validas} linhas válidas`;
  const partes = [`${validas}, ${p.comErros} com erros`];
  if (p.duplicados)
    partes.push(p.duplicados === 1 ? "1 duplicada (será ignorada)" : `${p.duplicados} duplicadas (serão ignoradas)`);
  return partes.join(" · ");
}

/**
 * The preview's rows, as a list that fits a phone as well as a laptop: the row's number, its main
 * fields, then its errors in red or why it will be left out, and any note on how a cell was read.
 */
export function ImportarPrevia({ previa }: { previa: TImportarPrevia }) {
  const colunas = COLUNAS_IMPORTACAO[previa.tipo];
  const linhas = [...previa.linhas].sort((a, b) => ordem(a) - ordem(b) || a.linha - b.linha);
  const visiveis = linhas.slice(0, PREVIA_MAX_LINHAS);
  return (
    <div className="space-y-2">
      <ul aria-label="Linhas da planilha" className="max-h-[45vh] divide-y overflow-y-auto rounded-md border">
        {visiveis.map((l) => (
          <li
            key={l.linha}
            data-testid={`linha-${l.linha}`}
            className={cn("space-y-1 p-3 text-sm", l.erros.length ? "bg-red-50" : l.duplicado ? "bg-amber-50" : "")}
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">Linha {l.linha}</span>
              <span className="text-muted-foreground">
                {l.erros.length ? "com erros" : l.duplicado ? "duplicada: será ignorada" : "será criada"}
              </span>
            </div>
            <p className="break-words">
              {colunas
                .slice(0, 3)
                .map((c) => l.dados[c.chave])
                .filter(Boolean)
                .join(" · ") || "(sem dados)"}
            </p>
            {l.erros.length > 0 && (
              <ul className="list-disc space-y-0.5 pl-5 text-red-700">
                {l.erros.map((e) => (
                  <li key={e.campo}>
                    <span className="font-medium">{e.campo}:</span> {e.mensagem}
                  </li>
                ))}
              </ul>
            )}
            {l.duplicado && <p className="text-amber-800">Duplicada: {l.duplicado}.</p>}
            {l.avisos?.map((a) => (
              <p key={a.campo} className="text-blue-800">
                <span className="font-medium">{a.campo}:</span> {a.mensagem}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {linhas.length > visiveis.length && (
        <p className="text-xs text-muted-foreground">
          Mostrando {visiveis.length} de {linhas.length} linhas (as com erros primeiro).
        </p>
      )}
    </div>
  );
}
