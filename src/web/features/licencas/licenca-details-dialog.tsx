import type { ComponentType, ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatIsoDate } from "@/shared/rules/datas";
import { renovacaoFrase, type TRenovacaoSituacao } from "@/shared/rules/licenca-status";
import { RefreshCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { serverToday } from "@/web/lib/server-today";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import type { TLicencaDetalhe } from "@/shared/schemas/licencas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { notify } from "@/web/lib/notify";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { HistoricoLista } from "@/web/components/historico";
import { licencaQueryOptions } from "./api";
import { LicencaDocumentos } from "./licenca-documentos";
import { StatusBadge } from "./status-badge";

/** 'Ver Detalhes' of one licence (null: closed); its 'Condicionantes' tab leads to the conditions panel. */
export function LicencaDetailsDialog({
  licencaId,
  onClose,
  onOpenCondicionantes,
  onProtocolo,
  CondicionantesTab,
}: {
  licencaId: string | null;
  onClose: () => void;
  onOpenCondicionantes: (licencaId: string) => void;
  /** Opens 'Protocolo da renovação' over the details. */
  onProtocolo: (licenca: TLicencaDetalhe) => void;
  /** The conditions domain's read-only list, handed in by the route table (features do not import each other). */
  CondicionantesTab: ComponentType<{ licencaId: string; onOpenPainel: () => void }>;
}) {
  const query = useQuery({ ...licencaQueryOptions(licencaId ?? ""), enabled: licencaId !== null });
  useLoadErrorToast(query, () => notify.error("Erro ao carregar detalhes da licença"));
  const l = query.data;

  return (
    <Dialog open={licencaId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Detalhes da Licença</DialogTitle>
          <DialogDescription>
            {l ? `${l.tipoNome} nº ${l.numero}` : "Dados da licença e seus documentos."}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <p className="py-6 text-center text-muted-foreground">Carregando detalhes...</p>
        ) : !l ? (
          <p className="py-6 text-center text-muted-foreground">Não foi possível carregar os detalhes da licença.</p>
        ) : (
          // Keyed by the licence, so another licence opens on 'Geral' again.
          <Tabs key={l.id} defaultValue="geral">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="geral">Geral</TabsTrigger>
              <TabsTrigger value="empreendimento">Empreendimento</TabsTrigger>
              <TabsTrigger value="empreendedor">Empreendedor</TabsTrigger>
              <TabsTrigger value="documentos">Documentos</TabsTrigger>
              <TabsTrigger value="condicionantes">Condicionantes</TabsTrigger>
              <TabsTrigger value="historico">Histórico</TabsTrigger>
            </TabsList>
            <TabsContent value="geral">
              <Geral licenca={l} onProtocolo={() => onProtocolo(l)} />
            </TabsContent>
            <TabsContent value="empreendimento">
              <Fields>
                <Item label="Nome">{l.empreendimento.nome}</Item>
                <Item label="Atividade">{l.empreendimento.atividade}</Item>
                <Item label="Município">{l.empreendimento.municipio}</Item>
                <Item label="Estado">{l.empreendimento.estado}</Item>
              </Fields>
            </TabsContent>
            <TabsContent value="empreendedor">
              <Fields>
                <Item label="Nome/Razão Social">{l.cliente.nome}</Item>
                <Item label="CNPJ/CPF">{formatDocumento(l.cliente.cnpj)}</Item>
                <Item label="E-mail">{l.cliente.email}</Item>
                <Item label="Telefone">{formatTelefone(l.cliente.telefone)}</Item>
                <Item label="Cidade">{l.cliente.cidade}</Item>
                <Item label="Estado">{l.cliente.estado}</Item>
              </Fields>
            </TabsContent>
            <TabsContent value="documentos">
              <LicencaDocumentos licencaId={l.id} documentos={l.documentos} />
            </TabsContent>
            <TabsContent value="condicionantes">
              <CondicionantesTab licencaId={l.id} onOpenPainel={() => onOpenCondicionantes(l.id)} />
            </TabsContent>
            <TabsContent value="historico">
              {/* Mounted only while its tab is open: the history is asked for then, not with the details. */}
              <HistoricoLista tabela="licencas" id={l.id} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Geral({ licenca: l, onProtocolo }: { licenca: TLicencaDetalhe; onProtocolo: () => void }) {
  const frase = renovacaoFrase(
    { validade: l.validadeDate, emRenovacao: l.emRenovacao, protocolo: l.protocoloRenovacaoData },
    serverToday(),
  );
  return (
    <div className="space-y-4">
      <Fields>
        <Item label="Tipo">{l.tipoNome}</Item>
        <Item label="Número">{l.numero}</Item>
        <Item label="Órgão">{l.orgao}</Item>
        <Item label="Responsável">{l.responsavelNome}</Item>
        <Item label="Data de Emissão">{formatIsoDate(l.emissaoDate)}</Item>
        <Item label="Válida Até">{formatIsoDate(l.validadeDate)}</Item>
        <Item label="Status">
          <StatusBadge status={l.status} />
        </Item>
        <Item label="Prazo legal de renovação">{l.prazoLegalRenovacao && formatIsoDate(l.prazoLegalRenovacao)}</Item>
        <Item label="Em Renovação">{l.emRenovacao ? "Sim" : "Não"}</Item>
        {l.emRenovacao && (
          <>
            <Item label="Data de protocolo da renovação">
              {l.protocoloRenovacaoData && formatIsoDate(l.protocoloRenovacaoData)}
            </Item>
            <Item label="Número do protocolo">{l.protocoloRenovacaoNumero}</Item>
          </>
        )}
      </Fields>
      {frase && (
        <p
          className={cn(
            "rounded-md border p-3 text-sm font-medium",
            SITUACAO_CORES[l.renovacaoSituacao ?? "fora_do_prazo"],
          )}
        >
          {frase}
        </p>
      )}
      <Button variant="outline" onClick={onProtocolo}>
        <RefreshCw aria-hidden />
        {l.emRenovacao ? "Editar protocolo da renovação" : "Marcar como Renovação"}
      </Button>
    </div>
  );
}

// Filed in time: reassuring; late (or the legal deadline gone unfiled): a warning; no date: neutral.
const SITUACAO_CORES: Record<TRenovacaoSituacao, string> = {
  no_prazo: "border-blue-200 bg-blue-50 text-blue-900",
  fora_do_prazo: "border-red-200 bg-red-50 text-red-900",
  sem_protocolo: "border-amber-200 bg-amber-50 text-amber-900",
};

function Fields({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

/** One labelled value; '-' when empty. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children || "-"}</dd>
    </div>
  );
}
