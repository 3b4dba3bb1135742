import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TObrigacaoItem } from "@/shared/schemas/obrigacoes";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { useClampPage } from "@/web/components/list-controls";
import { obrigacoesQueryOptions } from "./api";
import { ObrigacaoDetailsDialog } from "./obrigacao-details-dialog";
import { NOME_OBRIGACOES } from "./obrigacoes-filters";
import { ObrigacaoStatusBadge } from "@/web/components/obrigacao-status-badge";

const PAGE_SIZE = 5;

/** Whose obligations: a client's (its projects' included) or one project's. */
export type TObrigacoesSecaoProps = { clienteId: string } | { empreendimentoId: string };

/**
 * The obligations on a client's or a project's page (issue 32): their open due dates, the nearest
 * first, five at a time, each opening its details (meet it, move it, delete it) in place. Its
 * own API call, the list's, so the page's first paint stays at two.
 */
export function ObrigacoesSecao(props: TObrigacoesSecaoProps) {
  const [page, setPage] = useState(1);
  const [aberta, setAberta] = useState<string | null>(null);
  const filtro: Record<string, string> =
    "clienteId" in props ? { cliente: props.clienteId } : { empreendimento: props.empreendimentoId };
  const query = useQuery(obrigacoesQueryOptions({ ...filtro, status: "abertas", page, pageSize: PAGE_SIZE }));
  const total = query.data?.total ?? 0;
  const doCliente = "clienteId" in props;
  // A due date met or deleted on the last page leaves it empty: back to the one before.
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, page, setPage, PAGE_SIZE);

  return (
    <Card role="region" aria-labelledby="detalhe-obrigacoes">
      <CardHeader>
        <CardTitle id="detalhe-obrigacoes">Obrigações</CardTitle>
        <CardDescription>
          {doCliente
            ? "Vencimentos em aberto das obrigações fora das licenças, do empreendedor e dos seus empreendimentos."
            : "Vencimentos em aberto das obrigações deste empreendimento; as do empreendedor como um todo estão na página dele."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <p className="text-muted-foreground">Carregando obrigações...</p>
        ) : query.isError ? (
          <p className="text-muted-foreground">Não foi possível carregar as obrigações.</p>
        ) : total === 0 ? (
          <p className="text-muted-foreground">Nenhuma obrigação em aberto.</p>
        ) : (
          <ul aria-label="Obrigações em aberto" className="divide-y rounded-md border">
            {query.data.items.map((o) => (
              <Vencimento key={o.id} item={o} comProjeto={doCliente} onOpen={() => setAberta(o.obrigacaoId)} />
            ))}
          </ul>
        )}
        {total > PAGE_SIZE && (
          <Pagination nome={NOME_OBRIGACOES} page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
        )}
        <p className="text-sm">
          <Link to={`/obrigacoes?${new URLSearchParams(filtro)}`} className="text-primary hover:underline">
            Ver na lista de obrigações
          </Link>
        </p>
      </CardContent>
      <ObrigacaoDetailsDialog obrigacaoId={aberta} onClose={() => setAberta(null)} />
    </Card>
  );
}

function Vencimento({
  item: o,
  comProjeto,
  onOpen,
}: {
  item: TObrigacaoItem;
  comProjeto: boolean;
  onOpen: () => void;
}) {
  const onde = [o.orgao, comProjeto ? o.empreendimento?.nome : null].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <p className="font-medium break-words">{o.titulo}</p>
        <p className="text-sm text-muted-foreground break-words">{`${onde} · Vencimento ${formatIsoDate(o.dataVencimento)}`}</p>
      </div>
      <ObrigacaoStatusBadge status={o.status} />
      <Button variant="outline" size="sm" onClick={onOpen} aria-label={`Ver detalhes de ${o.titulo}`}>
        <Eye aria-hidden />
        Ver detalhes
      </Button>
    </li>
  );
}
