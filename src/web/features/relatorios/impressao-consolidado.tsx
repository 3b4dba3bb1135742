import { useEffect } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { DUE_SOON_DAYS } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { RENEWAL_ALERT_DAYS } from "@/shared/rules/licenca-status";
import { SITUACAO_LABELS, type TSituacao } from "@/shared/rules/consolidado";
import type { TConsolidado, TConsolidadoLinha } from "@/shared/schemas/consolidado";
import { useMe } from "@/web/lib/auth";
import { serverToday } from "@/web/lib/server-today";
import { formatNumero } from "@/web/lib/format";
import { consolidadoLotesQueryOptions, consolidadoQueryOptions } from "./consolidado-api";
import {
  CONDICIONANTES_CONTAGENS,
  LICENCAS_CONTAGENS,
  OBRIGACOES_CONTAGENS,
  OBRIGACOES_NOTA,
  SituacaoBadge,
  SituacaoLegenda,
} from "./consolidado-situacao";
import {
  ImpressaoDocumento,
  ImpressaoResumo,
  ImpressaoSecao,
  ImpressaoTabela,
  type TColuna,
} from "./impressao-documento";

// Ten counts beside the names fit A4's 180 mm only with short headings; the legend spells them out.
const numero = "w-[10.5mm] px-1! text-center! text-[8.5pt] tabular-nums";

/** Every project's row on paper: the names, the ten counts under their group, the situation's word. */
const COLUNAS: TColuna<TConsolidadoLinha>[] = [
  {
    titulo: "Empreendimento / Cliente",
    valor: (l) => (
      <>
        <span className="block font-semibold">{l.empreendimento.nome}</span>
        <span className="block text-[8.5pt]">{l.cliente.nome}</span>
      </>
    ),
    className: "break-words",
  },
  ...LICENCAS_CONTAGENS.map((c) => ({
    titulo: c.sigla,
    valor: (l: TConsolidadoLinha) => l.licencas[c.chave],
    className: numero,
  })),
  ...CONDICIONANTES_CONTAGENS.map((c) => ({
    titulo: c.sigla,
    valor: (l: TConsolidadoLinha) => l.condicionantes[c.chave],
    className: numero,
  })),
  ...OBRIGACOES_CONTAGENS.map((c) => ({
    titulo: c.sigla,
    valor: (l: TConsolidadoLinha) => l.obrigacoes[c.chave],
    className: numero,
  })),
  { titulo: "Situação", valor: (l) => <SituacaoBadge situacao={l.situacao} impresso />, className: "w-[19mm]" },
];

const GRUPOS = [
  { titulo: "", colunas: 1 },
  { titulo: "Licenças", colunas: LICENCAS_CONTAGENS.length },
  { titulo: "Condicionantes", colunas: CONDICIONANTES_CONTAGENS.length },
  { titulo: "Obrigações", colunas: OBRIGACOES_CONTAGENS.length },
  { titulo: "", colunas: 1 },
];

/** 'Vig. = Vigentes; …': the sheet's column headings in full. */
const siglas = (contagens: { sigla: string; rotulo: string }[]) =>
  contagens
    .filter((c) => c.sigla.toLowerCase() !== c.rotulo.toLowerCase())
    .map((c) => `${c.sigla} = ${c.rotulo.toLowerCase()}`)
    .join("; ");

/**
 * /relatorios/imprimir?empreendimento=todos — the consolidated report for paper: every project,
 * read batch by batch (decision 067) until the last, then printed. The licences', conditions' and
 * obligations' figures are the screen's; the projects by situation are counted from the rows
 * printed, so the sheet agrees with itself.
 */
