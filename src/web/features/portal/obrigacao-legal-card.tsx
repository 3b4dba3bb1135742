import { useId } from "react";
import { ExternalLink, Upload } from "lucide-react";
import { daysBetween, formatIsoDate } from "@/shared/rules/datas";
import type { TPortalObrigacaoLegal, TPortalVencimento } from "@/shared/schemas/portal-obrigacoes-legais";
import { ObrigacaoStatusBadge } from "@/web/components/obrigacao-status-badge";
import { Button } from "@/web/components/ui/button";
import { prazoBadge } from "@/shared/rules/condicionantes";
import { ListaDeComprovacoes } from "./comprovacoes";
import { Dado } from "./partes";

/**
 * One obligation outside the licences (the RAPP, the TCFA…): its status by its nearest due date,
 * its agency, rule and legal basis, and each due date with what was sent for it. 'Enviar
 * comprovação' per due date when the server offers it and this is not a preview.
 */
export function ObrigacaoLegalCard(props: {
  obrigacao: TPortalObrigacaoLegal;
  today: string;
  preview: boolean;
  clienteId: string | null;
  onEnviar: (o: TPortalObrigacaoLegal, v: TPortalVencimento) => void;
}) {
  const { obrigacao: o } = props;
  const titleId = useId();
  // The nearest open due date comes first; with none open, the latest met.
  const situacao = o.vencimentos[0]?.status;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="h-full space-y-4 rounded-xl border bg-background p-4 shadow-sm sm:p-5"
      >
        <div className="space-y-1.5">
          {situacao && <ObrigacaoStatusBadge status={situacao} />}
          <h2 id={titleId} className="break-words text-lg font-semibold leading-snug">
            {o.titulo}
          </h2>
          {o.descricao && <p className="line-clamp-3 break-words text-sm text-muted-foreground">{o.descricao}</p>}
        </div>
        {/* Two columns on a phone too: the short values side by side, the long ones across. */}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Dado label="Órgão">{o.orgao}</Dado>
          {o.empreendimento && <Dado label="Empreendimento">{o.empreendimento.nome}</Dado>}
          <Dado label="Recorrência" className="col-span-2">
            {o.recorrencia}
          </Dado>
          {(o.baseLegal || o.baseLegalUrl) && (
            <Dado label="Base legal" className="col-span-2">
              <BaseLegal texto={o.baseLegal} url={o.baseLegalUrl} />
            </Dado>
          )}
        </dl>
        {o.vencimentos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum vencimento em aberto.</p>
        ) : (
          <ul aria-label={`Vencimentos de ${o.titulo}`} className="space-y-3">
            {o.vencimentos.map((v) => (
              <Vencimento key={v.id} {...props} vencimento={v} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function Vencimento(props: Parameters<typeof ObrigacaoLegalCard>[0] & { vencimento: TPortalVencimento }) {
  const { obrigacao: o, vencimento: v } = props;
  const data = formatIsoDate(v.dataVencimento);
  return (
    <li className="space-y-3 rounded-lg border bg-slate-50 p-3">
      <p className="text-sm">
        <span className="font-medium">{quando(v, props.today)}</span>
        {v.status === "cumprida" && <span className="text-muted-foreground"> · vencimento em {data}</span>}
      </p>
      <ListaDeComprovacoes
        comprovacoes={v.comprovacoes}
        titulo={`${o.titulo}, vencimento em ${data}`}
        clienteId={props.clienteId}
      />
      {v.podeEnviar && !props.preview && (
        // Solid where the due date presses (overdue or within 30 days), quieter further out.
        <Button
          variant={daysBetween(props.today, v.dataVencimento) <= 30 ? "default" : "outline"}
          className="w-full sm:w-auto"
          onClick={() => props.onEnviar(o, v)}
        >
          <Upload aria-hidden />
          Enviar comprovação
          <span className="sr-only">{` de ${o.titulo}, vencimento em ${data}`}</span>
        </Button>
      )}
    </li>
  );
}

/** 'Vence em 31/03/2026 · 22 dias restantes', 'Venceu em 08/01/2026 · 60 dias atrasado', 'Cumprida em …'. */
function quando(v: TPortalVencimento, today: string): string {
  if (v.status === "cumprida") return `Cumprida em ${formatIsoDate(v.cumpridaEm ?? v.dataVencimento)}`;
  const dias = daysBetween(today, v.dataVencimento);
  const data = formatIsoDate(v.dataVencimento);
  if (dias === 0) return `Vence hoje, ${data}`;
  return `${dias < 0 ? "Venceu" : "Vence"} em ${data} · ${prazoBadge(v.dataVencimento, today)}`;
}

/** The act and article, linked to its text when the consultancy gave the address. */
function BaseLegal({ texto, url }: { texto: string | null; url: string | null }) {
  if (!url) return <>{texto}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-baseline gap-1 break-words font-medium text-primary underline-offset-4 hover:underline"
    >
      {texto ?? "Ver a norma"}
      <ExternalLink aria-hidden className="size-3.5 shrink-0 self-center" />
      <span className="sr-only"> (abre em outra aba)</span>
    </a>
  );
}
