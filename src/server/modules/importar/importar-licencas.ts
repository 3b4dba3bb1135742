import { and, eq, inArray } from "drizzle-orm";
import { empreendimentos, licencas, licencaTipos } from "../../db/schema";
import { formatIsoDate } from "../../../shared/rules/datas";
import { LICENCA_TIPOS_PADRAO, ZLicencaSchema, type TLicencaData } from "../../../shared/schemas/licencas";
import type { TImportarErro } from "../../../shared/schemas/importar";
import {
  chaveNome,
  clientesDaEmpresa,
  dataDaPlanilha,
  desfecho,
  emLotes,
  errosDoZod,
  repeticoesNaPlanilha,
  avisosDoCliente,
  resolverCliente,
  lockPais,
  type TImportador,
} from "./validacao";

const TITULOS: Record<string, string> = {
  tipo: "Tipo",
  numero: "Número",
  orgao: "Órgão",
  emissaoDate: "Data de emissão",
  validadeDate: "Validade",
  empreendimentoId: "Empreendimento (nome)",
  clienteId: "Cliente (nome ou CNPJ/CPF)",
};

export const DUPLICADO_EXISTENTE = "mesmo tipo e número de uma licença existente";
export const TIPO_DESCONHECIDO = "Tipo de licença desconhecido.";
export const EMPREENDIMENTO_SUMIU =
  "Um empreendimento da planilha foi excluído durante a importação. Envie a planilha de novo.";

type TProjeto = { id: string; nome: string; clienteId: string };

/** The built-in and the company's own types, by code ("LO") and by name ("Licença de Operação"). */
async function tiposDaEmpresa(db: Parameters<TImportador<unknown>["validar"]>[0], companyId: string) {
  const proprios = await db
    .select({ codigo: licencaTipos.codigo, nome: licencaTipos.nome })
    .from(licencaTipos)
    .where(eq(licencaTipos.companyId, companyId));
  const tipos = new Map<string, string>();
  for (const [codigo, nome] of [...LICENCA_TIPOS_PADRAO, ...proprios.map((t) => [t.codigo, t.nome] as const)]) {
    tipos.set(chaveNome(codigo), codigo);
    if (!tipos.has(chaveNome(nome))) tipos.set(chaveNome(nome), codigo);
  }
  return tipos;
}

const chaveLicenca = (tipo: string, numero: string) => `${tipo}|${chaveNome(numero)}`;

/**
 * Licences: the create form's schema; the project by its name (within the client when one is
 * given, found by name or CPF/CNPJ); duplicates by type and number in the company or the file.
 */
