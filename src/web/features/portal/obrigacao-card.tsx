import { useId } from "react";
import { Link } from "react-router";
import { CalendarClock, Upload } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import { CONDICIONANTE_STATUS_LABELS } from "@/shared/rules/condicionantes";
import type { TPortalObrigacao } from "@/shared/schemas/portal";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { descricaoExtra, prazoDaObrigacao } from "./obrigacao";
import { ListaDeComprovacoes, UltimaComprovacao } from "./comprovacoes";
import { NomeDaLicenca } from "./partes";

/**
 * One obligation: a condition by its deadline, or one scheduled delivery by its own date. On the
 * home it names its licence and project and its latest proof; on the licence's page it lists
 * every proof. 'Enviar comprovação' when the server offers it and this is not a preview.
 */
export function ObrigacaoCard(props: {
  obrigacao: TPortalObrigacao;
  today: string;
  /** The home's card names its licence and project; the licence's page does not repeat them. */
  comLicenca?: boolean;
  preview: boolean;
  clienteId: string | null;
  href: (path: string) => string;
  onEnviar: (o: TPortalObrigacao) => void;
  /** Under a section's h3 (the licence's page) the card's title is an h4. */
  nivel?: "h3" | "h4";
}) {
  const { obrigacao: o } = props;
  const Titulo = props.nivel ?? "h3";
  const titleId = useId();
  const prazo = prazoDaObrigacao(o, props.today);
  const extra = descricaoExtra(o);
  return (
    <li className="@container">
      <article
        aria-labelledby={titleId}
        className="h-full space-y-3 rounded-xl border bg-background p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", prazo.cor)}>
            {prazo.texto}
          </Badge>
          {o.entrega && (
            <Badge variant="info" className="whitespace-nowrap">
              <CalendarClock aria-hidden className="mr-1 size-3.5" />
              Entrega agendada
            </Badge>
          )}
          {!o.entrega && o.status === "em_andamento" && (
            <Badge variant="outline" className="whitespace-nowrap border-transparent bg-blue-100 text-blue-900">
              {CONDICIONANTE_STATUS_LABELS.em_andamento}
            </Badge>
          )}
        </div>
        <div className="space-y-1">
          <Titulo id={titleId} className="break-words font-semibold leading-snug">
            {o.titulo}
          </Titulo>
          {extra && <p className="line-clamp-3 break-words text-sm text-muted-foreground">{extra}</p>}
        </div>
        <div className="space-y-1 text-sm">
          <p>
            <span className="text-muted-foreground">{o.entrega ? "Entrega agendada para" : "Prazo"}: </span>
            <span className="font-medium">{prazo.data ? formatIsoDate(prazo.data) : "Sem prazo definido"}</span>
          </p>
          {props.comLicenca && (
            <p className="break-words">
              <Link
                to={props.href(`/portal/licencas/${o.licenca.id}`)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                <NomeDaLicenca licenca={o.licenca} />
              </Link>
              <span className="text-muted-foreground"> · {o.empreendimento.nome}</span>
            </p>
          )}
        </div>
        {props.comLicenca ? (
          o.comprovacoes[0] && <UltimaComprovacao comprovacao={o.comprovacoes[0]} />
        ) : (
          <ListaDeComprovacoes comprovacoes={o.comprovacoes} titulo={o.titulo} clienteId={props.clienteId} />
        )}
        {o.podeEnviar && !props.preview && (
          // Solid where the deadline presses (overdue or within 30 days), quieter further out.
          <Button
            variant={prazo.grupo === "vencidas" || prazo.grupo === "vencendo" ? "default" : "outline"}
            className="w-full sm:w-auto"
            onClick={() => props.onEnviar(o)}
          >
            <Upload aria-hidden />
            Enviar comprovação
            <span className="sr-only">{` de ${o.titulo}`}</span>
          </Button>
        )}
      </article>
    </li>
  );
}
