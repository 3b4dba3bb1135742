import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { arrayParam } from "../../db/array-param";
import { asSystem } from "../../db/tenant";
import { logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { resumoAlertasEmail, type TResumoItem } from "../../mail/resumo-alertas";

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
export async function enviarResumos(deps: { db: Db; mailer: Mailer; appUrl: string }, dia: string): Promise<number> {
  const usuarios = await asSystem(deps.db, async (tx) =>
    (
      await tx.execute<{ userId: string }>(sql`
        select distinct user_id as "userId" from alerta_destinatarios where email_pendente`)
    ).rows.map((r) => r.userId),
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
    const pendentes = (
      await tx.execute<TPendente>(sql`
        select d.alerta_id as "alertaId", a.item_tipo as "itemTipo", a.item_id as "itemId", a.pai_id as "paiId",
               a.titulo, a.contexto, a.prazo::text as prazo, a.marco, cp.condicionante_id as "condicionanteId"
        from alerta_destinatarios d join alertas a on a.id = d.alerta_id
        left join condicionante_comprovacoes cp on a.item_tipo = 'comprovacao' and cp.id = a.item_id
        where d.user_id = ${userId} and d.email_pendente and a.dia <= ${dia}::date
        for update of d skip locked`)
    ).rows;
    if (pendentes.length === 0) return false;

    const [pessoa] = (
      await tx.execute<{ email: string; nome: string; empresa: string; quer: boolean }>(sql`
        select u.email, p.full_name as nome, c.name as empresa, (p.alertas_email and p.ativo) as quer
        from users u join profiles p on p.id = u.id join companies c on c.id = p.company_id
        where u.id = ${userId}`)
    ).rows;
    const limpar = () =>
      tx.execute(sql`
        update alerta_destinatarios set email_pendente = false
        where user_id = ${userId} and alerta_id = any(${arrayParam(
          pendentes.map((p) => p.alertaId),
          "uuid",
        )})`);
    if (!pessoa?.quer) {
      await limpar();
      return false;
    }
    const claim = await tx.execute(sql`
      insert into alerta_resumos (user_id, dia, alertas) values (${userId}, ${dia}::date, ${pendentes.length})
      on conflict do nothing returning user_id`);
    if (claim.rows.length === 0) return false; // today's digest already went out

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
