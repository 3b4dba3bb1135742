import { describe, expect, it } from "vitest";
import { todayIn } from "../rules/datas";
import { ZRecorrenciaSchema, type TRecorrenciaInput } from "../schemas/recorrencia";
import { isPorEmpreendimento } from "./aplicabilidade";
import { CATALOGO_LEGAL, CATALOGO_VERSAO } from "./catalogo";
import { ZObrigacaoLegalSchema, type TCondicao } from "./schema";

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro"];
MESES.push("outubro", "novembro", "dezembro");
const ORDINAIS = ["primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "sétimo", "oitavo", "nono", "décimo"];
const PERIODO_NO_TEXTO = { mensal: "mês", trimestral: "trimestre", semestral: "semestre", anual: "ano" } as const;

const ufsOf = (c: TCondicao): string[] =>
  "uf" in c ? c.uf : "all" in c ? c.all.flatMap(ufsOf) : "any" in c ? c.any.flatMap(ufsOf) : [];

/** Ways an act writes the rule's deadline: '31 de março', '15/03'; 'quinto dia útil', '5º dia útil'. */
function deadlineWordings(r: TRecorrenciaInput): string[] {
  if (r.tipo === "anual") {
    const dd = String(r.dia).padStart(2, "0");
    const mm = String(r.mes).padStart(2, "0");
    return [`${r.dia} de ${MESES[r.mes - 1]}`, `${dd}/${mm}`];
  }
  if (r.tipo === "apos_periodo") {
    const unidade = r.contagem === "dia_util" ? "dia útil" : "dia";
    return [`${ORDINAIS[r.n - 1]} ${unidade}`, `${r.n}º ${unidade}`];
  }
  return [];
}

describe("built-in catalogue of legal obligations", () => {
  it("has a version", () => {
    expect(CATALOGO_VERSAO).toMatch(/^\d{4}\.\d{2}$/);
  });

  it.each(CATALOGO_LEGAL.map((e) => [e.codigo, e] as const))(
    "%s cites its act, article, an http(s) address and the text relied on, with a valid rule",
    (_codigo, entrada) => {
      expect(ZObrigacaoLegalSchema.safeParse(entrada).error?.issues).toBeUndefined();
      expect(ZRecorrenciaSchema.safeParse(entrada.recorrencia).success).toBe(true);
      expect(entrada.baseLegal.url).toMatch(/^https?:\/\/[^/\s]+\.[^/\s]+/);
      expect(entrada.baseLegal.trecho.trim().length).toBeGreaterThan(40);
    },
  );

  it("gives every entry a check date that is a real day and not in the future", () => {
    // The catalogue is dated where it was read; the easternmost zone keeps a date written today valid.
    const latestToday = todayIn(new Date(), "Pacific/Kiritimati");
    for (const { codigo, verificadoEm } of CATALOGO_LEGAL) {
      expect(ZObrigacaoLegalSchema.shape.verificadoEm.safeParse(verificadoEm).success, codigo).toBe(true);
      expect(verificadoEm <= latestToday, `${codigo} checked on ${verificadoEm}`).toBe(true);
    }
  });

  it("quotes, for every recurring rule, the deadline the rule computes", () => {
    for (const { codigo, recorrencia, baseLegal } of CATALOGO_LEGAL) {
      const trecho = baseLegal.trecho.toLowerCase();
      const wordings = deadlineWordings(recorrencia);
      expect(wordings.length, `${codigo} has a dated rule`).toBeGreaterThan(0);
      expect(
        wordings.some((w) => trecho.includes(w)),
        `${codigo}: none of ${wordings.join(" | ")} in its trecho`,
      ).toBe(true);
      if (recorrencia.tipo === "apos_periodo") expect(trecho).toContain(PERIODO_NO_TEXTO[recorrencia.periodo]);
    }
  });

  it("never gives two entries the same code", () => {
    const codigos = CATALOGO_LEGAL.map((e) => e.codigo);
    expect(new Set(codigos).size).toBe(codigos.length);
  });

  it("writes titles and descriptions in Portuguese with their accents", () => {
    const semAcento = /\b(relatorio|fiscalizacao|emissoes|mineracao|orgao|subsistencia|periodo|economico)\b/i;
    for (const { codigo, titulo, descricao } of CATALOGO_LEGAL) {
      expect(titulo, codigo).toMatch(/^\p{Lu}/u);
      expect(titulo, codigo).not.toMatch(/\.$/);
      expect(descricao, codigo).toMatch(/^\p{Lu}.*\.$/su);
      expect(`${titulo} ${descricao}`, codigo).not.toMatch(semAcento);
    }
    expect(new Set(CATALOGO_LEGAL.map((e) => e.titulo)).size).toBe(CATALOGO_LEGAL.length);
  });

  it("ships the federal RAPP and TCFA for the client, and recurring rules of at least three states per project", () => {
    const porCodigo = new Map(CATALOGO_LEGAL.map((e) => [e.codigo, e]));
    for (const codigo of ["ibama-rapp", "ibama-tcfa"]) {
      const entrada = porCodigo.get(codigo);
      expect(entrada?.orgao).toBe("IBAMA");
      expect(isPorEmpreendimento(entrada!.aplicaSe)).toBe(false);
    }
    const estaduais = CATALOGO_LEGAL.filter((e) => ufsOf(e.aplicaSe).length > 0);
    expect(estaduais.every((e) => isPorEmpreendimento(e.aplicaSe))).toBe(true);
    expect(new Set(estaduais.flatMap((e) => ufsOf(e.aplicaSe))).size).toBeGreaterThanOrEqual(3);
  });
});
