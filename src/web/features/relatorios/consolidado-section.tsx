import type { ReactNode } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { formatDataHora, formatIsoDate } from "@/shared/rules/datas";
import { SITUACOES } from "@/shared/rules/consolidado";
import { ZConsolidadoQuerySchema, type TConsolidado, type TConsolidadoLinha } from "@/shared/schemas/consolidado";
import { CellText, DataList, ListFrame, type TColumn } from "@/web/components/data-list";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { Card } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { serverToday } from "@/web/lib/server-today";
import { useUrlState } from "@/web/lib/use-url-state";
import { cn } from "@/web/lib/utils";
import { consolidadoQueryOptions } from "./consolidado-api";
import {
  CONDICIONANTES_CONTAGENS,
  Contagens,
  contagensTexto,
  corDaContagem,
  LICENCAS_CONTAGENS,
  OBRIGACOES_CONTAGENS,
  OBRIGACOES_NOTA,
  SituacaoBadge,
  SituacaoLegenda,
} from "./consolidado-situacao";
import { formatNumero } from "@/web/lib/format";

/** Only the page is the section's own in the URL; /relatorios keeps `empreendimento=todos` beside it. */
const ZPaginaSchema = ZConsolidadoQuerySchema.pick({ page: true });

// Widths for a 942-px box (1280 px, sidebar open); below 1024 px the client goes under the project.
const COLUMNS: TColumn<TConsolidadoLinha>[] = [
  {
    header: "Empreendimento",
    cell: (l) => (
      <>
        <Link to={`/empreendimentos/${l.empreendimento.id}`} className="block font-medium hover:underline">
          <CellText text={l.empreendimento.nome} lines={2} />
        </Link>
        <CellText text={l.cliente.nome} className="text-xs text-muted-foreground @5xl:hidden" />
      </>
    ),
  },
  { header: "Cliente", from: "5xl", cell: (l) => <CellText text={l.cliente.nome} lines={2} /> },
  {
    header: "Licenças",
    width: "w-[13rem]",
    cell: (l) => <Contagens valores={l.licencas} contagens={LICENCAS_CONTAGENS} rotulo="Licenças" />,
  },
  {
    header: "Condicionantes",
    width: "w-[13rem]",
    cell: (l) => <Contagens valores={l.condicionantes} contagens={CONDICIONANTES_CONTAGENS} rotulo="Condicionantes" />,
  },
  {
    header: "Obrigações",
    width: "w-[8rem]",
    cell: (l) => <Contagens valores={l.obrigacoes} contagens={OBRIGACOES_CONTAGENS} rotulo="Obrigações" umPorLinha />,
  },
  { header: "Situação", width: "w-[7rem]", cell: (l) => <SituacaoBadge situacao={l.situacao} /> },
];

/**
 * /relatorios with 'Todos os empreendimentos' (?empreendimento=todos): the company's totals and
 * every project's traffic light, worst first, in one call paged by the server.
 */
export function ConsolidadoSection() {
  const { values, set } = useUrlState(ZPaginaSchema);
  const query = useQuery(consolidadoQueryOptions({ page: values.page, pageSize: PAGE_SIZE }));
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar o relatório consolidado", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, values.page, (page, replace) =>
    set({ page }, replace),
  );

  return (
    <section aria-labelledby="consolidado-titulo" className="space-y-4">
      <div className="space-y-1">
        <h2 id="consolidado-titulo" className="text-xl font-semibold">
          Panorama de todos os empreendimentos
        </h2>
        <p className="text-sm text-muted-foreground">
          Situação em {formatIsoDate(serverToday())}: licenças por status, condicionantes por prazo e obrigações por
          vencimento de cada empreendimento, os mais críticos primeiro.
        </p>
      </div>

      <Totais totais={query.data?.totais} total={query.data?.total} contadasEm={query.data?.situacoesContadasEm} />

      <ListFrame>
        <DataList
          label="Situação dos empreendimentos"
          items={query.data?.items}
          rowKey={(l) => l.empreendimento.id}
          isPending={query.isPending}
          isError={query.isError}
          messages={{
            loading: "Carregando relatório...",
            error: "Não foi possível carregar o relatório consolidado.",
            empty: "Nenhum empreendimento cadastrado",
          }}
          columns={COLUMNS}
          card={(l) => ({
            title: (
              <Link to={`/empreendimentos/${l.empreendimento.id}`} className="hover:underline">
                {l.empreendimento.nome}
              </Link>
            ),
            subtitle: l.cliente.nome,
            badge: <SituacaoBadge situacao={l.situacao} />,
            fields: [
              { label: "Licenças", value: contagensTexto(l.licencas, LICENCAS_CONTAGENS) },
              { label: "Condicionantes", value: contagensTexto(l.condicionantes, CONDICIONANTES_CONTAGENS) },
              { label: "Obrigações", value: contagensTexto(l.obrigacoes, OBRIGACOES_CONTAGENS) },
            ],
          })}
        />
        <Pagination
          nome={{ um: "empreendimento", varios: "empreendimentos" }}
          page={values.page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={(page) => set({ page })}
        />
      </ListFrame>

      <div className="rounded-lg border bg-muted/30 p-3">
        <h3 className="mb-1.5 text-sm font-semibold">Legenda</h3>
        <SituacaoLegenda />
        <p className="mt-1.5 text-sm text-muted-foreground">{OBRIGACOES_NOTA}</p>
      </div>
    </section>
  );
}

