import { describe, expect, it } from "vitest";
import { addDays } from "./datas";
import {
  licencaStatus,
  prazoLegalRenovacao,
  renovacaoAtendida,
  renovacaoFrase,
  renovacaoSituacao,
  validadeProrrogada,
} from "./licenca-status";

const today = "2026-11-22";
const semRenovacao = (validade: string | null) => ({ validade, emRenovacao: false, protocolo: null });

describe("licence displayed status", () => {
  it.each([
    ["yesterday", addDays(today, -1), "vencida"],
    ["today", today, "alerta"],
    ["in 120 days", addDays(today, 120), "alerta"],
    ["in 121 days", addDays(today, 121), "vigente"],
    ["without expiry", null, "vigente"],
  ])("expiring %s is %s", (_label, validade, status) => {
    expect(licencaStatus(semRenovacao(validade), today)).toBe(status);
  });

  it("is 'Em Renovação' when flagged without a filing date, whatever the expiry (old records)", () => {
    expect(licencaStatus({ validade: addDays(today, -400), emRenovacao: true, protocolo: null }, today)).toBe(
      "em_renovacao",
    );
    expect(licencaStatus({ validade: null, emRenovacao: true, protocolo: "2026-01-01" }, today)).toBe("em_renovacao");
  });
});

describe("the legal renewal rule: filed at least 120 days before the expiry keeps the licence valid", () => {
  it("puts the legal deadline 120 days before the expiry", () => {
    expect(prazoLegalRenovacao("2027-03-22")).toBe("2026-11-22");
    expect(prazoLegalRenovacao("2028-06-28")).toBe("2028-02-29");
  });

  // Filing day relative to the expiry, the expiry relative to today, the status today.
  it.each([
    [-121, 0, "em_renovacao", "no_prazo"],
    [-120, 0, "em_renovacao", "no_prazo"],
    [-119, 0, "em_renovacao", "fora_do_prazo"],
    [-121, -1, "prorrogada", "no_prazo"],
    [-120, -1, "prorrogada", "no_prazo"],
    [-119, -1, "vencida", "fora_do_prazo"],
    [-120, -365, "prorrogada", "no_prazo"],
    [-30, 45, "em_renovacao", "fora_do_prazo"],
  ])("filed on day %i, expiring on day %i: %s (%s)", (filed, expiry, status, situacao) => {
    const validade = addDays(today, expiry);
    const l = { validade, emRenovacao: true, protocolo: addDays(validade, filed) };
    expect(licencaStatus(l, today)).toBe(status);
    expect(renovacaoSituacao(l)).toBe(situacao);
    expect(renovacaoAtendida(l)).toBe(situacao === "no_prazo");
  });

  it("lapses at the expiry when never filed, as any licence", () => {
    expect(licencaStatus(semRenovacao(today), today)).toBe("alerta");
    expect(licencaStatus(semRenovacao(addDays(today, -1)), today)).toBe("vencida");
    expect(renovacaoSituacao(semRenovacao(today))).toBeNull();
    expect(renovacaoAtendida(semRenovacao(today))).toBe(false);
  });

  it("takes an old record flagged without a filing date at its word", () => {
    const l = { validade: addDays(today, 10), emRenovacao: true, protocolo: null };
    expect(renovacaoSituacao(l)).toBe("sem_protocolo");
    expect(renovacaoAtendida(l)).toBe(true);
  });
});

describe("validadeProrrogada: after a renewal filed in time the expiry is no deadline", () => {
  const validade = "2027-03-22";
  it.each([
    ["filed 121 days before", true, { validade, emRenovacao: true, protocolo: addDays(validade, -121) }],
    ["filed on the legal deadline", true, { validade, emRenovacao: true, protocolo: addDays(validade, -120) }],
    ["filed a day late", false, { validade, emRenovacao: true, protocolo: addDays(validade, -119) }],
    ["flagged without a filing date", false, { validade, emRenovacao: true, protocolo: null }],
    ["flagged without an expiry", false, { validade: null, emRenovacao: true, protocolo: "2026-01-01" }],
    [
      "a filing date left on a licence no longer in renewal",
      false,
      { validade, emRenovacao: false, protocolo: "2026-01-01" },
    ],
    ["not in renewal", false, semRenovacao(validade)],
  ])("%s: extended validity is %s", (_label, prorrogada, l) => {
    expect(validadeProrrogada(l)).toBe(prorrogada);
  });
});

describe("renovacaoFrase: what the screens say of a renewal (decision 023)", () => {
  const hoje = "2026-03-09";
  const frase = (validade: string | null, emRenovacao: boolean, protocolo: string | null) =>
    renovacaoFrase({ validade, emRenovacao, protocolo }, hoje);

  it.each([
    [
      "filed on the legal deadline",
      "2026-07-07",
      true,
      "2026-03-09",
      "Protocolo dentro do prazo legal: a licença permanece válida até a decisão do órgão.",
    ],
    [
      "filed a day late, not yet expired",
      "2026-07-06",
      true,
      "2026-03-09",
      "Protocolo após o prazo legal (08/03/2026): a licença vence em 06/07/2026.",
    ],
    [
      "filed late, already expired",
      "2026-03-08",
      true,
      "2026-03-01",
      "Protocolo após o prazo legal (08/11/2025): a licença venceu em 08/03/2026.",
    ],
    [
      "flagged without a filing date",
      "2026-03-08",
      true,
      null,
      "Em renovação sem data de protocolo: informe-a para saber se a validade é prorrogada.",
    ],
    [
      "not flagged, the legal deadline gone, still valid",
      "2026-04-01",
      false,
      null,
      "O prazo legal de renovação terminou em 02/12/2025: a licença vence em 01/04/2026, mesmo que a renovação seja protocolada agora.",
    ],
  ])("%s", (_label, validade, emRenovacao, protocolo, texto) => {
    expect(frase(validade, emRenovacao, protocolo)).toBe(texto);
  });

  it("says nothing of a licence with time left before the legal deadline, an expired one, or one without expiry", () => {
    expect(frase("2026-07-08", false, null)).toBeNull();
    expect(frase("2026-03-08", false, null)).toBeNull();
    expect(frase(null, false, null)).toBeNull();
    expect(frase(null, true, null)).toBeNull();
  });
});
