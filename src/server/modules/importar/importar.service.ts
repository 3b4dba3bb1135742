import type { Db } from "../../db/client";
import type { TTenantContext } from "../../http/context";
import type { TImportarPrevia, TImportarResultado, TTipoImportacao } from "../../../shared/schemas/importar";
import { importarClientes } from "./importar-clientes";
import { importarEmpreendimentos } from "./importar-empreendimentos";
import { importarLicencas } from "./importar-licencas";
import type { TLinhaPlanilha } from "./planilha";
import type { TImportador, TValidada } from "./validacao";

// The preview and the confirmation run the same checks on the same rows, in the caller's tenant
// transaction: the confirmation is stateless (the file is sent again) and writes only what it
// has just checked itself, all rows or none (decision 028).

const IMPORTADORES: Record<TTipoImportacao, TImportador<unknown>> = {
  clientes: importarClientes as TImportador<unknown>,
  empreendimentos: importarEmpreendimentos as TImportador<unknown>,
  licencas: importarLicencas as TImportador<unknown>,
};

function resumo(tipo: TTipoImportacao, validadas: TValidada<unknown>[]): TImportarPrevia {
  const linhas = validadas.map(({ valor: _, ...linha }) => linha);
  const comErros = linhas.filter((l) => l.erros.length).length;
  const duplicados = linhas.filter((l) => l.duplicado).length;
  return {
    tipo,
    linhas,
    total: linhas.length,
    validas: linhas.length - comErros,
    comErros,
    duplicados,
    novos: linhas.filter((l) => l.acao === "criar").length,
  };
}

/** Every row checked against the company's records; nothing is written. */
export async function previa(db: Db, ctx: TTenantContext, tipo: TTipoImportacao, linhas: TLinhaPlanilha[]) {
  return resumo(tipo, await IMPORTADORES[tipo].validar(db, ctx, linhas));
}

/**
 * Checks the rows again and, when none has an error, writes the new ones (duplicates are left out)
 * in this one transaction. With any error it writes nothing and answers the preview instead.
 */
export async function confirmImport(
  db: Db,
  ctx: TTenantContext,
  tipo: TTipoImportacao,
  linhas: TLinhaPlanilha[],
): Promise<{ resultado: TImportarResultado } | { recusada: TImportarPrevia }> {
  const importador = IMPORTADORES[tipo];
  const validadas = await importador.validar(db, ctx, linhas);
  const previaAtual = resumo(tipo, validadas);
  if (previaAtual.comErros) return { recusada: previaAtual };
  const novos = validadas.flatMap((v) => (v.acao === "criar" ? [v.valor] : []));
  const importados = novos.length ? await importador.gravar(db, ctx, novos) : 0;
  return { resultado: { importados, ignorados: linhas.length - importados } };
}
