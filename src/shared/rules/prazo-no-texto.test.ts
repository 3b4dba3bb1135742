import { describe, expect, it } from "vitest";
import { findPrazo } from "./prazo-no-texto";
import type { TPrazoLido } from "./prazo-texto";

const BASE = "2026-03-15";
const periodica = (texto: string, tipo: string, intervalo: number, ancora?: string): Partial<TPrazoLido> => ({
  tipo: "periodica",
  texto,
  periodicidade: { tipo, intervalo } as TPrazoLido["periodicidade"],
  ...(ancora && { ancora }),
});
const dias = (texto: string, n: number, base?: TPrazoLido["base"]): Partial<TPrazoLido> => ({
  tipo: "dias",
  texto,
  dias: n,
  ...(base && { base }),
});
const data = (texto: string, iso: string): Partial<TPrazoLido> => ({ tipo: "data", texto, data: iso });
const evento = (texto: string): Partial<TPrazoLido> => ({ tipo: "evento", texto });
const vigencia = (texto: string): Partial<TPrazoLido> => ({ tipo: "vigencia", texto });
const revisar = (texto: string): Partial<TPrazoLido> => ({ tipo: "revisar", texto });

// Conditions as IMA-SC, IBAMA, CETESB, SEMAD and municipal licences write them, with no deadline
// column: the phrase found, and the grammar's reading of it from the base 2026-03-15.
const CONDICOES: [string, Partial<TPrazoLido> | null][] = [
  // a recurrence, with the day of the year when one follows it
  [
    "Apresentar relatório semestral de monitoramento dos efluentes líquidos, com análises de DBO e DQO.",
    periodica("semestral", "semestral", 6),
  ],
  [
    "Realizar o monitoramento de ruído nos limites da propriedade anualmente, até 31 de março, conforme a NBR 10.151.",
    periodica("anualmente, até 31 de março", "anual", 12, "03-31"),
  ],
  [
    "Apresentar, semestralmente, relatório consolidado do Programa de Monitoramento da Biota Aquática.",
    periodica("semestralmente", "semestral", 6),
  ],
  ["Apresentar Relatório Anual de Atividades ao Ibama.", periodica("Anual", "anual", 12)],
  [
    "Encaminhar ao IMA, até 31 de março de cada ano, a Declaração de Carga Poluidora.",
    periodica("até 31 de março de cada ano", "anual", 12, "03-31"),
  ],
  [
    "Enviar as planilhas de automonitoramento até o dia 10 de cada mês.",
    periodica("até o dia 10 de cada mês", "mensal", 1, "01-10"),
  ],
  [
    "APRESENTAR RELATÓRIOS TRIMESTRAIS DE MONITORAMENTO DAS ÁGUAS SUBTERRÂNEAS.",
    periodica("TRIMESTRAIS", "trimestral", 3),
  ],
  [
    "Realizar auditoria ambiental a cada 2 (dois) anos, apresentando o relatório à SEMAD.",
    periodica("a cada 2 (dois) anos", "personalizada", 24),
  ],
  [
    "Realizar, anualmente, no mês de março, o inventário de emissões.",
    periodica("anualmente, no mês de março", "anual", 12, "03-31"),
  ],
  ["Apresentar relatorio quadrimestral de acompanhamento das obras.", periodica("quadrimestral", "personalizada", 4)],
  ["Realizar a limpeza das caixas separadoras duas vezes ao ano.", periodica("duas vezes ao ano", "semestral", 6)],
  // a count of days, in digits or words, with its base when the text names it
  [
    "Apresentar o plano de emergência ambiental no prazo de 90 (noventa) dias.",
    dias("no prazo de 90 (noventa) dias", 90),
  ],
  [
    "Apresentar, no prazo de 120 (cento e vinte) dias, o Plano de Emergência Individual revisado.",
    dias("no prazo de 120 (cento e vinte) dias", 120),
  ],
  [
    "Apresentar, em até 60 dias após a emissão desta licença, o cronograma de implantação do aterro.",
    dias("em até 60 dias após a emissão desta licença", 60, "emissao"),
  ],
  [
    "Protocolar o projeto executivo no prazo máximo de trinta dias, contados da publicação desta licença.",
    dias("no prazo máximo de trinta dias, contados da publicação desta licença", 30, "publicacao"),
  ],
  ["Instalar os piezômetros dentro de 45 dias.", dias("dentro de 45 dias", 45)],
  // counts of months become dates from the base; fixed dates stay as written
  ["Concluir o cercamento da área no prazo de 6 (seis) meses.", data("no prazo de 6 (seis) meses", "2026-09-15")],
  ["Implantar o sistema de tratamento de efluentes até 31/12/2027.", data("até 31/12/2027", "2027-12-31")],
  [
    "Apresentar até 30 de junho de 2027 o projeto de recuperação da área degradada.",
    data("até 30 de junho de 2027", "2027-06-30"),
  ],
  // events
  [
    "Comunicar ao IMA qualquer alteração no processo produtivo antes de sua implantação.",
    evento("antes de sua implantação"),
  ],
  [
    "Qualquer alteração nas especificações do projeto deverá ser precedida de anuência do Ibama.",
    evento("precedida de anuência do Ibama"),
  ],
  ["Apresentar os laudos de análise sempre que solicitado pela CETESB.", evento("sempre que solicitado pela CETESB")],
  [
    "Requerer a renovação desta licença com antecedência mínima de 120 (cento e vinte) dias da expiração de seu prazo de validade.",
    evento("com antecedência mínima de 120 (cento e vinte) dias da expiração de seu prazo de validade"),
  ],
  [
    "Apresentar o relatório final de execução das obras em até 30 dias após a conclusão das obras.",
    evento("em até 30 dias após a conclusão das obras"),
  ],
  [
    "Comunicar imediatamente ao órgão ambiental a ocorrência de qualquer acidente.",
    evento("imediatamente ao órgão ambiental a ocorrência de qualquer acidente"),
  ],
  ["Obter a outorga de uso da água previamente à operação do poço.", evento("previamente à operação do poço")],
  [
    "Implantar a cortina vegetal até o final das obras de terraplenagem.",
    evento("até o final das obras de terraplenagem"),
  ],
  [
    "Requerer a renovação desta licença 120 (cento e vinte) dias antes do vencimento.",
    evento("120 (cento e vinte) dias antes do vencimento"),
  ],
  ["Cessar imediatamente o lançamento de efluentes sem tratamento na rede pluvial.", dias("imediatamente", 0)],
  // for as long as the licence is valid
  [
    "Executar o Programa de Gerenciamento de Resíduos Sólidos e Efluentes durante toda a vigência da licença.",
    vigencia("durante toda a vigência da licença"),
  ],
  [
    "Manter permanentemente atualizado o cadastro de fornecedores de matéria-prima florestal.",
    vigencia("permanentemente"),
  ],
  // two cues: the more specific reading wins
  [
    "Apresentar, no prazo de 90 dias, o programa de monitoramento e, semestralmente, os relatórios de sua execução.",
    periodica("semestralmente", "semestral", 6),
  ],
  [
    "Realizar, semestralmente, durante a vigência da licença, campanhas de monitoramento da ictiofauna.",
    periodica("semestralmente", "semestral", 6),
  ],
  [
    "Apresentar, no prazo de 60 dias, o plano de contingência e atualizá-lo sempre que houver alteração no processo.",
    dias("no prazo de 60 dias", 60),
  ],
  [
    "Comunicar ao IMA, antes do início da operação e durante a vigência desta licença, as alterações de layout.",
    evento("antes do início da operação"),
  ],
  // what the grammar cannot decide, when a deadline is clearly named
  ["Comunicar ao órgão ambiental em até 24 horas qualquer vazamento.", revisar("em até 24 horas")],
  ["Apresentar o relatório até 31 de março.", revisar("até 31 de março")],
  // no deadline named
  ["Manter cópia desta licença no local da atividade, à disposição da fiscalização.", null],
  [
    "Esta licença não dispensa nem substitui outros alvarás ou certidões exigidos pela legislação federal, estadual ou municipal.",
    null,
  ],
  ["Executar o programa de gerenciamento de resíduos sólidos, mantendo os registros por no mínimo cinco anos.", null],
  ["Manter a cortina vegetal, repondo as mudas que não se desenvolverem no período de dois anos após o plantio.", null],
  ["O Ibama, mediante decisão motivada, poderá modificar as condicionantes e as medidas de controle.", null],
  [
    "Os efluentes líquidos industriais deverão atender aos padrões do artigo 18 do Regulamento da Lei Estadual nº 997/76.",
    null,
  ],
  ["A capacidade de produção anual não poderá exceder 12.000 toneladas.", null],
  ["Publicar a concessão desta licença no Diário Oficial do Estado.", null],
  ["Monitorar a vazão média mensal do efluente tratado.", null],
  ["Manter a área de preservação permanente cercada.", null],
];