export const importarLicencas: TImportador<TLicencaData> = {
  async validar(db, ctx, linhas) {
    const [todos, tipos, projetos] = await Promise.all([
      clientesDaEmpresa(db, ctx),
      tiposDaEmpresa(db, ctx.companyId),
      db
        .select({ id: empreendimentos.id, nome: empreendimentos.nome, clienteId: empreendimentos.clienteId })
        .from(empreendimentos)
        .where(eq(empreendimentos.companyId, ctx.companyId)),
    ]);
    const porNome = new Map<string, TProjeto[]>();
    for (const p of projetos) porNome.set(chaveNome(p.nome), [...(porNome.get(chaveNome(p.nome)) ?? []), p]);
    const numeros = [...new Set(linhas.map((l) => l.celulas.numero?.trim()).filter(Boolean))];
    const existentes = new Set<string>();
    for (const lote of emLotes(numeros)) {
      const rows = await db
        .select({ tipo: licencas.tipo, numero: licencas.numero })
        .from(licencas)
        .where(and(eq(licencas.companyId, ctx.companyId), inArray(licencas.numero, lote)));
      for (const r of rows) existentes.add(chaveLicenca(r.tipo, r.numero));
    }
    const nomeCliente = new Map<string, string>();
    for (const lista of todos.porNome.values()) for (const c of lista) nomeCliente.set(c.id, c.nome);

    const repetida = repeticoesNaPlanilha();
    return linhas.map(({ linha, celulas: c }) => {
      const erros: TImportarErro[] = [];
      const refCliente = c.cliente ? resolverCliente(todos, c.cliente) : undefined;
      if (refCliente && "erro" in refCliente) erros.push({ campo: TITULOS.clienteId, mensagem: refCliente.erro });
      const cliente = refCliente && "cliente" in refCliente ? refCliente.cliente : undefined;
      const avisos = avisosDoCliente(refCliente, TITULOS.clienteId);

      let projeto: TProjeto | undefined;
      if (!c.empreendimento) erros.push({ campo: TITULOS.empreendimentoId, mensagem: "Empreendimento é obrigatório" });
      else if (!refCliente || cliente) {
        const achados = (porNome.get(chaveNome(c.empreendimento)) ?? []).filter(
          (p) => !cliente || p.clienteId === cliente.id,
        );
        if (achados.length === 1) projeto = achados[0];
        else {
          const mensagem = !achados.length
            ? `Empreendimento '${c.empreendimento}' não encontrado${cliente ? ` para o cliente '${cliente.nome}'` : " nesta empresa"}.`
            : `Há ${achados.length} empreendimentos com o nome '${c.empreendimento}'. Informe o cliente.`;
          erros.push({ campo: TITULOS.empreendimentoId, mensagem });
        }
      }

      const tipo = c.tipo ? (tipos.get(chaveNome(c.tipo)) ?? null) : "";
      if (tipo === null) erros.push({ campo: TITULOS.tipo, mensagem: TIPO_DESCONHECIDO });
      const r = ZLicencaSchema.safeParse({
        // References already judged above: placeholders, so the schema speaks of the other fields.
        clienteId: projeto?.clienteId ?? "?",
        empreendimentoId: projeto?.id ?? "?",
        tipo: tipo ?? "?",
        numero: c.numero,
        orgao: c.orgao,
        emissaoDate: dataDaPlanilha(c.emissaoDate ?? ""),
        validadeDate: dataDaPlanilha(c.validadeDate ?? ""),
      });
      if (!r.success)
        erros.push(...errosDoZod(r.error, TITULOS).filter((e) => !erros.some((x) => x.campo === e.campo)));
      if (!r.success || !projeto || erros.length) {
        return desfecho<TLicencaData>(linha, { ...c }, erros, undefined, undefined, avisos);
      }
      const d = r.data;
      const dados = {
        tipo: d.tipo,
        numero: d.numero,
        orgao: d.orgao,
        emissaoDate: d.emissaoDate ? formatIsoDate(d.emissaoDate) : "",
        validadeDate: d.validadeDate ? formatIsoDate(d.validadeDate) : "",
        empreendimento: projeto.nome,
        cliente: nomeCliente.get(projeto.clienteId) ?? "",
      };
      const chave = chaveLicenca(d.tipo, d.numero);
      const duplicado = existentes.has(chave) ? DUPLICADO_EXISTENTE : repetida(chave, linha);
      return desfecho(linha, dados, [], duplicado, d, avisos);
    });
  },

  async gravar(db, ctx, valores) {
    await lockPais(
      db,
      ctx,
      empreendimentos,
      valores.map((v) => v.empreendimentoId),
      EMPREENDIMENTO_SUMIU,
    );
    let gravados = 0;
    for (const lote of emLotes(valores)) {
      const rows = await db
        .insert(licencas)
        .values(
          lote.map((d) => ({
            empreendimentoId: d.empreendimentoId,
            tipo: d.tipo,
            numero: d.numero,
            orgao: d.orgao,
            emissaoDate: d.emissaoDate,
            validadeDate: d.validadeDate,
            companyId: ctx.companyId,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        )
        .returning({ id: licencas.id });
      gravados += rows.length;
    }
    return gravados;
  },
};
