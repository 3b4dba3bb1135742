import { describe, expect, it } from "vitest";
import {
  descreverItens,
  diasRestantesTexto,
  excluidasAte,
  expiraEm,
  textoExclusao,
  textoExcluirDefinitivamente,
  textoRestaurado,
} from "./lixeira";
import { LIXEIRA_SEM_ITENS } from "../schemas/lixeira";

describe("what goes with a record, in words", () => {
  it.each([
    [{ condicionantes: 3, entregas: 13, documentos: 5 }, "3 condicionantes, 13 entregas agendadas, 5 documentos"],
    [
      { condicionantes: 1, entregas: 1, comprovacoes: 1, documentos: 1 },
      "1 condicionante, 1 entrega agendada, 1 comprovação, 1 documento",
    ],
    [{ comprovacoes: 2 }, "2 comprovações"],
    [{ empreendimentos: 1, licencas: 2 }, "1 empreendimento, 2 licenças"],
    [{ obrigacoes: 1, vencimentos: 1 }, "1 obrigação, 1 vencimento"],
    [
      { obrigacoes: 2, vencimentos: 5, comprovacoes: 3, documentos: 4 },
      "2 obrigações, 5 vencimentos, 3 comprovações, 4 documentos",
    ],
    [{ checklistItens: 1 }, "1 item"],
    [{ checklistItens: 3 }, "3 itens"],
    [{}, ""],
  ])("%o reads '%s'", (itens, texto) => {
    expect(descreverItens({ ...LIXEIRA_SEM_ITENS, ...itens })).toBe(texto);
  });
});

describe("the confirmation of a delete", () => {
  it("names the record and what goes with it, as the issue writes it", () => {
    expect(
      textoExclusao({
        tipo: "licenca",
        titulo: "AUD-121",
        itens: { ...LIXEIRA_SEM_ITENS, condicionantes: 3, entregas: 13, documentos: 5 },
        verbo: "excluir",
        administrador: true,
      }),
    ).toBe(
      "Tem certeza que deseja excluir a licença AUD-121? Irão para a Lixeira junto com ela: 3 condicionantes, " +
        "13 entregas agendadas, 5 documentos. Você poderá restaurá-la por 30 dias.",
    );
  });

  it("uses the singular for one item and the masculine for a project", () => {
    expect(
      textoExclusao({
        tipo: "empreendimento",
        titulo: "Forno Túnel",
        itens: { ...LIXEIRA_SEM_ITENS, documentos: 1 },
        verbo: "excluir",
        administrador: true,
      }),
    ).toBe(
      "Tem certeza que deseja excluir o empreendimento Forno Túnel? Irá para a Lixeira junto com ele: 1 documento. " +
        "Você poderá restaurá-lo por 30 dias.",
    );
  });

  it("says the record goes alone when nothing hangs from it, and who restores it for a plain user", () => {
    expect(
      textoExclusao({
        tipo: "cliente",
        titulo: "Olaria",
        itens: LIXEIRA_SEM_ITENS,
        verbo: "deletar",
        administrador: false,
      }),
    ).toBe(
      "Tem certeza que deseja deletar o cliente Olaria? Ele irá para a Lixeira. " +
        "Um administrador poderá restaurá-lo por 30 dias.",
    );
  });

  it("quotes a checklist's free-text title and says its items go along", () => {
    expect(
      textoExclusao({
        tipo: "checklist",
        titulo: "Vistoria do forno",
        itens: { ...LIXEIRA_SEM_ITENS, checklistItens: 3 },
        verbo: "deletar",
        administrador: true,
      }),
    ).toBe(
      "Tem certeza que deseja deletar o checklist “Vistoria do forno”? Irão para a Lixeira junto com ele: " +
        "3 itens. Você poderá restaurá-lo por 30 dias.",
    );
  });
});

describe("the confirmation of an obligation's delete", () => {
  it("quotes its title and says its due dates and proofs go with it", () => {
    expect(
      textoExclusao({
        tipo: "obrigacao",
        titulo: "RAPP",
        itens: { ...LIXEIRA_SEM_ITENS, vencimentos: 2, comprovacoes: 1, documentos: 1 },
        verbo: "deletar",
        administrador: true,
      }),
    ).toBe(
      "Tem certeza que deseja deletar a obrigação “RAPP”? Irão para a Lixeira junto com ela: 2 vencimentos, " +
        "1 comprovação, 1 documento. Você poderá restaurá-la por 30 dias.",
    );
    expect(textoRestaurado("obrigacao", "RAPP")).toBe("Obrigação RAPP restaurada com sucesso!");
  });
});

describe("the 30 days", () => {
  const deleted = new Date("2026-03-10T15:00:00Z");

  it("expires 30 days after the delete, to the millisecond, and the cleanup takes it then", () => {
    expect(expiraEm(deleted).toISOString()).toBe("2026-04-09T15:00:00.000Z");
    expect(excluidasAte(new Date("2026-04-09T15:00:00Z")).getTime()).toBe(deleted.getTime());
    expect(excluidasAte(new Date("2026-04-09T14:59:59Z")).getTime()).toBeLessThan(deleted.getTime());
  });

  it.each([
    ["2026-03-10T15:00:00Z", "30 dias"],
    ["2026-03-11T14:00:00Z", "30 dias"],
    ["2026-04-08T15:00:00Z", "1 dia"],
    ["2026-04-09T12:00:00Z", "1 dia"],
    ["2026-04-09T15:00:00Z", "hoje"],
    ["2026-04-10T15:00:00Z", "hoje"],
  ])("at %s it reads '%s' left", (now, texto) => {
    expect(diasRestantesTexto(expiraEm(deleted), new Date(now))).toBe(texto);
  });
});

describe("the bin's own words", () => {
  it("agrees the toast after a restore with the kind of record", () => {
    expect(textoRestaurado("licenca", "AUD-121")).toBe("Licença AUD-121 restaurada com sucesso!");
    expect(textoRestaurado("cliente", "Olaria")).toBe("Cliente Olaria restaurado com sucesso!");
  });

  it("says what goes for good with 'Excluir definitivamente'", () => {
    expect(
      textoExcluirDefinitivamente("licenca", "AUD-121", { ...LIXEIRA_SEM_ITENS, condicionantes: 2, documentos: 1 }),
    ).toBe(
      "Tem certeza que deseja excluir definitivamente a licença AUD-121? Ela e o que foi junto " +
        "(2 condicionantes, 1 documento) serão removidos, com os arquivos, e não poderão ser restaurados.",
    );
    expect(textoExcluirDefinitivamente("cliente", "Olaria", LIXEIRA_SEM_ITENS)).toBe(
      "Tem certeza que deseja excluir definitivamente o cliente Olaria? Ele será removido e não poderá ser restaurado.",
    );
  });
});
