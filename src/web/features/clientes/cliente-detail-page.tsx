import { useState, type ComponentType, type ReactNode } from "react";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, Pencil } from "lucide-react";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import type { TCliente } from "@/shared/schemas/clientes";
import type { TRef } from "@/shared/schemas/common";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { DetailPage } from "@/web/components/detail-page";
import { clienteQueryOptions } from "./api";
import { ClienteFormDialog } from "./cliente-form-dialog";
import { PortalSection } from "./portal-section";

/** The obligations domain's pieces (issue 32), handed in by the route table (decision 009). */
interface TObrigacoesDoCliente {
  /** 'Gerar calendário legal'. */
  CalendarioLegalDialog: ComponentType<{ cliente: TRef | null; onClose: () => void }>;
  /** The client's obligations, by their open due dates. */
  ObrigacoesSecao: ComponentType<{ clienteId: string }>;
}

/**
 * /clientes/:id — the client's data, its obligations and legal calendar (issue 32) and its
 * 'Portal do Empreendedor' (issue 29 §2).
 */
export function ClienteDetailPage(props: TObrigacoesDoCliente) {
  const { id = "" } = useParams();
  const query = useQuery(clienteQueryOptions(id));
  return (
    <DetailPage query={query} voltar={{ to: "/clientes", label: "Voltar para Empreendedor" }} registro="cliente">
      {(cliente) => <ClienteDetalhe cliente={cliente} {...props} />}
    </DetailPage>
  );
}

function ClienteDetalhe({
  cliente: c,
  CalendarioLegalDialog,
  ObrigacoesSecao,
}: TObrigacoesDoCliente & { cliente: TCliente }) {
  const [editando, setEditando] = useState(false);
  const [calendario, setCalendario] = useState(false);
  const local = [c.cidade, c.estado].filter(Boolean).join("/");
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{c.nome}</h1>
        {c.situacao === "inativo" && <Badge variant="secondary">Inativo</Badge>}
      </div>
      <Card role="region" aria-labelledby="cliente-dados">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle id="cliente-dados">Dados do Empreendedor</CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setCalendario(true)}>
              <CalendarCheck aria-hidden />
              Gerar calendário legal
            </Button>
            <Button variant="outline" size="sm" onClick={() => setEditando(true)}>
              <Pencil aria-hidden />
              Editar
            </Button>
          </div>
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
      <ObrigacoesSecao clienteId={c.id} />
      <PortalSection cliente={c} />
      <ClienteFormDialog open={editando} cliente={c} onOpenChange={(o) => !o && setEditando(false)} />
      <CalendarioLegalDialog
        cliente={calendario ? { id: c.id, nome: c.nome } : null}
        onClose={() => setCalendario(false)}
      />
    </>
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
