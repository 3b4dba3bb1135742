import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, ExternalLink } from "lucide-react";
import type { TAjustePublicado, TCatalogoEntrada } from "@/shared/schemas/catalogo-legal";
import { formatDataHora, formatIsoDate } from "@/shared/rules/datas";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { catalogoLegalQueryOptions } from "./api";
import { AjusteDialog } from "./ajuste-dialog";

/**
 * 'Catálogo legal' (super-administrator): the obligations shipped with the product, each with its
 * cited source, its rule and when it applies in words, the day it was checked, and the yearly
 * overrides published over it ('Publicar ajuste').
 */
export function CatalogoLegalTab() {
  const query = useQuery(catalogoLegalQueryOptions());
  const [ajustando, setAjustando] = useState<TCatalogoEntrada | null>(null);
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar o catálogo legal", err)));
  if (query.isPending) return <p className="py-6 text-center text-muted-foreground">Carregando catálogo legal...</p>;
  if (!query.data)
    return <p className="py-6 text-center text-muted-foreground">Não foi possível carregar o catálogo legal.</p>;
  const { versao, entradas } = query.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        {`Catálogo ${versao} · ${entradas.length} obrigações. Cada regra vem do ato ou da página do órgão citados; um ajuste muda a data de um ano em todas as empresas.`}
      </p>
      <ul aria-label="Catálogo legal" className="grid grid-cols-1 gap-4">
        {entradas.map((e) => (
          <li key={e.codigo}>
            <Entrada entrada={e} onAjustar={() => setAjustando(e)} />
          </li>
        ))}
      </ul>
      <AjusteDialog entrada={ajustando} onClose={() => setAjustando(null)} />
    </div>
  );
}

function Entrada({ entrada: e, onAjustar }: { entrada: TCatalogoEntrada; onAjustar: () => void }) {
  const id = `catalogo-${e.codigo}`;
  return (
    <Card aria-labelledby={id} className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 id={id} className="break-words font-semibold">
            {e.titulo}
          </h2>
          <p className="break-words text-sm text-muted-foreground">{`${e.orgao} · ${e.recorrencia}`}</p>
        </div>
        {e.ajustavel && (
          <Button variant="outline" onClick={onAjustar} aria-label={`Publicar ajuste: ${e.titulo}`}>
            <CalendarClock aria-hidden />
            Publicar ajuste
          </Button>
        )}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
        <Campo rotulo="Fonte">
          <a
            href={e.baseLegal.url}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline-offset-4 hover:underline"
          >
            {`${e.baseLegal.ato}, ${e.baseLegal.artigo}`}
            <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </Campo>
        <Campo rotulo="Aplica-se a">{e.aplicaSe}</Campo>
        <Campo rotulo="Verificado em">{formatIsoDate(e.verificadoEm)}</Campo>
        <Campo rotulo="Ajustes">
          {e.ajustavel
            ? e.ajustes.length === 0 && "Nenhum ajuste publicado."
            : "Vence mais de uma vez por ano: sem ajuste por ano."}
          {e.ajustes.length > 0 && (
            <ul aria-label={`Ajustes de ${e.titulo}`} className="grid gap-2">
              {e.ajustes.map((a) => (
                <Ajuste key={a.ano} ajuste={a} />
              ))}
            </ul>
          )}
        </Campo>
      </dl>
    </Card>
  );
}

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Ajuste({ ajuste: a }: { ajuste: TAjustePublicado }) {
  return (
    <li className="grid gap-0.5 rounded-md border p-2">
      <p className="font-medium">{`${a.ano}: vence em ${formatIsoDate(a.dataVencimento)}`}</p>
      <p className="break-words">{a.motivo}</p>
      <p className="break-words text-xs text-muted-foreground">
        {`Publicado ${a.publicadoPor ? `por ${a.publicadoPor} ` : ""}em ${formatDataHora(a.publicadoEm)}`}
        {a.fonteUrl && (
          <>
            {" · "}
            <a
              href={a.fonteUrl}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline-offset-4 hover:underline"
            >
              Fonte
              <span className="sr-only"> do ajuste de {a.ano} (abre em nova aba)</span>
            </a>
          </>
        )}
      </p>
    </li>
  );
}
