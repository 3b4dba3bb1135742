import { eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { varreduras } from "../../db/schema";
import { asSystem } from "../../db/tenant";
import { logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { addDays, TIME_ZONE, todayIn } from "../../../shared/rules/datas";
import { updateStatus, type TStatusDoDia } from "./status";
import { fireAlertas } from "./disparos";
import { sendResumos } from "./resumos";

/** The sweep runs each day at this hour, São Paulo time (issue 16 §3). */
export const HORA_DA_VARREDURA = 7;
export const CRON_DA_VARREDURA = `0 ${HORA_DA_VARREDURA} * * *`;
/** How far back a catch-up reaches after downtime; older days are not replayed on their own. */
export const RECUPERACAO_MAXIMA_DIAS = 60;

export interface TVarreduraDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export interface TResultadoDia extends TStatusDoDia {
  dia: string;
  alertas: number;
  emails: number;
}

/**
 * The sweep of one day, as if `dia` had come (decision 022): statuses, then alerts, in one
 * transaction that also records the day in `varreduras`; then the digests, one transaction per
 * user. Running a day again is safe — the alerts' unique key, the status rules and the digest
 * claims make a replay or a second instance add nothing already done — and it fires what
 * changed since (an item created after the morning's run).
 */
export async function sweepDia(deps: TVarreduraDeps, dia: string): Promise<TResultadoDia> {
  const feito = await asSystem(deps.db, async (tx) => {
    const status = await updateStatus(tx, dia);
    const alertas = await fireAlertas(tx, dia);
    const alterados = status.condicoesAtrasadas + status.condicoesDevolvidas;
    // A replay adds to the day's figures (the values it inserts are excluded.*).
    await tx
      .insert(varreduras)
      .values({ dia, alertas, statusAlterados: alterados })
      .onConflictDoUpdate({
        target: varreduras.dia,
        set: {
          alertas: sql`${varreduras.alertas} + ${alertas}`,
          statusAlterados: sql`${varreduras.statusAlterados} + ${alterados}`,
          concluidaEm: sql`now()`,
        },
      });
    return { ...status, alertas };
  });
  const emails = await sendResumos(deps, dia);
  if (emails) {
    await asSystem(deps.db, (tx) =>
      tx
        .update(varreduras)
        .set({ emails: sql`${varreduras.emails} + ${emails}` })
        .where(eq(varreduras.dia, dia)),
    );
  }
  return { dia, ...feito, emails };
}

/** Each day from `de` to `ate`, in order, in this process (operators' replay; tests' year). */
export async function sweepPeriodo(
  deps: TVarreduraDeps,
  de: string,
  ate: string,
  onDia?: (r: TResultadoDia) => void,
): Promise<TResultadoDia[]> {
  const feitos: TResultadoDia[] = [];
  for (let dia = de; dia <= ate; dia = addDays(dia, 1)) {
    const r = await sweepDia(deps, dia);
    onDia?.(r);
    feitos.push(r);
  }
  return feitos;
}

const HORA = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" });

/** The latest day whose 07:00 in São Paulo has come at `now`. */
export function ultimoDiaDevido(now: Date): string {
  const hoje = todayIn(now);
  return Number(HORA.format(now)) >= HORA_DA_VARREDURA ? hoje : addDays(hoje, -1);
}

/**
 * The scheduled run and the start-up catch-up: every day since the last one done (at most
 * RECUPERACAO_MAXIMA_DIAS back) up to the last day whose 07:00 has come, in order; nothing when
 * that day is done. A database that never swept starts with that day.
 */
export async function sweepPendentes(deps: TVarreduraDeps, now: Date): Promise<TResultadoDia[]> {
  const alvo = ultimoDiaDevido(now);
  const [{ ultimo }] = await asSystem(deps.db, (tx) => tx.select({ ultimo: max(varreduras.dia) }).from(varreduras));
  if (ultimo && ultimo >= alvo) return [];
  const limite = addDays(alvo, -(RECUPERACAO_MAXIMA_DIAS - 1));
  const de = ultimo && addDays(ultimo, 1) > limite ? addDays(ultimo, 1) : ultimo ? limite : alvo;
  const feitos = await sweepPeriodo(deps, de, alvo);
  for (const r of feitos) logger.info(`varredura de prazos ${r.dia}: ${resumoDoDia(r)}`);
  return feitos;
}

/** One line of what a day's sweep did, in the operators' words. */
export function resumoDoDia(r: TResultadoDia): string {
  return [
    `${r.alertas} alerta(s) criado(s)`,
    `${r.emails} e-mail(s) enviado(s)`,
    `${r.condicoesAtrasadas} condicionante(s) marcada(s) como atrasada(s)`,
    `${r.condicoesDevolvidas} condicionante(s) devolvida(s) ao status anterior`,
    `${r.atividadesAtrasadas} atividade(s) passaram a atrasada(s)`,
  ].join(", ");
}
