import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatNumero, formatTotal, type TNomeContado } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";
import type { TTotalLimitado } from "@/shared/schemas/paging";

// The small pieces every portal screen shares.

/** A section's title with its count and one line on what it holds. */
export function SecaoTitulo(props: { id: string; titulo: string; total?: TTotalLimitado; children?: ReactNode }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <h2 id={props.id} className="text-xl font-semibold">
          {props.titulo}
        </h2>
        {props.total !== undefined && <Badge variant="secondary">{formatTotal(props.total)}</Badge>}
      </div>
      {props.children && <p className="text-sm text-muted-foreground">{props.children}</p>}
    </div>
  );
}

export function Vazio({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed bg-background p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function Carregando() {
  return (
    <div role="status" className="flex justify-center py-10">
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}

/** What 'Carregar mais' needs of a list's infinite query. */
interface TConsultaPaginada {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Carregar mais' under a list while its query has another page, with how much of it is on screen. */
export function CarregarMais(props: {
  consulta: TConsultaPaginada;
  mostrando: number;
  total: TTotalLimitado;
  nome: TNomeContado;
}) {
  const { consulta } = props;
  if (!consulta.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground">
        Mostrando {formatNumero(props.mostrando)} de {formatTotal(props.total)} {props.nome.varios}
      </p>
      <Button
        variant="outline"
        onClick={() => void consulta.fetchNextPage()}
        disabled={consulta.isFetchingNextPage}
        className="w-full sm:w-auto"
      >
        {consulta.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
      </Button>
    </div>
  );
}

/** 'Licença de Operação LO-1234/2024', the number never broken at its hyphen or slash. */
export function NomeDaLicenca({ licenca }: { licenca: { tipoNome: string; numero: string } }) {
  return (
    <>
      {licenca.tipoNome} <span className="whitespace-nowrap">{licenca.numero}</span>
    </>
  );
}

/** A label and its value, in a record's `<dl>`. */
export function Dado(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", props.className)}>
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="break-words font-medium">{props.children}</dd>
    </div>
  );
}
