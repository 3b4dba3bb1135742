import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ChevronRight, History } from "lucide-react";
import { formatDataHora } from "@/shared/rules/datas";
import type { THistoricoTabela } from "@/shared/rules/historico";
import type { THistoricoItem } from "@/shared/schemas/historico";
import { Button } from "@/web/components/ui/button";
import { historicoQueryOptions } from "@/web/lib/historico-api";

/**
 * A record's 'Histórico' (issue 17 §1): who changed what and when, newest first, ten at a time
 * with 'Carregar mais'. It asks the server when it is first shown — inside a tab or an opened
 * section — never with the screen around it.
 */
export function HistoricoLista({ tabela, id }: { tabela: THistoricoTabela; id: string }) {
  const query = useInfiniteQuery(historicoQueryOptions(tabela, id));
  if (query.isPending) return <p className="py-4 text-sm text-muted-foreground">Carregando histórico...</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-sm">
        <p className="text-destructive">Não foi possível carregar o histórico.</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  const itens = query.data.pages.flatMap((p) => p.items);
  if (!itens.length) return <p className="py-4 text-sm text-muted-foreground">Nenhuma alteração registrada.</p>;
  return (
    <div className="grid gap-3">
      <ol aria-label="Histórico" className="grid gap-3">
        {itens.map((item) => (
          <HistoricoLinha key={item.id} item={item} />
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
        </Button>
      )}
    </div>
  );
}

const vazio = (v: string | null) => v ?? "(vazio)";

function HistoricoLinha({ item }: { item: THistoricoItem }) {
  return (
    <li className="rounded-md border p-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{item.quem}</span>
        <time dateTime={item.quando} className="text-muted-foreground">
          {formatDataHora(item.quando)}
        </time>
      </p>
      <p className="mt-1">{item.frase}</p>
      {item.alteracoes.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {item.alteracoes.map((a) => (
            <li key={a.campo} className="break-words">
              <span className="text-muted-foreground">{a.campo}: </span>
              {/* A creation has no 'before': only what was filled in. */}
              {item.acao === "update" ? `${vazio(a.antes)} → ${vazio(a.depois)}` : vazio(a.depois)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The history as a section opened on demand, for a card or a page without tabs. */
export function HistoricoSecao({ tabela, id }: { tabela: THistoricoTabela; id: string }) {
  const [aberto, setAberto] = useState(false);
  const conteudo = useId();
  return (
    <section className="grid gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start px-2"
        aria-expanded={aberto}
        aria-controls={conteudo}
        onClick={() => setAberto((a) => !a)}
      >
        <ChevronRight aria-hidden className={`transition-transform ${aberto ? "rotate-90" : ""}`} />
        <History aria-hidden />
        Histórico
      </Button>
      <div id={conteudo}>{aberto && <HistoricoLista tabela={tabela} id={id} />}</div>
    </section>
  );
}
