import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Pencil } from "lucide-react";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { NotFoundPage } from "@/web/components/not-found-page";
import { clienteQueryOptions } from "./api";
import { ClienteFormDialog } from "./cliente-form-dialog";
import { PortalSection } from "./portal-section";

/** /clientes/:id — the client's data and its 'Portal do Empreendedor' (issue 29 §2). */
export function ClienteDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(clienteQueryOptions(id));
  const [editando, setEditando] = useState(false);

  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return <NotFoundPage />;
  const back = (
    <Link to="/clientes" className="inline-flex items-center gap-2 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      Voltar para Empreendedor
    </Link>
  );
  if (query.isPending)
    return (
      <div className="grid gap-6">
        {back}
        <p className="text-muted-foreground">Carregando cliente...</p>
      </div>
    );
  if (query.isError)
    return (
      <div className="grid justify-items-start gap-4">
        {back}
        <p role="alert" className="text-destructive">
          {acaoErrorText("carregar cliente", query.error)}
        </p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );

  const c = query.data;
  const local = [c.cidade, c.estado].filter(Boolean).join("/");
  return (
    <div className="grid gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{c.nome}</h1>
        {c.situacao === "inativo" && <Badge variant="secondary">Inativo</Badge>}
      </div>
      <Card role="region" aria-labelledby="cliente-dados">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle id="cliente-dados">Dados do Empreendedor</CardTitle>
          <Button variant="outline" size="sm" onClick={() => setEditando(true)}>
            <Pencil aria-hidden />
            Editar
          </Button>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Item label="CNPJ/CPF">{formatDocumento(c.cnpj) || "-"}</Item>
            <Item label="E-mail">{c.email || "-"}</Item>
            <Item label="Telefone">{formatTelefone(c.telefone) || "-"}</Item>
            <Item label="Cidade/UF">{local || "-"}</Item>
            <Item label="Responsável">{c.responsavelNome || "-"}</Item>
            <Item label="Cadastrado em">{formatDate(c.createdAt)}</Item>
          </dl>
        </CardContent>
      </Card>
      <PortalSection cliente={c} />
      <ClienteFormDialog open={editando} cliente={c} onOpenChange={(o) => !o && setEditando(false)} />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
