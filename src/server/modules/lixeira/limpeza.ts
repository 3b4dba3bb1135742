import { asc, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { lixeira } from "../../db/schema";
import { asSystem } from "../../db/tenant";
import { logger } from "../../logger";
import { removeFiles } from "../../storage/files";
import type { Storage } from "../../storage/storage";
import { excluidasAte, LIXEIRA_DIAS } from "../../../shared/rules/lixeira";
import { deleteExpiredPrevias } from "../importar-pdf/previa-guardada";
import { purge } from "./lixeira.service";

/**
 * Removes for good, across companies, every bin entry deleted 30 days or more before `clock()`:
 * its rows (and those of entries that depend on it), then its files once that commit is done.
 * One entry per transaction, oldest first, taken with `FOR UPDATE SKIP LOCKED`: two runs at once
 * (two instances, or a restart during a run) share the work instead of waiting or doing it twice,
 * and a restore racing it either wins (the entry is gone when the cleanup looks) or waits and then
 * finds nothing. Answers how many entries it removed.
 */
export async function cleanLixeira(deps: { db: Db; clock: () => Date; storage: Storage }): Promise<number> {
  const limite = excluidasAte(deps.clock());
  let removidas = 0;
  for (;;) {
    // The system path: the cleanup crosses companies by design (docs/decisions/015-the-bin.md).
    const keys = await asSystem(deps.db, async (tx) => {
      const [entrada] = await tx
        .select({ id: lixeira.id, companyId: lixeira.companyId })
        .from(lixeira)
        .where(lte(lixeira.deletedAt, limite))
        .orderBy(asc(lixeira.deletedAt), asc(lixeira.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!entrada) return null;
      return purge(tx, entrada.companyId, [entrada.id]);
    });
    if (keys === null) break;
    removidas++;
    await removeFiles(deps.storage, keys); // after the commit: rows are the truth
  }
  if (removidas) logger.info(`limpeza da Lixeira: ${removidas} item(ns) com mais de ${LIXEIRA_DIAS} dias removido(s)`);
  return removidas;
}

/**
 * Removes, across companies, the licence PDFs previewed for 'Importar do PDF' and not confirmed
 * within a day (importar-pdf/previa-guardada.ts): their rows, then their files once that commit is
 * done. Answers how many went.
 */
export async function cleanPreviasDoPdf(deps: { db: Db; clock: () => Date; storage: Storage }): Promise<number> {
  // The system path: the previews of every company go at once, like the bin's entries.
  const keys = await asSystem(deps.db, (tx) => deleteExpiredPrevias(tx, deps.clock()));
  await removeFiles(deps.storage, keys);
  if (keys.length) logger.info(`limpeza das prévias de PDF: ${keys.length} prévia(s) não confirmada(s) removida(s)`);
  return keys.length;
}

/**
 * What the nightly pg-boss job runs (jobs/boss.ts): the bin's cleanup, then the stale previews',
 * which a failure of the first does not skip.
 */
export async function limpezaDiaria(deps: { db: Db; clock: () => Date; storage: Storage }): Promise<void> {
  try {
    await cleanLixeira(deps);
  } finally {
    await cleanPreviasDoPdf(deps);
  }
}
