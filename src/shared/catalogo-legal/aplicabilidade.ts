import type { TCondicao, TObrigacaoLegal } from "./schema";

// Which catalogue obligations a client's profile calls for, and why (issue 32). The consultant
// reviews the proposal before anything is created, so each proposal carries its reasons in the
// words the screen shows ('CTF/APP ativo', 'UF = SP').

export type TEmpreendimentoPerfil = {
  id: string;
  nome: string;
  uf: string | null;
  municipio: string | null;
  mineracao: boolean;
};

export type TPerfilLegal = {
  /** The client's Cadastro Técnico Federal: its number and the categories or activities declared. */
  ctf: { numero: string | null; categorias: string[] };
  empreendimentos: TEmpreendimentoPerfil[];
};

export type TPropostaObrigacao = {
  codigo: string;
  /** Null for an obligation of the client as a whole (the federal CTF/APP ones). */
  empreendimentoId: string | null;
  motivos: string[];
};

type TResultado = { ok: boolean; motivos: string[] };

const ctfNumero = (perfil: TPerfilLegal) => perfil.ctf.numero?.trim() || null;

// CTF/APP codes are a category ("15") or an activity inside it ("15-1", also written "15 - 1"):
// a condition on a category covers its activities.
const normalizeCodigo = (codigo: string) => codigo.replace(/\s+/g, "");
const matchesCategoria = (declarada: string, exigida: string) => {
  const d = normalizeCodigo(declarada);
  const e = normalizeCodigo(exigida);
  return d === e || d.startsWith(`${e}-`);
};

function evaluate(condicao: TCondicao, perfil: TPerfilLegal, emp: TEmpreendimentoPerfil | null): TResultado {
  if ("ctfAtivo" in condicao) {
    return ctfNumero(perfil) ? { ok: true, motivos: ["CTF/APP ativo"] } : { ok: false, motivos: [] };
  }
  if ("categoriaCtf" in condicao) {
    const achadas = condicao.categoriaCtf.filter((c) => perfil.ctf.categorias.some((d) => matchesCategoria(d, c)));
    return { ok: achadas.length > 0, motivos: achadas.map((c) => `Categoria ${c} do CTF/APP`) };
  }
  if ("uf" in condicao) {
    const uf = emp?.uf?.trim().toUpperCase();
    return uf && (condicao.uf as string[]).includes(uf)
      ? { ok: true, motivos: [`UF = ${uf}`] }
      : { ok: false, motivos: [] };
  }
  if ("mineracao" in condicao) {
    return emp?.mineracao ? { ok: true, motivos: ["Empreendimento de mineração"] } : { ok: false, motivos: [] };
  }
  const partes = ("all" in condicao ? condicao.all : condicao.any).map((c) => evaluate(c, perfil, emp));
  const ok = "all" in condicao ? partes.every((p) => p.ok) : partes.some((p) => p.ok);
  return { ok, motivos: ok ? partes.filter((p) => p.ok).flatMap((p) => p.motivos) : [] };
}

/** True when the condition looks at a project (its state, a mining site): one obligation per project. */
export function isPorEmpreendimento(condicao: TCondicao): boolean {
  if ("uf" in condicao || "mineracao" in condicao) return true;
  if ("all" in condicao) return condicao.all.some(isPorEmpreendimento);
  if ("any" in condicao) return condicao.any.some(isPorEmpreendimento);
  return false;
}

/**
 * The catalogue's obligations that the profile calls for, in catalogue order: once for the client
 * when the condition is about the client alone, else once for each project that meets it.
 */
export function proposeObrigacoes(perfil: TPerfilLegal, catalogo: readonly TObrigacaoLegal[]): TPropostaObrigacao[] {
  return catalogo.flatMap(({ codigo, aplicaSe }): TPropostaObrigacao[] => {
    if (!isPorEmpreendimento(aplicaSe)) {
      const { ok, motivos } = evaluate(aplicaSe, perfil, null);
      return ok ? [{ codigo, empreendimentoId: null, motivos }] : [];
    }
    return perfil.empreendimentos.flatMap((emp) => {
      const { ok, motivos } = evaluate(aplicaSe, perfil, emp);
      return ok ? [{ codigo, empreendimentoId: emp.id, motivos }] : [];
    });
  });
}

const orList = (itens: readonly string[]) =>
  itens.length === 1 ? itens[0] : `${itens.slice(0, -1).join(", ")} ou ${itens[itens.length - 1]}`;

function describe(condicao: TCondicao, aninhada: boolean): string {
  if ("ctfAtivo" in condicao) return "cliente com CTF/APP ativo";
  if ("categoriaCtf" in condicao) return `cliente com categoria ${orList(condicao.categoriaCtf)} do CTF/APP`;
  if ("uf" in condicao) return `empreendimento em ${orList(condicao.uf)}`;
  if ("mineracao" in condicao) return "empreendimento de mineração";
  const [partes, juncao] = "all" in condicao ? [condicao.all, " e "] : [condicao.any, " ou "];
  if (partes.length === 1) return describe(partes[0], aninhada);
  const texto = partes.map((c) => describe(c, true)).join(juncao);
  return aninhada ? `(${texto})` : texto;
}

/** The condition as a pt-BR sentence for the catalogue screen: 'Cliente com CTF/APP ativo e empreendimento em MG'. */
export function describeCondicao(condicao: TCondicao): string {
  // The first letter, not the first character: a nested group opens with a parenthesis.
  return describe(condicao, false).replace(/\p{L}/u, (letra) => letra.toUpperCase());
}
