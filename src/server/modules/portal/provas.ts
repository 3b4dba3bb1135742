import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos } from "../../db/schema";
import type { TComprovacaoStatus } from "../../../shared/rules/condicionantes";
import type { TStoredFile } from "../../http/upload";
import type { TPortalComprovacao, TPortalDocumento } from "../../../shared/schemas/portal";
import type { TPortalCtx } from "./portal-ctx";
import { groupBy } from "../../group-by";

// A proof as the portal answers it, a condition's or an obligation's due date's alike: its state,
// why it was rejected, and the files the client may open (decision 044).

/** A proof's row, as either proofs' table gives it. */
export interface TProvaRow {
  id: string;
  status: string;
  observacoes: string | null;
  motivoRejeicao: string | null;
  origem: "equipe" | "portal";
  createdAt: Date;
  analisadaEm: Date | null;
}

/** The column of `documentos` that names a file's proof: a condition's, or a due date's. */
type TColunaDaProva = typeof documentos.comprovacaoId | typeof documentos.obrigacaoComprovacaoId;

const comoDocumento = (d: { createdAt: Date } & Omit<TPortalDocumento, "createdAt">): TPortalDocumento => ({
  id: d.id,
  nome: d.nome,
  contentType: d.contentType,
  fileSize: d.fileSize,
  createdAt: d.createdAt.toISOString(),
});

/** These proofs' files, oldest first, by the proof each belongs to. */
export async function documentosDasProvas(db: Db, coluna: TColunaDaProva, provaIds: string[]) {
  if (provaIds.length === 0) return new Map<string, TPortalDocumento[]>();
  const arquivos = await db
    .select({
      id: documentos.id,
      provaId: coluna,
      nome: documentos.nome,
      contentType: documentos.contentType,
      fileSize: documentos.fileSize,
      createdAt: documentos.createdAt,
    })
    .from(documentos)
    .where(inArray(coluna, provaIds))
    .orderBy(asc(documentos.createdAt));
  return groupBy(arquivos, (a) => a.provaId, comoDocumento);
}

export const toPortalComprovacao = (p: TProvaRow, arquivos: TPortalDocumento[]): TPortalComprovacao => ({
  id: p.id,
  status: p.status as TComprovacaoStatus,
  observacoes: p.observacoes,
  motivoRejeicao: p.motivoRejeicao,
  origem: p.origem,
  createdAt: p.createdAt.toISOString(),
  analisadaEm: p.analisadaEm?.toISOString() ?? null,
  documentos: arquivos,
});

/** What ties a sent proof's files to it: the condition's proof, or the obligation's due date's. */
type TVinculoDosArquivos =
  | { relacionadoA: "condicionante"; relacionadoId: string; comprovacaoId: string }
  | { relacionadoA: "obrigacao"; relacionadoId: string; obrigacaoComprovacaoId: string };

/**
 * The files of a proof the client just sent, as the portal's policy on `documentos` admits them
 * (its own proof, 'em_analise'); answered as the proof lists them.
 */
export async function insertArquivosDaProva(
  db: Db,
  ctx: TPortalCtx,
  vinculo: TVinculoDosArquivos,
  arquivos: TStoredFile[],
): Promise<TPortalDocumento[]> {
  const docs = await db
    .insert(documentos)
    .values(
      arquivos.map((a) => ({
        ...vinculo,
        companyId: ctx.companyId,
        nome: a.nome,
        storagePath: a.key,
        contentType: a.contentType,
        fileSize: a.fileSize,
        createdBy: ctx.userId,
      })),
    )
    .returning({
      id: documentos.id,
      nome: documentos.nome,
      contentType: documentos.contentType,
      fileSize: documentos.fileSize,
      createdAt: documentos.createdAt,
    });
  return docs.map(comoDocumento);
}

/** What a proof sent from the portal is when it lands: awaiting the consultancy's review. */
export const EM_ANALISE = {
  status: "em_analise",
  motivoRejeicao: null,
  origem: "portal",
  analisadaEm: null,
} as const satisfies Partial<TProvaRow>;
