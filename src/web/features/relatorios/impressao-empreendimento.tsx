import { useQuery } from "@tanstack/react-query";
import { ATIVIDADE_STATUS_LABELS, CONDICIONANTE_RELATORIO_LABELS } from "@/shared/rules/atividade-status";
import { formatIsoDate } from "@/shared/rules/datas";
import { formatDocumento } from "@/shared/rules/documento";
import type { TAtividade, TCondicionanteRelatorio } from "@/shared/schemas/cronograma";
import { relatorioQueryOptions, type TPeriodo } from "./api";
import {
  ImpressaoDocumento,
  ImpressaoResumo,
  ImpressaoSecao,
  ImpressaoTabela,
  type TColuna,
} from "./impressao-documento";
import { condicionanteTitulo, periodoTexto, resumoItens } from "./relatorio-texto";

const ATIVIDADES: TColuna<TAtividade>[] = [
  {
    titulo: "Atividade",
    valor: (a) => (
      <>
        <span className="font-semibold">{a.titulo}</span>
        {a.descricao && <span className="block text-[8.5pt]">{a.descricao}</span>}
      </>
    ),
  },
  { titulo: "Prazo", valor: (a) => formatIsoDate(a.dataPrazo), className: "w-[19mm] whitespace-nowrap" },
  { titulo: "Status", valor: (a) => ATIVIDADE_STATUS_LABELS[a.statusExibido], className: "w-[25mm]" },
  { titulo: "Conclusão", valor: (a) => formatIsoDate(a.dataConclusao), className: "w-[19mm] whitespace-nowrap" },
  {
    titulo: "Observações",
    valor: (a) => <span className="text-[8.5pt]">{a.observacoes ?? "-"}</span>,
    className: "w-[45mm]",
  },
  { titulo: "Docs.", valor: (a) => a.documentosCount, className: "w-[11mm] text-right" },
];

const CONDICIONANTES: TColuna<TCondicionanteRelatorio>[] = [
  { titulo: "Condicionante", valor: condicionanteTitulo },
  {
    titulo: "Licença",
    valor: (c) => (
      <>
        {c.licenca.numero}
        <span className="block text-[8.5pt]">{c.licenca.tipoNome}</span>
      </>
    ),
    className: "w-[45mm]",
  },
  { titulo: "Prazo", valor: (c) => formatIsoDate(c.dataPrazo), className: "w-[19mm] whitespace-nowrap" },
  { titulo: "Situação", valor: (c) => CONDICIONANTE_RELATORIO_LABELS[c.status], className: "w-[21mm]" },
];

/** A project's report on paper: who it is for, the period, the counts and both tables. */
export function ImpressaoEmpreendimento(props: { id: string; periodo: TPeriodo }) {
  const query = useQuery(relatorioQueryOptions(props.id, props.periodo));
  const r = query.data;
  const linhas = r
    ? [
        { rotulo: "Empreendimento", valor: r.empreendimento.nome },
        {
          rotulo: "Cliente",
          valor: r.empreendimento.cliente.cnpj
            ? `${r.empreendimento.cliente.nome} — ${formatDocumento(r.empreendimento.cliente.cnpj)}`
            : r.empreendimento.cliente.nome,
        },
        ...(r.empreendimento.municipio
          ? [
              {
                rotulo: "Local",
                valor: [r.empreendimento.municipio, r.empreendimento.estado].filter(Boolean).join(" — "),
              },
            ]
          : []),
        { rotulo: "Período", valor: periodoTexto(r.periodo) },
        { rotulo: "Situação em", valor: formatIsoDate(r.hoje) },
      ]
    : [];

  return (
    <ImpressaoDocumento titulo="Relatório do Empreendimento" linhas={linhas} pronto={Boolean(r)}>
      {!r ? (
        <p role={query.isError ? "alert" : undefined}>
          {query.isError ? `Não foi possível gerar o relatório: ${query.error.message}` : "Gerando relatório..."}
        </p>
      ) : (
        <>
          {resumoItens(r.resumo).map((g) => (
            <ImpressaoSecao key={g.titulo} titulo={`Resumo — ${g.titulo}`}>
              <ImpressaoResumo itens={g.itens} colunas={g.itens.length === 5 ? 5 : 4} />
            </ImpressaoSecao>
          ))}
          <ImpressaoSecao titulo="Cronograma de Atividades">
            <ImpressaoTabela
              colunas={ATIVIDADES}
              linhas={r.atividades}
              chave={(a) => a.id}
              vazio="Nenhuma atividade no período."
            />
          </ImpressaoSecao>
          <ImpressaoSecao titulo="Condicionantes">
            <ImpressaoTabela
              colunas={CONDICIONANTES}
              linhas={r.condicionantes}
              chave={(c) => c.id}
              vazio="Nenhuma condicionante no período."
            />
          </ImpressaoSecao>
        </>
      )}
    </ImpressaoDocumento>
  );
}
