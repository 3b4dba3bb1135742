import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertaDestinatarios, alertas, condicionanteComprovacoes, obrigacoes } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { notFound } from "../../http/errors";
import { comprovacaoDoAlerta, itemDoAlerta, obrigacaoDoAlerta } from "./item-do-alerta";
import type { TTenantContext } from "../../http/context";
import {
  alertaLink,
  marcoTexto,
  NAO_LIDOS_TETO,
  urgenciaDoMarco,
  type TAlertaItemTipo,
} from "../../../shared/rules/alertas";
import { ALERTA_NOT_FOUND, type TAlertas, type TAlertasQuery } from "../../../shared/schemas/alertas";

// Each user's copy of the alerts the daily sweep fired (decision 022). The sweep writes them by
// the system path; here the caller reads and marks only their own rows. Every query names the
// caller's user and company itself, and the select and update policies say the same again.

/** The caller's own copies: the list, the count and the marks all start from this. */
const minhas = (ctx: TTenantContext) =>
  and(eq(alertaDestinatarios.companyId, ctx.companyId), eq(alertaDestinatarios.userId, ctx.userId));

/**
 * The bell's number: the caller's unread alerts, counted up to NAO_LIDOS_TETO (partial index
 * alerta_destinatarios_nao_lidas_idx, which leads with the user): at most that many index
 * entries read, whether the user has 3 unread alerts or 30,000.
 */
export async function countNaoLidos(db: Db, ctx: TTenantContext): Promise<number> {
  const naoLidos = db
    .select({ um: sql`1` })
    .from(alertaDestinatarios)
    .where(and(minhas(ctx), isNull(alertaDestinatarios.lidaEm)))
    .limit(NAO_LIDOS_TETO)
    .as("nao_lidos");
  const [{ n }] = await db.select({ n: count() }).from(naoLidos);
  return n;
}

/**
 * The caller's alerts, newest first (index alerta_destinatarios_user_created_idx); one day's
 * alerts, fired together, nearest deadline first. Paged and counted in SQL.
 */
export async function listAlertas(db: Db, ctx: TTenantContext, q: TAlertasQuery): Promise<TAlertas> {
  const where = and(minhas(ctx), q.lidas === "nao_lidas" ? isNull(alertaDestinatarios.lidaEm) : undefined);
  const rows = await db
    .select({
      id: alertas.id,
      ...itemDoAlerta,
      dia: alertas.dia,
      lidaEm: alertaDestinatarios.lidaEm,
      createdAt: alertaDestinatarios.createdAt,
    })
    .from(alertaDestinatarios)
    .innerJoin(
      alertas,
      and(eq(alertas.companyId, alertaDestinatarios.companyId), eq(alertas.id, alertaDestinatarios.alertaId)),
    )
    .leftJoin(condicionanteComprovacoes, comprovacaoDoAlerta)
    .leftJoin(obrigacoes, obrigacaoDoAlerta)
    .where(where)
    .orderBy(desc(alertaDestinatarios.createdAt), asc(alertas.prazo), asc(alertas.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(alertaDestinatarios).where(where);
  const naoLidos = q.lidas === "nao_lidas" ? Math.min(total, NAO_LIDOS_TETO) : await countNaoLidos(db, ctx);
  return {
    items: rows.map(({ paiId, condicionanteId, obrigacaoId, lidaEm, createdAt, ...r }) => {
      const tipo = r.itemTipo as TAlertaItemTipo;
      return {
        ...r,
        itemTipo: tipo,
        texto: marcoTexto(tipo, r.marco),
        urgencia: urgenciaDoMarco(tipo, r.marco),
        link: alertaLink(tipo, r.itemId, paiId, { condicionanteId, obrigacaoId }),
        lida: lidaEm !== null,
        createdAt: createdAt.toISOString(),
      };
    }),
    total,
    naoLidos,
  };
}

/**
 * Marks one of the caller's alerts read and answers the new unread count. Marking it again keeps
 * the first time it was read (the request's `ctx.now`). Another user's alert, or another company's, is 404.
 */
export async function markLida(db: Db, ctx: TTenantContext, id: string): Promise<number> {
  const marcadas = isUuid(id)
    ? await db
        .update(alertaDestinatarios)
        .set({ lidaEm: sql`coalesce(${alertaDestinatarios.lidaEm}, ${ctx.now.toISOString()}::timestamptz)` })
        .where(and(minhas(ctx), eq(alertaDestinatarios.alertaId, id)))
        .returning({ id: alertaDestinatarios.alertaId })
    : [];
  if (!marcadas.length) throw notFound(ALERTA_NOT_FOUND);
  return countNaoLidos(db, ctx);
}

/** 'Marcar todos como lidos': every unread alert of the caller; answers the new count (0). */
export async function markTodasLidas(db: Db, ctx: TTenantContext): Promise<number> {
  await db
    .update(alertaDestinatarios)
    .set({ lidaEm: ctx.now })
    .where(and(minhas(ctx), isNull(alertaDestinatarios.lidaEm)));
  return countNaoLidos(db, ctx);
}
