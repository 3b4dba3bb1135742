import { and, eq, inArray } from "drizzle-orm";
import { clientes } from "../../db/schema";
import { formatDocumento, type TTipoDocumento } from "../../../shared/rules/documento";
import { formatTelefone } from "../../../shared/rules/telefone";
import { ZClienteSchema, type TClienteData } from "../../../shared/schemas/clientes";
import { clientesNaLixeira } from "../lixeira/lixeira.service";
import {
  chaveNome,
  desfecho,
  documentoDaPlanilha,
  emLotes,
  errosDoZod,
  repeticoesNaPlanilha,
  ufDaPlanilha,
  type TImportador,
} from "./validacao";

const TITULOS: Record<string, string> = {
  nome: "Nome/Razão Social",
  tipoPessoa: "Tipo de pessoa",
  cnpj: "CNPJ/CPF",
  email: "E-mail",
  telefone: "Telefone",
  estado: "UF",
  cidade: "Cidade",
};

export const DUPLICADO_EXISTENTE = "mesmo CNPJ/CPF de um cliente existente";
export const DUPLICADO_LIXEIRA = "mesmo CNPJ/CPF de um cliente na Lixeira";

/** "Jurídica", "PJ", "pessoa física"… → the schema's value; blank lets the document decide. */
function tipoPessoaDaPlanilha(valor: string): string | undefined {
  const k = chaveNome(valor).replace(/[^a-z]/g, "");
  if (!k) return undefined;
  if (["juridica", "pj", "pessoajuridica"].includes(k)) return "juridica";
  if (["fisica", "pf", "pessoafisica"].includes(k)) return "fisica";
  return valor;
}

/** The kind of person a row states, as the kind of document it means. */
const TIPO_DOCUMENTO: Record<string, TTipoDocumento | undefined> = { fisica: "cpf", juridica: "cnpj" };

/** Clients: the create form's schema per row; duplicates by CPF/CNPJ in the company (bin included) or the file. */
export const importarClientes: TImportador<TClienteData> = {
  async validar(db, ctx, linhas) {
    const parsed = linhas.map(({ linha, celulas: c }) => {
      const tipoPessoa = tipoPessoaDaPlanilha(c.tipoPessoa ?? "");
      const doc = documentoDaPlanilha(c.cnpj ?? "", TIPO_DOCUMENTO[tipoPessoa ?? ""]);
      const r = ZClienteSchema.safeParse({
        nome: c.nome,
        tipoPessoa,
        cnpj: doc.valor,
        email: c.email,
        telefone: c.telefone,
        estado: ufDaPlanilha(c.estado ?? ""),
        cidade: c.cidade,
      });
      const erros = doc.erro ? [{ campo: TITULOS.cnpj, mensagem: doc.erro }] : [];
      const avisos = doc.aviso ? [{ campo: TITULOS.cnpj, mensagem: doc.aviso }] : [];
      return { linha, celulas: c, r, erros, avisos };
    });
    const docs = [...new Set(parsed.flatMap((p) => (p.r.success && p.r.data.cnpj ? [p.r.data.cnpj] : [])))];
    const existentes = new Set<string>();
    for (const lote of emLotes(docs)) {
      const rows = await db
        .select({ cnpj: clientes.cnpj })
        .from(clientes)
        .where(and(eq(clientes.companyId, ctx.companyId), inArray(clientes.cnpj, lote)));
      for (const r of rows) existentes.add(r.cnpj!);
    }
    const naLixeira = await clientesNaLixeira(db, ctx, docs);
    const repetida = repeticoesNaPlanilha();
    return parsed.map(({ linha, celulas, r, erros, avisos }) => {
      if (!r.success || erros.length) {
        if (!r.success)
          erros.push(...errosDoZod(r.error, TITULOS).filter((e) => !erros.some((x) => x.campo === e.campo)));
        return desfecho<TClienteData>(linha, { ...celulas }, erros, undefined, undefined, avisos);
      }
      const d = r.data;
      const dados = {
        nome: d.nome,
        tipoPessoa: d.tipoPessoa === "fisica" ? "Física" : "Jurídica",
        cnpj: formatDocumento(d.cnpj),
        email: d.email ?? "",
        telefone: formatTelefone(d.telefone),
        estado: d.estado ?? "",
        cidade: d.cidade ?? "",
      };
      // A client without a CNPJ/CPF is never a duplicate.
      let duplicado: string | undefined;
      if (d.cnpj) {
        if (existentes.has(d.cnpj)) duplicado = DUPLICADO_EXISTENTE;
        else if (naLixeira.has(d.cnpj)) duplicado = DUPLICADO_LIXEIRA;
        else duplicado = repetida(d.cnpj, linha);
      }
      return desfecho(linha, dados, [], duplicado, d, avisos);
    });
  },

  async gravar(db, ctx, valores) {
    let gravados = 0;
    for (const lote of emLotes(valores)) {
      const rows = await db
        .insert(clientes)
        .values(
          lote.map((d) => ({
            ...d,
            responsavelId: null,
            situacao: "ativo" as const,
            companyId: ctx.companyId,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        )
        // A client with the same document saved by someone else meanwhile: left out, like a duplicate.
        .onConflictDoNothing()
        .returning({ id: clientes.id });
      gravados += rows.length;
    }
    return gravados;
  },
};
