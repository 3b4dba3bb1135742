// The recurrence rule as screens say it (issue 32). Kept apart from recorrencia.ts so the web app
// can show it without loading date-holidays (decision 052).
import type { TPeriodo, TRecorrencia } from "../schemas/recorrencia";

const AO_PERIODO: Record<TPeriodo, string> = {
  mensal: "ao mês",
  trimestral: "ao trimestre",
  semestral: "ao semestre",
  anual: "ao ano",
};

const dd = (n: number) => String(n).padStart(2, "0");

/** 'Única', 'A cada 3 meses', 'Anual, até 31/03', 'Até o 5º dia útil do mês seguinte ao trimestre'. */
export function describeRecorrencia(regra: TRecorrencia): string {
  switch (regra.tipo) {
    case "unica":
      return "Única";
    case "meses":
      return regra.intervalo === 1 ? "Todo mês" : `A cada ${regra.intervalo} meses`;
    case "anual": {
      const base = `Anual, até ${dd(regra.dia)}/${dd(regra.mes)}`;
      if (regra.ajuste === "proximo_dia_util") return `${base} (se não for dia útil, o próximo dia útil)`;
      if (regra.ajuste === "dia_util_anterior") return `${base} (se não for dia útil, o dia útil anterior)`;
      return base;
    }
    case "apos_periodo": {
      const dia = regra.contagem === "dia_util" ? "dia útil" : "dia";
      return `Até o ${regra.n}º ${dia} do mês seguinte ${AO_PERIODO[regra.periodo]}`;
    }
  }
}
