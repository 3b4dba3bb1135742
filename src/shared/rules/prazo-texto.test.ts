import { describe, expect, it } from "vitest";
import { parsePrazo, primeiraData, type TPrazoLido } from "./prazo-texto";

const BASE = "2026-03-15";
type TEsperado = Omit<TPrazoLido, "texto">;

const dias = (n: number, base?: TPrazoLido["base"]): TEsperado => ({ tipo: "dias", dias: n, ...(base && { base }) });
const data = (iso: string, base?: TPrazoLido["base"]): TEsperado => ({
  tipo: "data",
  data: iso,
  ...(base && { base }),
});
const periodica = (tipo: string, intervalo: number, ancora?: string) =>
  ({ tipo: "periodica", periodicidade: { tipo, intervalo }, ...(ancora && { ancora }) }) as TEsperado;
const VIGENCIA: TEsperado = { tipo: "vigencia" };
const EVENTO: TEsperado = { tipo: "evento" };
const REVISAR: TEsperado = { tipo: "revisar" };

// Phrases as the agencies write them (IMA-SC, SEMAD/SUPRAM-MG, CETESB, IBAMA, municipal decrees),
// read with the base date 2026-03-15 (counts of months become dates from it).
const FRASES: [string, TEsperado][] = [
  // a number of days, in digits, in words, or both
  ["120 dias", dias(120)],
  ["90 (noventa) dias", dias(90)],
  ["no prazo de 90 (noventa) dias", dias(90)],
  ["Prazo: 120 (cento e vinte) dias.", dias(120)],
  ["cento e vinte dias", dias(120)],
  ["trinta dias", dias(30)],
  ["sessenta (60) dias", dias(60)],
  ["180 dias;", dias(180)],
  ["365 (trezentos e sessenta e cinco) dias", dias(365)],
  ["duzentos e quarenta dias", dias(240)],
  ["Em até 1 (um) dia", dias(1)],
  ["2 (duas) semanas", dias(14)],
  ["NO PRAZO DE NOVENTA DIAS APÓS A EMISSÃO", dias(90, "emissao")],
  ["no prazo de noventa dias apos a emissao", dias(90, "emissao")],
  ["No prazo máximo de 30 (trinta) dias, contados da publicação desta licença", dias(30, "publicacao")],
  ["60 dias a partir do recebimento desta licença", dias(60, "recebimento")],
  ["30 dias corridos contados do recebimento da Licença", dias(30, "recebimento")],
  ["Em até 90 dias após a emissão da Licença de Operação", dias(90, "emissao")],
  ["Em até 45 (quarenta e cinco) dias a partir da concessão da licença", dias(45, "emissao")],
  ["Prazo: 180 (cento e oitenta) dias a partir da emissão desta LAO", dias(180, "emissao")],
  ["Até 60 dias após a emissão desta Licença de Instalação", dias(60, "emissao")],
  ["90 dias contados a partir da publicação da concessão da LO no Diário Oficial", dias(90, "publicacao")],
  ["180 (cento e oitenta) dias a contar da data de assinatura desta licença", dias(180)],
  ["Em até 30 (trinta) dias após a assinatura da LO", dias(30)],
  ["  120 dias  ", dias(120)],
  // due at once
  ["Imediato", dias(0)],
  ["Imediatamente", dias(0)],
  ["IMEDIATO.", dias(0)],
  ["Imediato e contínuo", { tipo: "vigencia" }],
  // fixed dates, and counts of months or years from the base
  ["Até 31/12/2027", data("2027-12-31")],
  ["até 31 de dezembro de 2027", data("2027-12-31")],
  ["30.06.2027", data("2027-06-30")],
  ["31-01-2028", data("2028-01-31")],
  ["Prazo: até 1º de março de 2027.", data("2027-03-01")],
  ["ATÉ 15 DE JULHO DE 2027;", data("2027-07-15")],
  ["Até dezembro de 2027", data("2027-12-31")],
  ["até fevereiro de 2028", data("2028-02-29")],
  ["No prazo de 6 (seis) meses", data("2026-09-15")],
  ["Em até um ano após a emissão desta licença", data("2027-03-15", "emissao")],
  ["2 (dois) anos contados da publicação", data("2028-03-15", "publicacao")],
  // recurring
  ["Semestral", periodica("semestral", 6)],
  ["SEMESTRAL", periodica("semestral", 6)],
  ["semestralmente", periodica("semestral", 6)],
  ["Semestral – durante a vigência da licença", periodica("semestral", 6)],
  ["Relatórios semestrais durante a vigência da licença", periodica("semestral", 6)],
  ["Relatórios anuais", periodica("anual", 12)],
  ["Semestral (durante a vigência da LO)", periodica("semestral", 6)],
  ["Anual, até 31 de março", periodica("anual", 12, "03-31")],
  ["Anualmente, até 31 de março", periodica("anual", 12, "03-31")],
  ["ANUALMENTE, ATÉ 31 DE MARÇO", periodica("anual", 12, "03-31")],
  ["anualmente, ate 31 de marco", periodica("anual", 12, "03-31")],
  ["Anualmente, até o dia 31 de março de cada ano", periodica("anual", 12, "03-31")],
  ["Até 31 de março de cada ano", periodica("anual", 12, "03-31")],
  ["Anual – 31/03", periodica("anual", 12, "03-31")],
  ["Anualmente, no mês de março", periodica("anual", 12, "03-31")],
  ["Anual, até 29 de fevereiro", periodica("anual", 12, "02-29")],
  ["Anual, até fevereiro", periodica("anual", 12, "02-29")],
  ["Anual", periodica("anual", 12)],
  ["Trimestral, conforme item 2.1", periodica("trimestral", 3)],
  ["Anual, a partir do início da operação", periodica("anual", 12)],
  ["Semestralmente, até 31 de março e 30 de setembro", periodica("semestral", 6, "03-31")],
  ["Mensal", periodica("mensal", 1)],
  ["Mensal, até o dia 10 de cada mês", periodica("mensal", 1, "01-10")],
  ["Mensalmente, até o dia 10 do mês subsequente", periodica("mensal", 1, "01-10")],
  ["Bimestral", periodica("bimestral", 2)],
  ["Trimestralmente", periodica("trimestral", 3)],
  ["Quadrimestral", periodica("personalizada", 4)],
  ["a cada 4 meses", periodica("personalizada", 4)],
  ["A cada 6 (seis) meses", periodica("semestral", 6)],
  ["a cada doze meses", periodica("anual", 12)],
  ["Bienal", periodica("personalizada", 24)],
  ["a cada 2 anos", periodica("personalizada", 24)],
  ["A cada dois anos", periodica("personalizada", 24)],
  ["Trienal", periodica("personalizada", 36)],
  ["Duas vezes ao ano", periodica("semestral", 6)],
  ["Uma vez por ano", periodica("anual", 12)],
  // for as long as the licence is valid
  ["Durante a vigência da Licença", VIGENCIA],
  ["durante a vigencia da licenca", VIGENCIA],
  ["DURANTE TODA A VIGÊNCIA DA LICENÇA", VIGENCIA],
  ["Prazo: durante a vigência da Licença;", VIGENCIA],
  ["I – Prazo: durante a vigência da Licença;", VIGENCIA],
  ["Permanente", VIGENCIA],
  ["Contínuo", VIGENCIA],
  ["continuo", VIGENCIA],
  ["Enquanto vigorar a licença", VIGENCIA],
  ["Até o término da vigência da licença", VIGENCIA],
  ["Durante a operação do empreendimento", VIGENCIA],
  // on an event or on request
  ["Antes do início da operação", EVENTO],
  ["ANTES DO INICIO DA OPERACAO", EVENTO],
  ["Sempre que solicitado", EVENTO],
  ["Sempre que solicitado pelo IMA", EVENTO],
  ["Sempre que solicitado, durante a vigência da licença", EVENTO],
  ["Quando houver alteração no processo produtivo", EVENTO],
  ["Previamente à supressão de vegetação", EVENTO],
  ["Na formalização do requerimento de renovação", EVENTO],
  ["Por ocasião da renovação da licença", EVENTO],
  ["Após a conclusão das obras", EVENTO],
  ["120 (cento e vinte) dias antes do vencimento da licença", EVENTO],
  ["30 dias após o início da operação", EVENTO],
  ["Com antecedência mínima de 120 dias do vencimento da licença", EVENTO],
  ["Com antecedência mínima de 120 (cento e vinte) dias da expiração do prazo de validade", EVENTO],
  ["Precedida de anuência do Ibama", EVENTO],
  ["No prazo de 30 dias, quando solicitado", EVENTO],
  ["Em até 24 horas após a ocorrência", EVENTO],
  ["Em até 30 (trinta) dias após a assinatura do TAC", EVENTO],
  ["90 dias a partir do recebimento do ofício", EVENTO],
  ["Imediatamente após a ocorrência do evento", EVENTO],
  // the consultant decides
  ["Conforme cronograma", REVISAR],
  ["Atendida", REVISAR],
  ["", REVISAR],
  ["-", REVISAR],
  ["90 (sessenta) dias", REVISAR],
  ["30 dias úteis", REVISAR],
  ["48 horas", REVISAR],
  ["Até 31/12/2027 ou 180 dias", REVISAR],
  ["Até 31/12/2027 e 30/06/2028", REVISAR],
  ["Até 31/02/2027", REVISAR],
  ["Até 31 de março", REVISAR],
  ["Anual, até 31 de fevereiro", REVISAR],
  ["Semestral no primeiro ano e anual nos demais", REVISAR],
  ["Quinzenal", REVISAR],
  ["Semanal", REVISAR],
  ["Diariamente", REVISAR],
  ["Bianual", REVISAR],
  ["a cada 30 dias", REVISAR],
  ["Três vezes por mês", REVISAR],
  ["A cada 6 (quatro) meses", REVISAR],
];

