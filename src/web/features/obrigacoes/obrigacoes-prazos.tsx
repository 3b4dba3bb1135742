import { useId } from "react";
import { CircleCheck, Eye, Trash2 } from "lucide-react";
import { OBRIGACAO_SECAO_TITULOS, OBRIGACAO_SECOES, type TObrigacaoSecao } from "@/shared/rules/obrigacoes-legais";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TObrigacaoItem, TObrigacoesSecoes } from "@/shared/schemas/obrigacoes";
import { Button } from "@/web/components/ui/button";
import { SecaoDePrazo } from "@/web/components/secao-de-prazo";
import { CardInfo, EntregaNoPrazo, PrazoBadge } from "@/web/components/prazo-card";
import { ObrigacaoStatusBadge } from "@/web/components/obrigacao-status-badge";
import { nomeDoResponsavel } from "@/web/lib/responsavel";
import { NOME_OBRIGACOES } from "./obrigacoes-filters";

const VAZIA: Record<TObrigacaoSecao, string> = {
  vencidas: "Nenhuma obrigação vencida.",
  vencendo: "Nenhuma obrigação vence nos próximos 30 dias.",
  a_vencer: "Nenhuma obrigação com vencimento depois dos próximos 30 dias.",
  cumpridas: "Nenhum vencimento cumprido.",
};

type TAcoes = {
  onOpen: (item: TObrigacaoItem) => void;
  onComplete: (item: TObrigacaoItem) => void;
  onDelete: (item: TObrigacaoItem) => void;
};

/**
 * 'Por prazo' (decision 061): the due dates in the conditions screen's sections — overdue, due
 * within 30 days, later — and the met ones, each section counted with its own pager.
 */
export function ObrigacoesPrazos(
  props: TAcoes & {
    data: TObrigacoesSecoes;
    pages: Record<TObrigacaoSecao, number>;
    pageSize: number;
    filtrada: boolean;
    today: string;
    onPage: (secao: TObrigacaoSecao, page: number) => void;
  },
) {
  return (
    <div className="space-y-8">
      {OBRIGACAO_SECOES.map((secao) => (
        <SecaoDePrazo
          key={secao}
          id={`obrigacoes-secao-${secao}`}
          titulo={OBRIGACAO_SECAO_TITULOS[secao]}
          total={props.data[secao].total}
          vencida={secao === "vencidas"}
          nome={NOME_OBRIGACOES}
          vazia={props.filtrada ? "Nenhum vencimento desta seção corresponde aos filtros." : VAZIA[secao]}
          page={props.pages[secao]}
          pageSize={props.pageSize}
          onPage={(page) => props.onPage(secao, page)}
        >
          {props.data[secao].items.map((item) => (
            <VencimentoCard key={item.id} {...props} item={item} />
          ))}
        </SecaoDePrazo>
      ))}
    </div>
  );
}

/** One due date: what, whose, when and how it stands, and what to do with it. */
function VencimentoCard(props: TAcoes & { item: TObrigacaoItem; today: string }) {
  const { item: o } = props;
  const titleId = useId();
  const cumprida = o.status === "cumprida";
  return (
    <li className="@container">
      <article aria-labelledby={titleId} className="space-y-3 rounded-lg border bg-background p-4 shadow-sm">
        <div className="flex flex-col gap-2 @xl:flex-row @xl:items-start @xl:justify-between">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 id={titleId} className="break-words font-semibold">
              {o.titulo}
            </h3>
            <p className="break-words text-sm text-muted-foreground">{o.recorrencia}</p>
          </div>
          <div className="flex flex-wrap gap-2 @xl:justify-end">
            {!cumprida && <PrazoBadge data={o.dataVencimento} today={props.today} />}
            <ObrigacaoStatusBadge status={o.status} />
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm @xl:grid-cols-2">
          <CardInfo label="Vencimento">
            <span className="whitespace-nowrap">{formatIsoDate(o.dataVencimento)}</span>
          </CardInfo>
          <CardInfo label="Órgão">{o.orgao}</CardInfo>
          <CardInfo label="Empreendedor">{o.cliente.nome}</CardInfo>
          {o.empreendimento && <CardInfo label="Empreendimento">{o.empreendimento.nome}</CardInfo>}
          <CardInfo label="Responsável">{nomeDoResponsavel(o.responsavel)}</CardInfo>
          {o.cumpridaEm && (
            <CardInfo label="Cumprida em">
              <EntregaNoPrazo dataEntrega={o.cumpridaEm} dataPrazo={o.dataVencimento} />
            </CardInfo>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Ver detalhes de ${o.titulo}`}
            onClick={() => props.onOpen(o)}
          >
            <Eye aria-hidden />
            Ver detalhes
          </Button>
          {!cumprida && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Marcar como cumprida: ${o.titulo}`}
              onClick={() => props.onComplete(o)}
            >
              <CircleCheck aria-hidden />
              Marcar como cumprida
            </Button>
          )}
          {/* The card is one due date; the obligation goes with all of them, as the confirmation says. */}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={`Deletar a obrigação ${o.titulo}`}
            onClick={() => props.onDelete(o)}
          >
            <Trash2 aria-hidden />
            Deletar
          </Button>
        </div>
      </article>
    </li>
  );
}
