import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import {
  alertaDestinatarios,
  alertaResumos,
  alertas,
  companies,
  condicionanteComprovacoes,
  obrigacoes,
  profiles,
  users,
} from "../../db/schema";
import { asSystem } from "../../db/tenant";
import { logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { resumoAlertasEmail, type TResumoItem } from "../../mail/resumo-alertas";
import type { TAlertaItemTipo } from "../../../shared/rules/alertas";
import { comprovacaoDoAlerta, itemDoAlerta, obrigacaoDoAlerta } from "../alertas/item-do-alerta";

type TPendente = TResumoItem & { alertaId: string };

/**
 * Sends each user one digest for `dia` with every alert still waiting for e-mail (issue 16 §4).
 * Per user, one transaction: it locks that user's pending rows (`FOR UPDATE SKIP LOCKED`, so a
 * second instance skips what the first is sending), claims the (user, day) digest row (so a
 * replay that same day sends nothing more: later alerts wait for tomorrow's digest), sends, and
 * clears the rows. A failed send rolls all of it back and the next run tries again. Users who
 * turned e-mail off, or were deactivated, get their rows cleared without a message. Answers the
 * number of e-mails sent.
 */
export async function sendResumos(deps: { db: Db; mailer: Mailer; appUrl: string }, dia: string): Promise<number> {
  const usuarios = await asSystem(deps.db, async (tx) =>
    (
      await tx
        .selectDistinct({ userId: alertaDestinatarios.userId })
        .from(alertaDestinatarios)
        .where(eq(alertaDestinatarios.emailPendente, true))
    ).map((r) => r.userId),
  );
  let enviados = 0;
  for (const userId of usuarios) {
    try {
      if (await enviarResumo(deps, userId, dia)) enviados++;
    } catch (err) {
      logger.error(`Falha ao enviar o resumo de alertas de ${dia} ao usuário ${userId}`, err);
    }
  }
  return enviados;
}

async function enviarResumo(deps: { db: Db; mailer: Mailer; appUrl: string }, userId: string, dia: string) {
  return asSystem(deps.db, async (tx) => {
    const d = alertaDestinatarios;
    const linhas = await tx
      .select({
        alertaId: d.alertaId,
        ...itemDoAlerta,
      })
      .from(d)
      .innerJoin(alertas, eq(alertas.id, d.alertaId))
      .leftJoin(condicionanteComprovacoes, comprovacaoDoAlerta)
      .leftJoin(obrigacoes, obrigacaoDoAlerta)
      .where(and(eq(d.userId, userId), eq(d.emailPendente, true), lte(alertas.dia, dia)))
      .for("update", { of: d, skipLocked: true });
    // alertas_item_tipo_ck keeps item_tipo to these kinds.
    const pendentes: TPendente[] = linhas.map((p) => ({ ...p, itemTipo: p.itemTipo as TAlertaItemTipo }));
    if (pendentes.length === 0) return false;

    const [pessoa] = await tx
      .select({
        email: users.email,
        nome: profiles.fullName,
        empresa: companies.name,
        alertasEmail: profiles.alertasEmail,
        ativo: profiles.ativo,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(users.id, userId));
    const ids = pendentes.map((p) => p.alertaId);
    const limpar = () =>
      tx
        .update(d)
        .set({ emailPendente: false })
        .where(and(eq(d.userId, userId), anyOf(d.alertaId, ids)));
    if (!pessoa?.alertasEmail || !pessoa.ativo) {
      await limpar();
      return false;
    }
    const claim = await tx
      .insert(alertaResumos)
      .values({ userId, dia, alertas: pendentes.length })
      .onConflictDoNothing()
      .returning({ userId: alertaResumos.userId });
    if (claim.length === 0) return false; // today's digest already went out

    await limpar();
    await deps.mailer.send(
      resumoAlertasEmail({
        to: pessoa.email,
        nome: pessoa.nome,
        empresa: pessoa.empresa,
        dia,
        appUrl: deps.appUrl,
        itens: pendentes,
      }),
    );
    return true;
  });
}
