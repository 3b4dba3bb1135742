import { Download, FileText } from "lucide-react";
import { COMPROVACAO_STATUS_LABELS, type TComprovacaoStatus } from "@/shared/rules/condicionantes";
import type { TPortalComprovacao, TPortalDocumento } from "@/shared/schemas/portal";
import { openDocumento } from "@/web/components/documento-actions";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import { formatBytes } from "@/web/lib/upload";
import { cn } from "@/web/lib/utils";
import { linkDoDocumento } from "./api";
import { COMPROVACAO_CORES } from "./obrigacao";

export function ComprovacaoBadge({ status }: { status: TComprovacaoStatus }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", COMPROVACAO_CORES[status])}>
      {COMPROVACAO_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Why the consultancy rejected a proof, where the person reads it before sending again. */
export function MotivoRejeicao({ motivo }: { motivo: string | null }) {
  if (!motivo) return null;
  return (
    <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <span className="font-medium">Motivo da rejeição:</span> {motivo}
    </p>
  );
}

/** Who sent it and when: the client's own sending, or what the consultancy recorded. */
const enviada = (c: TPortalComprovacao) =>
  `${c.origem === "portal" ? "Enviada pelo portal" : "Registrada pela consultoria"} em ${formatDate(c.createdAt)}`;

/** The latest proof in one line (the home's obligations): its state, when, and the reason if rejected. */
export function UltimaComprovacao({ comprovacao }: { comprovacao: TPortalComprovacao | undefined }) {
  if (!comprovacao) return <p className="text-sm text-muted-foreground">Nenhuma comprovação enviada ainda.</p>;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Última comprovação:</span>
        <ComprovacaoBadge status={comprovacao.status} />
        <span className="text-muted-foreground">{enviada(comprovacao)}</span>
      </p>
      {comprovacao.status === "rejeitada" && <MotivoRejeicao motivo={comprovacao.motivoRejeicao} />}
    </div>
  );
}

/** Every proof of an obligation (the licence's page), newest first, with its documents. */
export function ListaDeComprovacoes(props: {
  comprovacoes: TPortalComprovacao[];
  titulo: string;
  clienteId: string | null;
}) {
  if (props.comprovacoes.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma comprovação enviada ainda.</p>;
  return (
    <ul aria-label={`Comprovações de ${props.titulo}`} className="space-y-2">
      {props.comprovacoes.map((c) => (
        <li key={c.id} className="space-y-2 rounded-lg border bg-slate-50 p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <ComprovacaoBadge status={c.status} />
            <span className="text-muted-foreground">{enviada(c)}</span>
          </div>
          {c.status === "rejeitada" && <MotivoRejeicao motivo={c.motivoRejeicao} />}
          {c.observacoes && <p className="whitespace-pre-line break-words text-sm">{c.observacoes}</p>}
          {c.documentos.length > 0 && (
            <ListaDeDocumentos documentos={c.documentos} tipo="documentos" clienteId={props.clienteId} compacta />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Files to open through their signed links: a licence's documents, or a proof's. */
export function ListaDeDocumentos(props: {
  documentos: TPortalDocumento[];
  tipo: "licenca-documentos" | "documentos";
  clienteId: string | null;
  compacta?: boolean;
}) {
  return (
    <ul className={cn("grid", props.compacta ? "gap-1" : "gap-2 sm:grid-cols-2")}>
      {props.documentos.map((d) => (
        <li
          key={d.id}
          className={cn(
            "flex items-center gap-3 rounded-lg border bg-background",
            props.compacta ? "px-2 py-1.5" : "p-3 shadow-sm",
          )}
        >
          <FileText aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium" title={d.nome}>
              {d.nome}
            </span>
            {!props.compacta && (
              <span className="block text-xs text-muted-foreground">
                {formatBytes(d.fileSize)} · {formatDate(d.createdAt)}
              </span>
            )}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            onClick={() => void openDocumento(() => linkDoDocumento(props.tipo, d.id, props.clienteId))}
          >
            <Download aria-hidden />
            <span className="max-sm:sr-only">Baixar</span>
            <span className="sr-only">{` ${d.nome}`}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
