// A client's portal user and the proofs they send, with the columns the portal writes (origin
// 'portal', 'em_analise', created by that user), so the alert trigger fires as it will for the
// portal's own route. Written on the system path: as portal_user, migration 0019's portal_insert
// policy on condicionante_comprovacoes reads that same table in its entrega_id subquery, and
// PostgreSQL refuses every such insert with "infinite recursion detected in policy" (42P17).
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { condicionanteComprovacoes, documentos, profiles, userRoles } from "../../db/schema";
import type { TPortalScope } from "../../db/tenant";
import { signUpAndConfirm, type TestApp } from "../../test/test-app";
import { pdfBytes } from "../../test/files";

/** A signed-up user made a portal user of `clienteId` (profile's client and a 'cliente' role), on the system path. */
export async function usuarioDoPortal(
  t: TestApp,
  companyId: string,
  clienteId: string,
  email: string,
  nome: string,
): Promise<TPortalScope> {
  const { userId } = await signUpAndConfirm(t, email, nome);
  await t.database.db.update(profiles).set({ companyId, clienteId }).where(eq(profiles.id, userId));
  await t.database.db.insert(userRoles).values({ userId, role: "cliente" });
  return { companyId, clienteId, userId };
}

/** A member of the company's team with `role` (set-up shortcut, as approveDirectly). */
export async function colegaDaEquipe(t: TestApp, companyId: string, email: string, nome: string, role = "user") {
  const signed = await signUpAndConfirm(t, email, nome);
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, signed.userId));
  await t.database.db.insert(userRoles).values({ userId: signed.userId, role });
  return signed;
}

/** The company of a signed-in team member. */
export async function empresaDe(t: TestApp, userId: string): Promise<string> {
  const [p] = await t.database.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return p.companyId!;
}

/**
 * A proof sent from the portal: 'em_analise', origin 'portal', by the portal user, with `arquivos`
 * PDF documents stored for real; `entregaId` when it answers a scheduled delivery.
 */
export async function provaDoPortal(
  t: TestApp,
  portal: TPortalScope,
  condicionanteId: string,
  opts: { dataEntrega: string; entregaId?: string; arquivos?: number; observacoes?: string },
) {
  const keys: string[] = [];
  for (let i = 0; i < (opts.arquivos ?? 1); i++) {
    const key = `condicionantes/${condicionanteId}/${crypto.randomUUID()}.pdf`;
    await t.storage.put(key, pdfBytes(`portal ${i}`));
    keys.push(key);
  }
  return t.database.db.transaction(async (tx) => {
    const [prova] = await tx
      .insert(condicionanteComprovacoes)
      .values({
        companyId: portal.companyId,
        condicionanteId,
        dataEntrega: opts.dataEntrega,
        observacoes: opts.observacoes ?? "Laudo enviado pelo cliente",
        statusComprovacao: "em_analise",
        origem: "portal",
        entregaId: opts.entregaId ?? null,
        createdBy: portal.userId,
      })
      .returning({ id: condicionanteComprovacoes.id });
    const docs = [];
    for (const [i, key] of keys.entries()) {
      const [doc] = await tx
        .insert(documentos)
        .values({
          companyId: portal.companyId,
          relacionadoA: "condicionante",
          relacionadoId: condicionanteId,
          comprovacaoId: prova.id,
          nome: `laudo-${i + 1}.pdf`,
          storagePath: key,
          contentType: "application/pdf",
          fileSize: pdfBytes(`portal ${i}`).byteLength,
          createdBy: portal.userId,
        })
        .returning({ id: documentos.id });
      docs.push(doc.id);
    }
    return { id: prova.id, documentos: docs };
  });
}