describe("reading a licence's deadline phrase", () => {
  it("covers at least 80 phrasings", () => {
    expect(FRASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(FRASES)("'%s'", (frase, esperado) => {
    expect(parsePrazo(frase, BASE)).toEqual({ texto: frase.trim(), ...esperado });
  });

  it("asks for review of a count of months when no base date is given, since months differ in length", () => {
    expect(parsePrazo("No prazo de 6 (seis) meses").tipo).toBe("revisar");
    expect(parsePrazo("No prazo de 6 (seis) meses", "2027-08-31").data).toBe("2028-02-29");
  });

  it("never throws, whatever it is given", () => {
    const estranhos = [undefined, null, 42, "(((", "a".repeat(100_000), "9".repeat(400) + " dias", "\u0000"];
    for (const valor of estranhos) expect(() => parsePrazo(valor as string)).not.toThrow();
    expect(parsePrazo(undefined as unknown as string)).toEqual({ tipo: "revisar", texto: "" });
  });
});

describe("the first deadline from a base date", () => {
  const lido = (frase: string) => parsePrazo(frase, BASE);

  it.each([
    ["120 dias", "2026-03-15", "2026-07-13"],
    ["Imediato", "2026-03-15", "2026-03-15"],
    ["30 dias", "2028-02-01", "2028-03-02"],
    ["30 dias", "2027-02-01", "2027-03-03"],
    ["Semestral", "2026-03-15", "2026-09-15"],
    ["Semestral", "2026-08-31", "2027-02-28"],
    ["Semestral", "2027-08-31", "2028-02-29"],
    ["Mensal", "2026-01-31", "2026-02-28"],
    ["Anual", "2028-02-29", "2029-02-28"],
    ["Anual, até 31 de março", "2026-03-15", "2026-03-31"],
    ["Anual, até 31 de março", "2026-03-31", "2027-03-31"],
    ["Anual, até 31 de março", "2026-04-01", "2027-03-31"],
    ["Anual, até 29 de fevereiro", "2026-06-01", "2027-02-28"],
    ["Anual, até 29 de fevereiro", "2027-06-01", "2028-02-29"],
    ["Anual, até 29 de fevereiro", "2028-02-29", "2029-02-28"],
    ["Anual, até 29 de fevereiro", "2028-02-28", "2028-02-29"],
    ["Semestralmente, até 31 de março e 30 de setembro", "2026-04-10", "2026-09-30"],
    ["Semestralmente, até 31 de março e 30 de setembro", "2026-10-01", "2027-03-31"],
    ["Mensal, até o dia 10 de cada mês", "2026-05-10", "2026-06-10"],
    ["Mensal, até o dia 10 de cada mês", "2026-05-09", "2026-05-10"],
    ["Mensal, até o dia 31 de cada mês", "2026-02-10", "2026-02-28"],
    ["Mensal, até o dia 31 de cada mês", "2026-04-01", "2026-04-30"],
    ["Bienal, até 31 de março", "2026-05-01", "2027-03-31"],
    ["Até 31/12/2027", "2026-03-15", "2027-12-31"],
  ])("'%s' from %s is %s", (frase, dataBase, esperada) => {
    expect(primeiraData(lido(frase), dataBase)).toBe(esperada);
  });

  it.each(["Durante a vigência da Licença", "Sempre que solicitado", "Conforme cronograma"])(
    "'%s' has no date",
    (frase) => {
      expect(primeiraData(lido(frase), BASE)).toBeNull();
    },
  );

  it("has no date when the base date is not a real day", () => {
    expect(primeiraData(lido("120 dias"), "2026-02-30")).toBeNull();
    expect(primeiraData(lido("Semestral"), "")).toBeNull();
  });
});
