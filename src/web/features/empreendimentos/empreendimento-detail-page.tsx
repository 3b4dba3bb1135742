import { useState, type ComponentType, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import type { TCliente } from "@/shared/schemas/clientes";
import type { TEmpreendimentoPagina } from "@/shared/schemas/empreendimentos";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { DetailPage } from "@/web/components/detail-page";
import { HistoricoSecao } from "@/web/components/historico";
import { empreendimentoQueryOptions } from "./api";
import { EmpreendimentoFormDialog } from "./empreendimento-form-dialog";
import { ExcluirEmpreendimentoDialog } from "./excluir-empreendimento-dialog";
import { EmpreendimentoLicencas } from "./empreendimento-licencas";
import { EmpreendimentoPrazos } from "./empreendimento-prazos";

type TDialog = "editar" | "excluir" | "cliente" | null;
/** Other domains' pieces, handed in by the route table that assembles features (decision 009). */
interface TDeOutrosDominios {
  /** The clients domain's edit dialog. */
  ClienteFormDialog: ComponentType<{ open: boolean; cliente: TCliente; onOpenChange(open: boolean): void }>;
  /** The obligations domain's list of the project's open due dates (issue 32). */
  ObrigacoesSecao: ComponentType<{ empreendimentoId: string }>;
}

/**
 * /empreendimentos/:id — the project, its client, its licences and its deadlines, in one API call;
 * its obligations in one more.
 */
export function EmpreendimentoDetailPage(props: TDeOutrosDominios) {
  const { id = "" } = useParams();
  const query = useQuery(empreendimentoQueryOptions(id));
  return (
    <DetailPage
      query={query}
      voltar={{ to: "/empreendimentos", label: "Voltar para Empreendimentos" }}
      registro="empreendimento"
    >
      {(projeto) => <EmpreendimentoDetalhe projeto={projeto} {...props} />}
    </DetailPage>
  );
}

function EmpreendimentoDetalhe({
  projeto: e,
  ClienteFormDialog,
  ObrigacoesSecao,
}: TDeOutrosDominios & { projeto: TEmpreendimentoPagina }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <h1 className="text-3xl font-bold">{e.nome}</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="detalhe-dados">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
            <CardTitle id="detalhe-dados">Dados do Empreendimento</CardTitle>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setDialog("editar")}>
                <Pencil aria-hidden />
                Editar
              </Button>
              <Button variant="outline" size="sm" className="text-destructive" onClick={() => setDialog("excluir")}>
                <Trash2 aria-hidden />
                Excluir
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Nome">{e.nome}</Item>
              <Item label="Atividade">{e.atividade ? <Badge variant="secondary">{e.atividade}</Badge> : "-"}</Item>
              <Item label="Município">{e.municipio ?? "-"}</Item>
              <Item label="Estado">{e.estado ?? "-"}</Item>
              <Item label="Cadastrado em">{formatDate(e.createdAt)}</Item>
            </dl>
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="detalhe-empreendedor">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
            <CardTitle id="detalhe-empreendedor">Empreendedor</CardTitle>
            {e.cliente && (
              <Button variant="outline" size="sm" onClick={() => setDialog("cliente")}>
                <Pencil aria-hidden />
                Editar Empreendedor
              </Button>
            )}
          </CardHeader>
          <CardContent>
            {e.cliente ? <ClienteDados cliente={e.cliente} /> : <p className="text-muted-foreground">Não informado</p>}
          </CardContent>
        </Card>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <EmpreendimentoLicencas projeto={e} />
        <EmpreendimentoPrazos projeto={e} />
      </div>
      <ObrigacoesSecao empreendimentoId={e.id} />
      <Card>
        <CardContent className="pt-4">
          <HistoricoSecao tabela="empreendimentos" id={e.id} />
        </CardContent>
      </Card>

      <EmpreendimentoFormDialog open={dialog === "editar"} onOpenChange={(o) => !o && close()} empreendimento={e} />
      <ExcluirEmpreendimentoDialog
        empreendimento={e}
        open={dialog === "excluir"}
        onOpenChange={(o) => !o && close()}
        onDeleted={() => navigate("/empreendimentos")}
      />
      {e.cliente && (
        <ClienteFormDialog
          open={dialog === "cliente"}
          cliente={e.cliente}
          // Saving the client refreshes the project queries too (see clientes/api.ts).
          onOpenChange={(o) => !o && close()}
        />
      )}
    </>
  );
}

function ClienteDados({ cliente: c }: { cliente: TCliente }) {
  const local = [c.cidade, c.estado].filter(Boolean).join("/");
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label="Nome">{c.nome}</Item>
      <Item label="CNPJ/CPF">{formatDocumento(c.cnpj) || "-"}</Item>
      <Item label="Tipo de pessoa">{c.tipoPessoa === "fisica" ? "Pessoa Física" : "Pessoa Jurídica"}</Item>
      <Item label="E-mail">{c.email ?? "-"}</Item>
      <Item label="Telefone">{formatTelefone(c.telefone) || "-"}</Item>
      <Item label="Cidade/Estado">{local || "-"}</Item>
      <Item label="Responsável">{c.responsavelNome ?? "-"}</Item>
      <Item label="Situação">
        <Badge variant={c.situacao === "ativo" ? "success" : "outline"}>
          {c.situacao === "ativo" ? "Ativo" : "Inativo"}
        </Badge>
      </Item>
    </dl>
  );
}

function Item(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{props.label}</dt>
      <dd className="font-medium wrap-anywhere">{props.children}</dd>
    </div>
  );
}