export function ImpressaoConsolidado() {
  const empresa = useMe().data?.profile?.companyName ?? "";
  const resumo = useQuery(consolidadoQueryOptions({ page: 1, pageSize: 1 }));
  const lotes = useInfiniteQuery(consolidadoLotesQueryOptions());
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = lotes;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const linhas = lotes.data?.pages.flatMap((p) => p.items);
  const completo = lotes.isSuccess && !hasNextPage;
  const data = resumo.data;
  return (
    <ImpressaoDocumento
      titulo="Relatório Consolidado"
      linhas={[
        { rotulo: "Empresa", valor: empresa },
        { rotulo: "Abrangência", valor: "Todos os empreendimentos" },
        // The day the server computed the statuses for (its answer named it).
        { rotulo: "Data de referência", valor: data ? formatIsoDate(serverToday()) : "" },
      ]}
      pronto={resumo.isSuccess && completo}
    >
      {(resumo.isError || isError) && <p className="italic">Não foi possível carregar o relatório consolidado.</p>}
      {!completo && !isError && (
        <p role="status" className="italic">
          Carregando empreendimentos… {formatNumero(linhas?.length ?? 0)}
          {data ? ` de ${formatNumero(data.total)}` : ""}
        </p>
      )}
      {data && linhas && completo && <Conteudo data={data} linhas={linhas} />}
    </ImpressaoDocumento>
  );
}

function Conteudo({ data, linhas }: { data: TConsolidado; linhas: TConsolidadoLinha[] }) {
  const { totais } = data;
  const situacoes = (s: TSituacao) => linhas.filter((l) => l.situacao === s).length;
  return (
    <>
      <ImpressaoSecao titulo="Resumo">
        <div className="space-y-2">
          <ImpressaoResumo
            itens={[
              { rotulo: "Empreendimentos", valor: linhas.length },
              { rotulo: `${SITUACAO_LABELS.critico}s`, valor: situacoes("critico") },
              { rotulo: `Em ${SITUACAO_LABELS.atencao.toLowerCase()}`, valor: situacoes("atencao") },
              { rotulo: SITUACAO_LABELS.em_dia, valor: situacoes("em_dia") },
            ]}
          />
          <ImpressaoResumo
            itens={LICENCAS_CONTAGENS.map((c) => ({
              rotulo: `Licenças: ${c.rotulo}`,
              valor: totais.licencas[c.chave],
            }))}
          />
          <ImpressaoResumo
            itens={CONDICIONANTES_CONTAGENS.map((c) => ({
              rotulo: `Condicionantes: ${c.rotulo}`,
              valor: totais.condicionantes[c.chave],
            }))}
          />
          <ImpressaoResumo
            itens={OBRIGACOES_CONTAGENS.map((c) => ({
              rotulo: `Obrigações: ${c.rotulo}`,
              valor: totais.obrigacoes[c.chave],
            }))}
          />
        </div>
      </ImpressaoSecao>

      <ImpressaoSecao titulo="Situação por empreendimento">
        <ImpressaoTabela
          colunas={COLUNAS}
          grupos={GRUPOS}
          linhas={linhas}
          chave={(l) => l.empreendimento.id}
          vazio="Nenhum empreendimento cadastrado."
        />
      </ImpressaoSecao>

      <ImpressaoSecao titulo="Legenda">
        <SituacaoLegenda impresso />
        <p className="mt-1.5 text-[9pt]">
          Colunas — Licenças: {siglas(LICENCAS_CONTAGENS)}. Condicionantes: {siglas(CONDICIONANTES_CONTAGENS)}.
          Obrigações: {siglas(OBRIGACOES_CONTAGENS)}.
        </p>
        <p className="mt-1 text-[9pt]">
          Licenças pelo status do dia: em alerta de renovação até {RENEWAL_ALERT_DAYS} dias antes do vencimento.
          Condicionantes por prazo, como na tela de condicionantes: vencidas (prazo já passado), próximos{" "}
          {DUE_SOON_DAYS} dias (de hoje até {DUE_SOON_DAYS} dias), a vencer (depois disso) e concluídas; cada entrega
          agendada de uma condicionante periódica conta pela sua própria data, e as sem prazo definido não entram nesses
          grupos.
        </p>
        <p className="mt-1 text-[9pt]">{OBRIGACOES_NOTA}</p>
      </ImpressaoSecao>
    </>
  );
}
