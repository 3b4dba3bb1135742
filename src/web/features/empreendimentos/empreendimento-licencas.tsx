import { Link } from "react-router";
import { FileText, ListChecks, Plus } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TEmpreendimentoPagina } from "@/shared/schemas/empreendimentos";
import { LicencaStatusBadge } from "@/web/components/licenca-status-badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { licencaCondicionantesHref, licencaDetalhesHref } from "@/web/lib/licenca-links";

/**
 * The project's licences, the first to expire first: each one a small card (number, readable
 * type, status, validity) with links to its details and to its conditions panel. Cards rather
 * than a table, so the same markup fits a phone and a laptop with the sidebar open.
 */
export function EmpreendimentoLicencas({ projeto }: { projeto: TEmpreendimentoPagina }) {
  const { items, total } = projeto.licencas;
  const todas = `/licencas?${new URLSearchParams({
    ...(projeto.clienteId ? { clienteId: projeto.clienteId } : {}),
    empreendimentoId: projeto.id,
  })}`;
  return (
    <Card role="region" aria-labelledby="detalhe-licencas">
      <CardHeader>
        <CardTitle id="detalhe-licencas">Licenças</CardTitle>
        <CardDescription>
          {total === 0
            ? "Nenhuma licença cadastrada para este empreendimento."
            : total === 1
              ? "1 licença, pela data de validade."
              : `${total} licenças, as que vencem primeiro no topo.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items.length > 0 && (
          <ul aria-label="Licenças do empreendimento" className="divide-y rounded-md border">
            {items.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-words">
                    {l.tipoNome} nº {l.numero}
                  </p>
                  <p className="text-sm text-muted-foreground break-words">
                    {l.orgao} ·{" "}
                    {l.validadeDate ? `Válida até ${formatIsoDate(l.validadeDate)}` : "Sem data de validade"}
                  </p>
                </div>
                <LicencaStatusBadge status={l.status} />
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={licencaDetalhesHref(l.id)} aria-label={`Ver Licença ${l.numero}`}>
                      <FileText aria-hidden />
                      Ver Licença
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to={licencaCondicionantesHref(l.id)} aria-label={`Condicionantes da licença ${l.numero}`}>
                      <ListChecks aria-hidden />
                      Condicionantes
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {total === 0 && (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/licencas/nova">
                <Plus aria-hidden />
                Nova Licença
              </Link>
            </Button>
          </div>
        )}
        {total > 0 && (
          <p className="text-sm text-muted-foreground">
            {total > items.length && `Mostrando ${items.length} de ${total}. `}
            <Link to={todas} className="text-primary hover:underline">
              Ver na lista de licenças
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
