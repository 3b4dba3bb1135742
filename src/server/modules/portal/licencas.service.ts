import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos, empreendimentos, empresaConfiguracoes, licencaDocumentos, licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import { licencaStatus, renovacaoSituacao, validadeProrrogada } from "../../../shared/rules/licenca-status";
import {
  PORTAL_PAGINA,
  type TPortalEmpreendimentoDetalhe,
  type TPortalLicenca,
  type TPortalLicencaDetalhe,
} from "../../../shared/schemas/portal";
import { tipoNome } from "../licencas/tipo-nome";
import { DOC_NOT_FOUND } from "../documentos/messages";
import { LICENCA_NOT_FOUND } from "../licencas/messages";
import { secoesDaLicenca } from "./obrigacoes.service";
import type { TPortalCtx } from "./portal-ctx";

export const EMPREENDIMENTO_NOT_FOUND = "Empreendimento não encontrado";

const licencaColumns = {
  id: licencas.id,
  numero: licencas.numero,
  tipo: licencas.tipo,
  tipoNome: tipoNome(),
  orgao: licencas.orgao,
  emissaoDate: licencas.emissaoDate,
  validadeDate: licencas.validadeDate,
  emRenovacao: licencas.emRenovacao,
  protocolo: licencas.protocoloRenovacaoData,
};

type TLicencaRow = { emRenovacao: boolean; protocolo: string | null; validadeDate: string | null } & Omit<
  TPortalLicenca,
  "status" | "renovacaoSituacao" | "validadeProrrogada"
>;

/** The status by the shared rule (legal renewal and 'validade prorrogada' included). */
function toLicenca(r: TLicencaRow, today: string): TPortalLicenca {
  const { emRenovacao, protocolo, ...licenca } = r;
  const prazos = { validade: r.validadeDate, emRenovacao, protocolo };
  return {
    ...licenca,
    status: licencaStatus(prazos, today),
    renovacaoSituacao: renovacaoSituacao(prazos),
    validadeProrrogada: validadeProrrogada(prazos),
  };
}

/** A project of the client and one page of its licences, by expiry (the soonest first). */
export async function getEmpreendimento(
  db: Db,
  ctx: TPortalCtx,
  id: string,
  page: number,
): Promise<TPortalEmpreendimentoDetalhe> {
  if (!isUuid(id)) throw notFound(EMPREENDIMENTO_NOT_FOUND);
  const [empreendimento] = await db
    .select({
      id: empreendimentos.id,
      nome: empreendimentos.nome,
      municipio: empreendimentos.municipio,
      estado: empreendimentos.estado,
    })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.id, id), eq(empreendimentos.clienteId, ctx.clienteId)));
  if (!empreendimento) throw notFound(EMPREENDIMENTO_NOT_FOUND);
  const daqui = eq(licencas.empreendimentoId, id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(licencaColumns)
      .from(licencas)
      .where(daqui)
      .orderBy(asc(licencas.validadeDate), asc(licencas.id))
      .limit(PORTAL_PAGINA)
      .offset((page - 1) * PORTAL_PAGINA),
    db.select({ total: count() }).from(licencas).where(daqui),
  ]);
  return { empreendimento, licencas: { items: rows.map((r) => toLicenca(r, ctx.today)), total } };
}

/** A licence of the client: its header, the documents marked 'Visível no portal', its obligations. */
export async function getLicenca(db: Db, ctx: TPortalCtx, id: string): Promise<TPortalLicencaDetalhe> {
  if (!isUuid(id)) throw notFound(LICENCA_NOT_FOUND);
  const [row] = await db
    .select({ ...licencaColumns, empreendimento: { id: empreendimentos.id, nome: empreendimentos.nome } })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(and(eq(licencas.id, id), eq(empreendimentos.clienteId, ctx.clienteId)));
  if (!row) throw notFound(LICENCA_NOT_FOUND);
  const [docs, secoes] = await Promise.all([
    db
      .select({
        id: licencaDocumentos.id,
        nome: licencaDocumentos.nome,
        contentType: licencaDocumentos.contentType,
        fileSize: licencaDocumentos.fileSize,
        createdAt: licencaDocumentos.createdAt,
      })
      .from(licencaDocumentos)
      // The policy shows only documents marked for the portal; said here too, for the reader.
      .where(and(eq(licencaDocumentos.licencaId, id), eq(licencaDocumentos.visivelPortal, true)))
      .orderBy(desc(licencaDocumentos.createdAt)),
    secoesDaLicenca(db, ctx, id),
  ]);
  const { empreendimento, ...licenca } = row;
  return {
    licenca: { ...toLicenca(licenca, ctx.today), empreendimento },
    documentos: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    secoes,
  };
}

/** The stored key of a licence document the client may read ('Visível no portal'), for its signed link. */
export async function chaveDoDocumentoDaLicenca(db: Db, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(DOC_NOT_FOUND);
  const [doc] = await db
    .select({ key: licencaDocumentos.storagePath })
    .from(licencaDocumentos)
    .where(and(eq(licencaDocumentos.id, id), eq(licencaDocumentos.visivelPortal, true)));
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc.key;
}

/** The stored key of a proof's document the client may read (its policy: the client's proofs only). */
export async function chaveDoDocumentoDeComprovacao(db: Db, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(DOC_NOT_FOUND);
  const [doc] = await db.select({ key: documentos.storagePath }).from(documentos).where(eq(documentos.id, id));
  if (!doc?.key) throw notFound(DOC_NOT_FOUND);
  return doc.key;
}

/** The consultancy's logo file, for the portal's header. */
export async function logoDaEmpresa(db: Db) {
  const [row] = await db
    .select({ key: empresaConfiguracoes.logoPath, contentType: empresaConfiguracoes.logoContentType })
    .from(empresaConfiguracoes);
  if (!row?.key || !row.contentType) throw notFound("Logotipo não encontrado");
  return { key: row.key, contentType: row.contentType };
}
