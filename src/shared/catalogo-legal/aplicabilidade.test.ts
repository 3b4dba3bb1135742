import { describe, expect, it } from "vitest";
import { describeCondicao, proposeObrigacoes, type TEmpreendimentoPerfil, type TPerfilLegal } from "./aplicabilidade";
import { CATALOGO_LEGAL } from "./catalogo";
import type { TCondicao, TObrigacaoLegal } from "./schema";

const fabrica: TEmpreendimentoPerfil = {
  id: "emp-sp",
  nome: "Fábrica Campinas",
  uf: "SP",
  municipio: "Campinas",
  mineracao: false,
};
const mina: TEmpreendimentoPerfil = {
  id: "emp-mina",
  nome: "Mina Itabira",
  uf: "MG",
  municipio: "Itabira",
  mineracao: true,
};
const semEstado: TEmpreendimentoPerfil = { id: "emp-x", nome: "Depósito", uf: null, municipio: null, mineracao: false };

const perfil = (
  numero: string | null,
  empreendimentos: TEmpreendimentoPerfil[],
  categorias: string[] = [],
): TPerfilLegal => ({
  ctf: { numero, categorias },
  empreendimentos,
});

/** An entry for conditions the shipped catalogue does not use (yet). */
const entrada = (codigo: string, aplicaSe: TCondicao): TObrigacaoLegal => ({
  ...CATALOGO_LEGAL[0],
  codigo,
  aplicaSe,
});

describe("proposeObrigacoes", () => {
  it("gives a client with a CTF number, a plant in SP and a mine in MG each obligation once, with its reasons", () => {
    const propostas = proposeObrigacoes(perfil("1234567", [fabrica, mina]), CATALOGO_LEGAL);
    expect(propostas).toEqual([
      { codigo: "ibama-rapp", empreendimentoId: null, motivos: ["CTF/APP ativo"] },
      { codigo: "ibama-tcfa", empreendimentoId: null, motivos: ["CTF/APP ativo"] },
      { codigo: "anm-ral", empreendimentoId: "emp-mina", motivos: ["Empreendimento de mineração"] },
      { codigo: "cetesb-inventario-gee", empreendimentoId: "emp-sp", motivos: ["UF = SP"] },
      { codigo: "mg-tfamg", empreendimentoId: "emp-mina", motivos: ["CTF/APP ativo", "UF = MG"] },
    ]);
  });

  it("proposes no federal CTF/APP obligation, and no state fee that needs it, to a client without a CTF number", () => {
    for (const numero of [null, "", "   "]) {
      const codigos = proposeObrigacoes(perfil(numero, [fabrica, mina]), CATALOGO_LEGAL).map((p) => p.codigo);
      expect(codigos).toEqual(["anm-ral", "cetesb-inventario-gee"]);
    }
  });

  it("proposes a state's obligation for every project in that state, and none for a project without a state", () => {
    const outraFabrica = { ...fabrica, id: "emp-sp-2", nome: "Fábrica Sorocaba" };
    const propostas = proposeObrigacoes(perfil(null, [fabrica, semEstado, outraFabrica]), CATALOGO_LEGAL);
    expect(propostas).toEqual([
      { codigo: "cetesb-inventario-gee", empreendimentoId: "emp-sp", motivos: ["UF = SP"] },
      { codigo: "cetesb-inventario-gee", empreendimentoId: "emp-sp-2", motivos: ["UF = SP"] },
    ]);
  });

  it("reads a project's state whatever its case or spacing", () => {
    const rio = { ...fabrica, id: "emp-rj", uf: " rj " };
    expect(proposeObrigacoes(perfil("99", [rio]), CATALOGO_LEGAL).map((p) => [p.codigo, p.motivos])).toContainEqual([
      "rj-tcfarj",
      ["CTF/APP ativo", "UF = RJ"],
    ]);
  });

  it("proposes nothing to a client with neither a CTF number nor projects", () => {
    expect(proposeObrigacoes(perfil(null, []), CATALOGO_LEGAL)).toEqual([]);
  });

  it("matches a CTF/APP category with the activities inside it, and not with another category", () => {
    const catalogo = [entrada("quimica", { categoriaCtf: ["15"] })];
    expect(proposeObrigacoes(perfil("1", [], ["15 - 1"]), catalogo)).toEqual([
      { codigo: "quimica", empreendimentoId: null, motivos: ["Categoria 15 do CTF/APP"] },
    ]);
    expect(proposeObrigacoes(perfil("1", [], ["1-5", "151"]), catalogo)).toEqual([]);
  });

  it("explains an 'any' condition by the alternatives that hold for each project", () => {
    const catalogo = [entrada("sp-ou-mina", { any: [{ uf: ["SP"] }, { mineracao: true }] })];
    const minaSp = { ...mina, id: "emp-mina-sp", uf: "SP" };
    expect(proposeObrigacoes(perfil(null, [fabrica, mina, minaSp, semEstado]), catalogo)).toEqual([
      { codigo: "sp-ou-mina", empreendimentoId: "emp-sp", motivos: ["UF = SP"] },
      { codigo: "sp-ou-mina", empreendimentoId: "emp-mina", motivos: ["Empreendimento de mineração"] },
      { codigo: "sp-ou-mina", empreendimentoId: "emp-mina-sp", motivos: ["UF = SP", "Empreendimento de mineração"] },
    ]);
  });
});

describe("describeCondicao", () => {
  it("writes each shipped condition as a pt-BR sentence", () => {
    const textos = Object.fromEntries(CATALOGO_LEGAL.map((e) => [e.codigo, describeCondicao(e.aplicaSe)]));
    expect(textos).toEqual({
      "ibama-rapp": "Cliente com CTF/APP ativo",
      "ibama-tcfa": "Cliente com CTF/APP ativo",
      "anm-ral": "Empreendimento de mineração",
      "cetesb-inventario-gee": "Empreendimento em SP",
      "mg-tfamg": "Cliente com CTF/APP ativo e empreendimento em MG",
      "rj-tcfarj": "Cliente com CTF/APP ativo e empreendimento em RJ",
    });
  });

  it("lists alternatives with 'ou' and groups a nested condition in parentheses", () => {
    const condicao: TCondicao = {
      any: [{ all: [{ ctfAtivo: true }, { uf: ["SP", "MG", "RJ"] }] }, { categoriaCtf: ["1", "15"] }],
    };
    expect(describeCondicao(condicao)).toBe(
      "(Cliente com CTF/APP ativo e empreendimento em SP, MG ou RJ) ou cliente com categoria 1 ou 15 do CTF/APP",
    );
  });
});
