import { eq } from "drizzle-orm";
import { clientes, empreendimentos } from "../../db/schema";
import { ZEmpreendimentoSchema, type TEmpreendimentoData } from "../../../shared/schemas/empreendimentos";
import {
  chaveNome,
  clientesDaEmpresa,
  desfecho,
  emLotes,
  errosDoZod,
  repeticoesNaPlanilha,
  avisosDoCliente,
  resolverCliente,
  lockPais,
  ufDaPlanilha,
  type TImportador,
} from "./validacao";
import type { TImportarErro } from "../../../shared/schemas/importar";

const TITULOS: Record<string, string> = {
  nome: "Nome",
  clienteId: "Cliente (nome ou CNPJ/CPF)",
  atividade: "Atividade",
  estado: "UF",
  municipio: "Município",
};

export const DUPLICADO_EXISTENTE = "mesmo nome de um empreendimento existente deste cliente";
export const CLIENTE_SUMIU = "Um cliente da planilha foi excluído durante a importação. Envie a planilha de novo.";

/** Projects: the create form's schema, the client found by name or CPF/CNPJ; duplicates by name within the client. */
export const importarEmpreendimentos: TImportador<TEmpreendimentoData> = {
  async validar(db, ctx, linhas) {
    const todos = await clientesDaEmpresa(db, ctx);
    const existentes = new Set(
      (
        await db
          .select({ clienteId: empreendimentos.clienteId, nome: empreendimentos.nome })
          .from(empreendimentos)
          .where(eq(empreendimentos.companyId, ctx.companyId))
      ).map((p) => `${p.clienteId}|${chaveNome(p.nome)}`),
    );
    const repetida = repeticoesNaPlanilha();
    return linhas.map(({ linha, celulas: c }) => {
      const erros: TImportarErro[] = [];
      const ref = c.cliente ? resolverCliente(todos, c.cliente) : { erro: "Cliente é obrigatório" };
      if ("erro" in ref) erros.push({ campo: TITULOS.clienteId, mensagem: ref.erro });
      const cliente = "cliente" in ref ? ref.cliente : undefined;
      const avisos = avisosDoCliente(ref, TITULOS.clienteId);
      const r = ZEmpreendimentoSchema.safeParse({
        nome: c.nome,
        // An unfound client is already said above; the schema judges the other fields.
        clienteId: cliente?.id ?? "?",
        atividade: c.atividade,
        municipio: c.municipio,
        estado: ufDaPlanilha(c.estado ?? ""),
      });
      if (!r.success) erros.push(...errosDoZod(r.error, TITULOS));
      if (!r.success || !cliente)
        return desfecho<TEmpreendimentoData>(linha, { ...c }, erros, undefined, undefined, avisos);
      const d = r.data;
      const dados = {
        nome: d.nome,
        cliente: cliente.nome,
        atividade: d.atividade ?? "",
        estado: d.estado ?? "",
        municipio: d.municipio ?? "",
      };
      const chave = `${cliente.id}|${chaveNome(d.nome)}`;
      const duplicado = existentes.has(chave) ? DUPLICADO_EXISTENTE : repetida(chave, linha);
      return desfecho(linha, dados, [], duplicado, d, avisos);
    });
  },

  async gravar(db, ctx, valores) {
    await lockPais(
      db,
      ctx,
      clientes,
      valores.map((v) => v.clienteId),
      CLIENTE_SUMIU,
    );
    let gravados = 0;
    for (const lote of emLotes(valores)) {
      const rows = await db
        .insert(empreendimentos)
        .values(lote.map((d) => ({ ...d, companyId: ctx.companyId, createdAt: ctx.now, updatedAt: ctx.now })))
        .returning({ id: empreendimentos.id });
      gravados += rows.length;
    }
    return gravados;
  },
};
