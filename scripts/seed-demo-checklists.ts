import { count, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { checklistItens, checklists, empreendimentos } from "../src/server/db/schema";
import { DEMO_CHECKLISTS } from "./demo-data";

/**
 * The week's checklists, dated from now: open ones made in the last days (the calendar shows
 * each on its creation day + 7), with their items. Skipped when the company already has
 * checklists, so running the seed again duplicates nothing.
 */
export async function seedChecklists(db: Db, companyId: string) {
  const [{ n }] = await db.select({ n: count() }).from(checklists).where(eq(checklists.companyId, companyId));
  if (n > 0) return `A empresa de demonstração já tem ${n} checklists; nada foi duplicado.`;

  const projetos = await db
    .select({ id: empreendimentos.id, nome: empreendimentos.nome })
    .from(empreendimentos)
    .where(eq(empreendimentos.companyId, companyId));
  const agora = Date.now();
  let itens = 0;
  // One transaction: a failure leaves no checklists, so the next run creates them all.
  await db.transaction(async (tx) => {
    for (const modelo of DEMO_CHECKLISTS) {
      const [checklist] = await tx
        .insert(checklists)
        .values({
          companyId,
          titulo: modelo.titulo,
          empreendimentoId: projetos.find((p) => p.nome === modelo.empreendimento)?.id ?? null,
          status: modelo.status,
          createdAt: new Date(agora - modelo.criadoHaHoras * 3_600_000),
        })
        .returning({ id: checklists.id });
      if (modelo.itens.length) {
        await tx.insert(checklistItens).values(
          modelo.itens.map((item, i) => ({
            companyId,
            checklistId: checklist.id,
            descricao: item.descricao,
            concluido: item.concluido ?? false,
            ordem: i + 1,
          })),
        );
        itens += modelo.itens.length;
      }
    }
  });
  const abertos = DEMO_CHECKLISTS.filter((c) => c.status === "aberto").length;
  return `Criados ${DEMO_CHECKLISTS.length} checklists (${abertos} abertos, com ${itens} itens).`;
}
