import { formatIsoDate } from "@/shared/rules/datas";
import type { TRelatorio, TRelatorioResumo } from "@/shared/schemas/cronograma";

// How the report reads, the same on the screen and on paper.

/** 'Todo o período', 'De 01/03/2026 a 31/03/2026', 'A partir de …', 'Até …'. */
export function periodoTexto(periodo: TRelatorio["periodo"]): string {
  const { inicio, fim } = periodo;
  if (inicio && fim) return `De ${formatIsoDate(inicio)} a ${formatIsoDate(fim)}`;
  if (inicio) return `A partir de ${formatIsoDate(inicio)}`;
  if (fim) return `Até ${formatIsoDate(fim)}`;
  return "Todo o período";
}

/** The summary's counts, in two labelled groups. */
export function resumoItens(resumo: TRelatorioResumo) {
  const { atividades: a, condicionantes: c } = resumo;
  return [
    {
      titulo: "Atividades",
      itens: [
        { rotulo: "Total", valor: a.total },
        { rotulo: "Pendentes", valor: a.pendente },
        { rotulo: "Em andamento", valor: a.em_andamento },
        { rotulo: "Concluídas", valor: a.concluida },
        { rotulo: "Atrasadas", valor: a.atrasada },
      ],
    },
    {
      titulo: "Condicionantes",
      itens: [
        { rotulo: "Total", valor: c.total },
        { rotulo: "Cumpridas", valor: c.cumprida },
        { rotulo: "Vencidas", valor: c.vencida },
        { rotulo: "Pendentes", valor: c.pendente },
      ],
    },
  ];
}

/** A condition as the report names it: its name, else its description. */
export const condicionanteTitulo = (c: TRelatorio["condicionantes"][number]) => c.nome || c.descricao;
