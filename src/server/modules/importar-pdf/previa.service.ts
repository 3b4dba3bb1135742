import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { findPrazo } from "../../../shared/rules/prazo-no-texto";
import { parsePrazo, primeiraData, type TPrazoLido } from "../../../shared/rules/prazo-texto";
import type { TPreviaImportacao } from "../../../shared/schemas/importar-pdf";
import { LICENCA_NOT_FOUND } from "../licencas/messages";
import { ErroPdfRecusado } from "./erros";
import { extractTexto } from "./extrair";
import { reconstruirCondicionantes } from "./linhas";

// 'Importar do PDF''s preview (decision 045): the licence's numbered conditions as the PDF prints
// them, each deadline read by the grammar and dated from the base the consultant chose (the
// licence's emission by default). Nothing is written here but the staged PDF (previa-guardada.ts).

export const SEM_DATA_BASE = "A licença não tem data de emissão: escolha a data base para calcular os prazos.";
export const NENHUMA_CONDICIONANTE = "Nenhuma condicionante numerada foi encontrada no PDF.";

export interface TLicencaDatas {
  emissao: string | null;
  validade: string | null;
}

/**
 * The licence's emission (the preview's default base) and validity (where a recurring deadline's
 * deliveries end); 404 unless it is this company's. `travar` holds the row until the commit, so a
 * deletion of the licence waits for the confirmation that imports into it.
 */
export async function datasDaLicenca(
  db: Db,
  ctx: TTenantContext,
  licencaId: string,
  { travar = false } = {},
): Promise<TLicencaDatas> {
  const query = db
    .select({ emissao: licencas.emissaoDate, validade: licencas.validadeDate })
    .from(licencas)
    .where(and(eq(licencas.id, licencaId), eq(licencas.companyId, ctx.companyId)));
  const [licenca] = isUuid(licencaId) ? await (travar ? query.for("key share") : query) : [];
  if (!licenca) throw notFound(LICENCA_NOT_FOUND);
  return licenca;
}

/**
 * A row's deadline read and dated: from its deadline column or inline 'Prazo: …' when it has one,
 * else from the phrase its own text names ('no prazo de 90 dias', 'semestral'); a row naming
 * none is for the consultant to decide.
 */
function prazoDoItem(item: { descricao: string; prazoTexto?: string }, dataBase: string | null): TPrazoLido {
  const base = dataBase ?? undefined;
  const prazo = item.prazoTexto
    ? parsePrazo(item.prazoTexto, base)
    : (findPrazo(item.descricao, base) ?? { tipo: "revisar", texto: "" });
  const data = prazo.data ?? (dataBase ? primeiraData(prazo, dataBase) : null);
  return data ? { ...prazo, data } : prazo;
}

/** The refusal's status: the reading's limits are 422 (the file may be fine, just too costly), the rest 400. */
function recusa(erro: ErroPdfRecusado): HttpError {
  return new HttpError(erro.motivo === "limite-excedido" ? 422 : 400, "PDF", erro.message);
}

/** Reads `bytes` (already checked to be a PDF of at most 10 MB) into the preview's rows. */
export async function readPrevia(nome: string, bytes: Uint8Array, dataBase: string | null): Promise<TPreviaImportacao> {
  const texto = await extractTexto(bytes).catch((erro: unknown) => {
    throw erro instanceof ErroPdfRecusado ? recusa(erro) : erro;
  });
  const lidas = reconstruirCondicionantes(texto.itens, texto.paginas);
  const avisos = [...(dataBase ? [] : [SEM_DATA_BASE]), ...lidas.avisos];
  if (lidas.itens.length === 0) avisos.push(NENHUMA_CONDICIONANTE);
  return {
    arquivo: { nome, paginas: texto.paginas },
    itens: lidas.itens.map((item) => ({
      numero: item.numero,
      descricao: item.descricao,
      pagina: item.pagina,
      prazo: prazoDoItem(item, dataBase),
    })),
    avisos,
  };
}