/**
 * The company's figures: projects by situation, licences by status, conditions by deadline,
 * obligations by due date. The projects by situation may be a few minutes old (decision 067): the
 * card says when they were counted.
 */
function Totais(props: {
  totais: TConsolidado["totais"] | undefined;
  total: number | undefined;
  contadasEm: string | undefined;
}) {
  const { totais, total, contadasEm } = props;
  const n = (v: number | undefined) => (v === undefined ? "–" : formatNumero(v));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <TotalCard
        titulo="Empreendimentos"
        valor={n(total)}
        nota={
          contadasEm &&
          `Situações contadas em ${formatDataHora(contadasEm)}; recontadas a cada 5 minutos ou quando um total muda.`
        }
      >
        {SITUACOES.map((s) => (
          <Linha key={s} rotulo={<SituacaoBadge situacao={s} />} valor={n(totais?.situacoes[s])} />
        ))}
      </TotalCard>
      <TotalCard
        titulo="Licenças"
        valor={n(totais && LICENCAS_CONTAGENS.reduce((soma, c) => soma + totais.licencas[c.chave], 0))}
      >
        {LICENCAS_CONTAGENS.map((c) => (
          <Linha
            key={c.chave}
            rotulo={c.rotulo}
            valor={n(totais?.licencas[c.chave])}
            className={totais && corDaContagem(totais.licencas[c.chave], c.alarme)}
          />
        ))}
      </TotalCard>
      <TotalCard titulo="Condicionantes" valor={null}>
        {CONDICIONANTES_CONTAGENS.map((c) => (
          <Linha
            key={c.chave}
            rotulo={c.rotulo}
            valor={n(totais?.condicionantes[c.chave])}
            className={totais && corDaContagem(totais.condicionantes[c.chave], c.alarme)}
          />
        ))}
      </TotalCard>
      <TotalCard titulo="Obrigações" valor={null}>
        {OBRIGACOES_CONTAGENS.map((c) => (
          <Linha
            key={c.chave}
            rotulo={c.rotulo}
            valor={n(totais?.obrigacoes[c.chave])}
            className={totais && corDaContagem(totais.obrigacoes[c.chave], c.alarme)}
          />
        ))}
      </TotalCard>
    </div>
  );
}

function TotalCard(props: { titulo: string; valor: string | null; nota?: string; children: ReactNode }) {
  return (
    <Card className="gap-2 p-4">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium text-muted-foreground">
        {props.titulo}
        {props.valor !== null && <span className="text-2xl font-bold text-foreground tabular-nums">{props.valor}</span>}
      </h3>
      <dl className="space-y-1 text-sm">{props.children}</dl>
      {props.nota && <p className="text-xs text-muted-foreground">{props.nota}</p>}
    </Card>
  );
}

function Linha(props: { rotulo: ReactNode; valor: string; className?: string | false }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt>{props.rotulo}</dt>
      <dd className={cn("tabular-nums", props.className)}>{props.valor}</dd>
    </div>
  );
}
