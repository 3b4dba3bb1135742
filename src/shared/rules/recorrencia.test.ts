import { describe, expect, it } from "vitest";
import { ZRecorrenciaSchema, type TLocal, type TRecorrencia, type TRecorrenciaInput } from "../schemas/recorrencia";
import { firstVencimento, nextVencimento, type TVencimento } from "./recorrencia";
import { describeRecorrencia } from "./recorrencia-texto";

const BRASIL: TLocal = { uf: null, municipio: null };
const regra = (input: TRecorrenciaInput): TRecorrencia => ZRecorrenciaSchema.parse(input);

/** `count` instances from the first on or after `desde`, each from the previous one's rule date. */
function serie(r: TRecorrencia, desde: string, count: number, local = BRASIL): TVencimento[] {
  const first = firstVencimento(r, desde, local);
  const out = [first];
  while (out.length < count) out.push(nextVencimento(r, out[out.length - 1].dataRegra, local, first.dataRegra)!);
  return out;
}

describe("a one-off obligation", () => {
  it("falls due on its own date and has nothing after it", () => {
    const unica = regra({ tipo: "unica" });
    expect(firstVencimento(unica, "2026-05-10", BRASIL)).toEqual({ dataRegra: "2026-05-10", vencimento: "2026-05-10" });
    expect(nextVencimento(unica, "2026-05-10", BRASIL)).toBeNull();
  });
});