describe("finding the deadline written inside a condition's text", () => {
  it("covers at least 30 conditions", () => {
    expect(CONDICOES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CONDICOES)("'%s'", (condicao, esperado) => {
    const achado = findPrazo(condicao, BASE);
    if (esperado === null) expect(achado).toBeNull();
    else expect(achado).toEqual(esperado);
  });

  it("gives back the phrase exactly as written, accents and capitals kept", () => {
    const condicao = "APRESENTAR O PLANO NO PRAZO DE NOVENTA DIAS APÓS A EMISSÃO DESTA LICENÇA.";
    expect(findPrazo(condicao)).toEqual(dias("NO PRAZO DE NOVENTA DIAS APÓS A EMISSÃO DESTA LICENÇA", 90, "emissao"));
  });

  it("asks for review of a count of months when no base date is given", () => {
    expect(findPrazo("Concluir o cercamento no prazo de 6 (seis) meses.")?.tipo).toBe("revisar");
  });

  it("never throws, whatever it is given", () => {
    const estranhos = [undefined, null, 42, "", "(((", "a ".repeat(50_000), "no prazo de " + "9".repeat(400) + " dias"];
    for (const valor of estranhos) expect(() => findPrazo(valor as string)).not.toThrow();
    expect(findPrazo(undefined as unknown as string)).toBeNull();
  });
});
