import { describe, expect, it } from "vitest";
import { addDays } from "./datas";
import {
  condicionanteActivity,
  conformidade,
  licencaActivity,
  licencaValida,
  mergeActivities,
  relativeTime,
  renovacaoProxima,
} from "./dashboard";

const today = "2026-03-09";
const cond = (status: string, dataPrazo: string | null) => ({ nome: "Relatório de ruído", status, dataPrazo });

describe("activity of a condition (part 1 §4, in order)", () => {
  it.each([
    [
      "concluded, even with a past deadline",
      cond("concluida", addDays(today, -10)),
      "success",
      "Condicionante concluída - Relatório de ruído",
    ],
    ["concluded without deadline", cond("concluida", null), "success", "Condicionante concluída - Relatório de ruído"],
    ["deadline yesterday", cond("pendente", addDays(today, -1)), "alert", "Condicionante vencida - Relatório de ruído"],
    [
      "deadline yesterday, status atrasada",
      cond("atrasada", addDays(today, -1)),
      "alert",
      "Condicionante vencida - Relatório de ruído",
    ],
    ["deadline today", cond("pendente", today), "warning", "Condicionante vencendo - Relatório de ruído"],
    [
      "deadline in 7 days",
      cond("em_andamento", addDays(today, 7)),
      "warning",
      "Condicionante vencendo - Relatório de ruído",
    ],
    [
      "deadline in 8 days",
      cond("pendente", addDays(today, 8)),
      "info",
      "Condicionante atualizada - Relatório de ruído",
    ],
    ["no deadline", cond("pendente", null), "info", "Condicionante atualizada - Relatório de ruído"],
  ])("%s", (_label, c, classe, texto) => {
    expect(condicionanteActivity(c, today)).toEqual({ classe, texto });
  });

  it.each([
    ["LP", "Licença Prévia", "Nova Licença Prévia (LP) - Forno Túnel"],
    ["LI", "Licença de Instalação", "Nova Licença de Instalação (LI) - Forno Túnel"],
    ["RLO", "Renovação de Licença de Operação", "Nova Renovação de Licença de Operação (RLO) - Forno Túnel"],
    [
      "AVCB",
      "Auto de Vistoria do Corpo de Bombeiros",
      "Novo Auto de Vistoria do Corpo de Bombeiros (AVCB) - Forno Túnel",
    ],
    ["ALVARA_SANITARIO", "Alvará Sanitário", "Novo Alvará Sanitário - Forno Túnel"],
    ["SINIR", "Cadastro no SINIR", "Novo Cadastro no SINIR - Forno Túnel"],
    ["DISPENSA_LICENCA", "Dispensa de Licenciamento", "Nova Dispensa de Licenciamento - Forno Túnel"],
    ["LAI", "Licença Ambiental de Instalação (SC)", "Nova Licença Ambiental de Instalação (SC) - Forno Túnel"],
    ["OUT", "Outorga de Água", "Nova licença Outorga de Água (OUT) - Forno Túnel"],
  ])("names a new licence of type %s by its name and acronym, as a person says it", (codigo, nome, texto) => {
    expect(licencaActivity({ codigo, nome }, "Forno Túnel")).toEqual({ classe: "success", texto });
  });
});

describe("merging the activities", () => {
  it("keeps the 5 newest of both sources, newest first", () => {
    const at = (id: string, data: string) => ({ id, data });
    const licencas = [
      at("l1", "2026-03-09T12:00:00.000Z"),
      at("l2", "2026-03-08T12:00:00.000Z"),
      at("l3", "2026-03-01T12:00:00.000Z"),
    ];
    const condicionantes = [
      at("c1", "2026-03-09T13:00:00.000Z"),
      at("c2", "2026-03-05T12:00:00.000Z"),
      at("c3", "2026-02-01T12:00:00.000Z"),
    ];
    expect(mergeActivities(licencas, condicionantes).map((a) => a.id)).toEqual(["c1", "l1", "l2", "c2", "l3"]);
  });

  it("returns what there is when both sources are short", () => {
    expect(mergeActivities([], [{ data: "2026-03-09T12:00:00.000Z" }])).toHaveLength(1);
    expect(mergeActivities([], [])).toEqual([]);
  });
});

