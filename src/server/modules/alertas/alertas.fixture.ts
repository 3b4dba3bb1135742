import type { Db } from "../../db/client";
import { alertaDestinatarios, alertas } from "../../db/schema";
import type { TAlertaItemTipo } from "../../../shared/rules/alertas";

// Alerts written straight into the database, as the daily sweep writes them by the system path:
// the reading side's tests need given alerts and recipients, not the sweep's whole walk.

export interface TNovoAlerta {
  companyId: string;
  itemTipo?: TAlertaItemTipo;
  itemId?: string;
  paiId?: string | null;
  prazo: string;
  marco: number;
  titulo?: string;
  contexto?: string | null;
  /** When the sweep fired it: the list's order. */
  criadoEm?: Date;
}

/** One alert for these recipients (user ids), unread and not e-mailed; answers its id. */
export async function novoAlerta(db: Db, a: TNovoAlerta, destinatarios: string[]): Promise<string> {
  const criadoEm = a.criadoEm ?? new Date();
  const [row] = await db
    .insert(alertas)
    .values({
      companyId: a.companyId,
      itemTipo: a.itemTipo ?? "licenca",
      itemId: a.itemId ?? crypto.randomUUID(),
      paiId: a.paiId ?? null,
      prazo: a.prazo,
      marco: a.marco,
      dia: criadoEm.toISOString().slice(0, 10),
      titulo: a.titulo ?? `Alerta ${a.prazo} ${a.marco}`,
      contexto: a.contexto ?? null,
      createdAt: criadoEm,
    })
    .returning({ id: alertas.id });
  if (destinatarios.length) {
    await db.insert(alertaDestinatarios).values(
      destinatarios.map((userId) => ({
        alertaId: row.id,
        companyId: a.companyId,
        userId,
        emailPendente: false,
        createdAt: criadoEm,
      })),
    );
  }
  return row.id;
}