describe("every N months", () => {
  it("comes back to the 31st after a short month, for years, without drifting", () => {
    const datas = serie(regra({ tipo: "meses", intervalo: 1 }), "2026-01-31", 50).map((v) => v.vencimento);
    expect(datas.slice(0, 5)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(datas).toContain("2028-02-29");
    expect(datas[49]).toBe("2030-02-28");
    for (const data of datas) {
      const [y, m] = data.split("-").map(Number);
      const ultimo = new Date(Date.UTC(y, m, 0)).getUTCDate();
      expect(Number(data.slice(8)), data).toBe(ultimo);
    }
  });

  it("keeps the 30th every three months through February", () => {
    const datas = serie(regra({ tipo: "meses", intervalo: 3 }), "2026-11-30", 7).map((v) => v.vencimento);
    expect(datas).toEqual([
      "2026-11-30",
      "2027-02-28",
      "2027-05-30",
      "2027-08-30",
      "2027-11-30",
      "2028-02-29",
      "2028-05-30",
    ]);
  });

  it("is not moved off a weekend", () => {
    // 2026-05-10 is a Sunday: the rule has no adjustment for 'meses'.
    expect(nextVencimento(regra({ tipo: "meses", intervalo: 2 }), "2026-03-10", BRASIL)?.vencimento).toBe("2026-05-10");
  });
});

describe("every year on a day", () => {
  const rapp = (ajuste: "nenhum" | "proximo_dia_util" | "dia_util_anterior") =>
    regra({ tipo: "anual", mes: 3, dia: 31, ajuste });

  it("moves 31 March to the next business day when it falls on a weekend", () => {
    expect(serie(rapp("proximo_dia_util"), "2026-01-01", 5)).toEqual([
      { dataRegra: "2026-03-31", vencimento: "2026-03-31" },
      { dataRegra: "2027-03-31", vencimento: "2027-03-31" },
      { dataRegra: "2028-03-31", vencimento: "2028-03-31" },
      { dataRegra: "2029-03-31", vencimento: "2029-04-02" }, // Saturday
      { dataRegra: "2030-03-31", vencimento: "2030-04-01" }, // Sunday
    ]);
  });

  it("moves it back over Good Friday to the Thursday when the rule says the previous business day", () => {
    // 31 March 2029 is a Saturday and 30 March 2029 Good Friday.
    expect(nextVencimento(rapp("dia_util_anterior"), "2028-03-31", BRASIL)).toEqual({
      dataRegra: "2029-03-31",
      vencimento: "2029-03-29",
    });
    expect(nextVencimento(rapp("nenhum"), "2028-03-31", BRASIL)?.vencimento).toBe("2029-03-31");
  });

  it("starts with this year's instance while it is still ahead, moved date included", () => {
    expect(firstVencimento(rapp("nenhum"), "2026-04-01", BRASIL).vencimento).toBe("2027-03-31");
    expect(firstVencimento(rapp("proximo_dia_util"), "2029-04-01", BRASIL).vencimento).toBe("2029-04-02");
    expect(firstVencimento(rapp("proximo_dia_util"), "2029-04-03", BRASIL).vencimento).toBe("2030-04-01");
  });

  it("takes last year's 31 December when it moved into January", () => {
    // 31 December 2022 is a Saturday, 1 January 2023 a holiday.
    const fimDeAno = regra({ tipo: "anual", mes: 12, dia: 31, ajuste: "proximo_dia_util" });
    expect(firstVencimento(fimDeAno, "2023-01-01", BRASIL)).toEqual({
      dataRegra: "2022-12-31",
      vencimento: "2023-01-02",
    });
    expect(nextVencimento(fimDeAno, "2022-12-31", BRASIL)?.dataRegra).toBe("2023-12-31");
  });

  it("falls on 28 February in years without a 29th and comes back to the 29th", () => {
    const datas = serie(regra({ tipo: "anual", mes: 2, dia: 29 }), "2028-01-01", 5).map((v) => v.vencimento);
    expect(datas).toEqual(["2028-02-29", "2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"]);
  });
});

describe("after each period closes", () => {
  const tcfa = regra({ tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 });

  it("gives TCFA's 5th business day after each quarter, 2026 to 2028", () => {
    expect(serie(tcfa, "2026-01-01", 13).map((v) => v.vencimento)).toEqual([
      "2026-01-08", // Q4 2025; 1 January a Thursday holiday
      "2026-04-08", // Good Friday 3 April
      "2026-07-07",
      "2026-10-07",
      "2027-01-08", // 1 January a Friday holiday
      "2027-04-07",
      "2027-07-07",
      "2027-10-07",
      "2028-01-07",
      "2028-04-07",
      "2028-07-07",
      "2028-10-06",
      "2029-01-08", // 1 January a Monday holiday
    ]);
  });

  it("names the quarter each instance reports on", () => {
    expect(firstVencimento(tcfa, "2026-01-01", BRASIL).periodo).toEqual({ inicio: "2025-10-01", fim: "2025-12-31" });
    expect(nextVencimento(tcfa, "2026-04-08", BRASIL)?.periodo).toEqual({ inicio: "2026-04-01", fim: "2026-06-30" });
  });

  it("starts with a deadline still ahead, today's included", () => {
    expect(firstVencimento(tcfa, "2026-04-08", BRASIL).vencimento).toBe("2026-04-08");
    expect(firstVencimento(tcfa, "2026-04-09", BRASIL).vencimento).toBe("2026-07-07");
    expect(firstVencimento(tcfa, "2026-05-20", BRASIL).vencimento).toBe("2026-07-07");
  });

  it("counts the place's holidays: the 7th business day after a semester in São Paulo", () => {
    const semestral = regra({ tipo: "apos_periodo", periodo: "semestral", contagem: "dia_util", n: 7 });
    expect(firstVencimento(semestral, "2026-05-01", { uf: "SP", municipio: null })).toEqual({
      dataRegra: "2026-07-10",
      vencimento: "2026-07-10",
      periodo: { inicio: "2026-01-01", fim: "2026-06-30" },
    });
    expect(firstVencimento(semestral, "2026-05-01", { uf: "MG", municipio: null }).vencimento).toBe("2026-07-09");
    expect(nextVencimento(semestral, "2026-07-10", BRASIL)?.vencimento).toBe("2027-01-12");
  });

  it("keeps a calendar day as it is, and the month's last day when the month is shorter", () => {
    const mensal10 = regra({ tipo: "apos_periodo", periodo: "mensal", contagem: "dia_corrido", n: 10 });
    expect(firstVencimento(mensal10, "2026-05-10", BRASIL).vencimento).toBe("2026-05-10"); // a Sunday
    expect(firstVencimento(mensal10, "2026-05-11", BRASIL).vencimento).toBe("2026-06-10");
    const mensal30 = regra({ tipo: "apos_periodo", periodo: "mensal", contagem: "dia_corrido", n: 30 });
    expect(serie(mensal30, "2027-01-01", 3).map((v) => v.vencimento)).toEqual([
      "2027-01-30",
      "2027-02-28",
      "2027-03-30",
    ]);
  });

  it("puts the yearly deadline in January", () => {
    const anual = regra({ tipo: "apos_periodo", periodo: "anual", contagem: "dia_util", n: 1 });
    expect(serie(anual, "2026-03-01", 2)).toEqual([
      { dataRegra: "2027-01-04", vencimento: "2027-01-04", periodo: { inicio: "2026-01-01", fim: "2026-12-31" } },
      { dataRegra: "2028-01-03", vencimento: "2028-01-03", periodo: { inicio: "2027-01-01", fim: "2027-12-31" } },
    ]);
  });
});

describe("the rule in words", () => {
  it.each<[TRecorrenciaInput, string]>([
    [{ tipo: "unica" }, "Única"],
    [{ tipo: "meses", intervalo: 1 }, "Todo mês"],
    [{ tipo: "meses", intervalo: 3 }, "A cada 3 meses"],
    [{ tipo: "anual", mes: 3, dia: 31 }, "Anual, até 31/03"],
    [
      { tipo: "anual", mes: 3, dia: 31, ajuste: "proximo_dia_util" },
      "Anual, até 31/03 (se não for dia útil, o próximo dia útil)",
    ],
    [
      { tipo: "anual", mes: 1, dia: 5, ajuste: "dia_util_anterior" },
      "Anual, até 05/01 (se não for dia útil, o dia útil anterior)",
    ],
    [
      { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
      "Até o 5º dia útil do mês seguinte ao trimestre",
    ],
    [
      { tipo: "apos_periodo", periodo: "mensal", contagem: "dia_corrido", n: 10 },
      "Até o 10º dia do mês seguinte ao mês",
    ],
    [
      { tipo: "apos_periodo", periodo: "semestral", contagem: "dia_util", n: 1 },
      "Até o 1º dia útil do mês seguinte ao semestre",
    ],
    [
      { tipo: "apos_periodo", periodo: "anual", contagem: "dia_corrido", n: 31 },
      "Até o 31º dia do mês seguinte ao ano",
    ],
  ])("%j reads %s", (input, texto) => {
    expect(describeRecorrencia(regra(input))).toBe(texto);
  });
});