describe("relative time (part 1 §9)", () => {
  const now = new Date("2026-03-09T15:00:00Z");
  const ago = (minutes: number) => relativeTime(new Date(now.getTime() - minutes * 60_000), now);

  it.each([
    [0, "agora mesmo"],
    [0.5, "agora mesmo"],
    [1, "há 1 minuto"],
    [2, "há 2 minutos"],
    [59, "há 59 minutos"],
    [59.99, "há 59 minutos"],
    [60, "há 1 hora"],
    [119, "há 1 hora"],
    [120, "há 2 horas"],
    [23 * 60, "há 23 horas"],
    [24 * 60 - 1, "há 23 horas"],
    [24 * 60, "há 1 dia"],
    [48 * 60 - 1, "há 1 dia"],
    [48 * 60, "há 2 dias"],
    [30 * 24 * 60, "há 30 dias"],
  ])("%s minutes ago reads '%s'", (minutes, text) => {
    expect(ago(minutes)).toBe(text);
  });

  it("reads 'agora mesmo' for an instant slightly in the future (clock skew)", () => {
    expect(ago(-3)).toBe("agora mesmo");
  });
});

describe("conformance (part 1 §9)", () => {
  it.each([
    [0, 0, 100],
    [3, 3, 100],
    [0, 4, 0],
    [2, 3, 67],
    [1, 3, 33],
    [1, 8, 13], // 12.5 rounds up
    [7, 8, 88], // 87.5 rounds up
    [199, 200, 100], // 99.5 rounds up
  ])("%i valid of %i with expiry → %i%%", (validas, comValidade, taxa) => {
    expect(conformidade(validas, comValidade)).toBe(taxa);
  });

  const lic = (validade: string | null, protocolo: string | null = null, emRenovacao = protocolo !== null) => ({
    validade,
    emRenovacao,
    protocolo,
  });

  it("counts a licence expiring today as still valid, yesterday's as not", () => {
    expect(licencaValida(lic(today), today)).toBe(true);
    expect(licencaValida(lic(addDays(today, 1)), today)).toBe(true);
    expect(licencaValida(lic(addDays(today, -1)), today)).toBe(false);
  });

  it.each([
    ["filed 120 days before an expiry of yesterday: prorrogada, valid", addDays(today, -121), true],
    ["filed 119 days before an expiry of yesterday: lapsed", addDays(today, -120), false],
  ])("%s", (_label, protocolo, valid) => {
    expect(licencaValida(lic(addDays(today, -1), protocolo), today)).toBe(valid);
  });

  it("takes an old record flagged without a filing date at its word, and leaves out a licence without expiry", () => {
    expect(licencaValida(lic(addDays(today, -1), null, true), today)).toBe(true);
    expect(licencaValida(lic(null), today)).toBe(false);
  });
});

describe("renewals soon (part 1 §9)", () => {
  it.each([
    ["yesterday", addDays(today, -1), false],
    ["today", today, true],
    ["in 30 days", addDays(today, 30), true],
    ["in 31 days", addDays(today, 31), false],
    ["without expiry", null, false],
  ])("expiry %s → %s", (_label, validade, soon) => {
    expect(renovacaoProxima({ validade, emRenovacao: false, protocolo: null }, today)).toBe(soon);
  });

  it("leaves out a renewal filed in time, but not one filed late", () => {
    const validade = addDays(today, 10);
    expect(renovacaoProxima({ validade, emRenovacao: true, protocolo: addDays(validade, -120) }, today)).toBe(false);
    expect(renovacaoProxima({ validade, emRenovacao: true, protocolo: addDays(validade, -119) }, today)).toBe(true);
  });
});
