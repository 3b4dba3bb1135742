import { and, eq, exists, inArray, isNotNull, isNull, not, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import { alertaDestinatarios, alertas, empresaConfiguracoes, profiles, userRoles } from "../../db/schema";
import { ADMINISTRADORES } from "../../http/acesso";
import {
  alertaAtrasoSemanal,
  ANTECEDENCIAS_LICENCA_PADRAO,
  ANTECEDENCIAS_PRAZO_PADRAO,
  comPrazoLegal,
  marcoDoDia,
  prazosDoDia,
} from "../../../shared/rules/alertas";
import { renovacaoAtendida } from "../../../shared/rules/licenca-status";
import { antecedenciasDaEmpresa } from "../empresas/antecedencias";
import { candidatos, type TCandidato } from "./candidatos";

const TITULO_MAX = 300;
const LOTE = 500;

/** Lead times per item type as the item's company set them, or the defaults. */
function antecedenciasDe(c: TCandidato): readonly number[] {
  const coluna = c.tipo === "licenca" ? "antecedenciasLicenca" : "antecedenciasPrazo";
  const daEmpresa = antecedenciasDaEmpresa({
    antecedenciasLicenca: null,
    antecedenciasPrazo: null,
    [coluna]: c.antecedencias,
  });
  return c.tipo === "licenca" ? daEmpresa.licenca : daEmpresa.prazo;
}

/** Every lead time any company uses for a type: the deadlines worth probing today. */
async function antecedenciasEmUso(tx: Db, tipo: "licenca" | "prazo") {
  const coluna =
    tipo === "licenca" ? empresaConfiguracoes.antecedenciasLicenca : empresaConfiguracoes.antecedenciasPrazo;
  const padrao = tipo === "licenca" ? ANTECEDENCIAS_LICENCA_PADRAO : ANTECEDENCIAS_PRAZO_PADRAO;
  // unnest: the lead times of every company as rows, each value once (no builder spelling).
  const rows = await tx
    .selectDistinct({ n: sql<number>`unnest(${coluna})`.mapWith(Number) })
    .from(empresaConfiguracoes)
    .where(isNotNull(coluna));
  const todas = [...padrao, ...rows.map((r) => r.n)];
  return tipo === "licenca" ? comPrazoLegal(todas) : [...new Set(todas)];
}

type TPessoa = {
  id: string;
  companyId: string;
  email: boolean;
};

/** The person holds one of the administrators' roles (inside a query on `profiles`). */
const ehAdministrador = (tx: Db) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, ADMINISTRADORES))),
  );

/** The company's active admins and the named responsible people still active in that company. */
async function destinatariosPossiveis(tx: Db, empresas: string[], responsaveis: string[]) {
  const rows = await tx
    .select({
      id: profiles.id,
      companyId: profiles.companyId,
      email: profiles.alertasEmail,
      admin: ehAdministrador(tx).mapWith(Boolean),
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.ativo, true),
        isNotNull(profiles.companyId),
        or(anyOf(profiles.id, responsaveis), and(anyOf(profiles.companyId, empresas), ehAdministrador(tx))),
      ),
    );
  const admins = new Map<string, TPessoa[]>();
  const pessoas = new Map<string, TPessoa>();
  for (const r of rows) {
    const p = { ...r, companyId: r.companyId! }; // the filter above: never null
    pessoas.set(p.id, p);
    if (p.admin) admins.set(p.companyId, [...(admins.get(p.companyId) ?? []), p]);
  }
  return { admins, pessoas };
}

/**
 * A newer alert of an item stands for the older ones still unread: they are marked read (the bell
 * counts items needing attention, not every day that spoke of them). They stay in each person's
 * list with their day, and an older one still waiting for the digest goes out with it.
 */
async function aposentarAnteriores(tx: Db, novos: { id: string; itemId: string }[]) {
  if (novos.length === 0) return;
  const itens = novos.map((n) => n.itemId);
  const ids = novos.map((n) => n.id);
  await tx
    .update(alertaDestinatarios)
    .set({ lidaEm: sql`now()` })
    .from(alertas)
    .where(
      and(
        eq(alertas.id, alertaDestinatarios.alertaId),
        isNull(alertaDestinatarios.lidaEm),
        anyOf(alertas.itemId, itens),
        not(anyOf(alertas.id, ids)),
      ),
    );
}

/**
 * Fires the alerts due on `dia` (issue 16 §4, decision 022): each open item whose deadline is
 * one of its company's lead times away (or 1, 8, 15… days past, for conditions and activities)
 * gets one alert per (item, deadline, lead time) — the unique key makes a replay or a second
 * instance add nothing — sent to its responsible person and the company's admins. Answers the
 * number of alerts created.
 */
export async function fireAlertas(tx: Db, dia: string): Promise<number> {
  // One after another: a transaction holds one connection, which runs one query at a time.
  const licencaLeads = await antecedenciasEmUso(tx, "licenca");
  const prazoLeads = await antecedenciasEmUso(tx, "prazo");
  const prazos = { licenca: prazosDoDia(dia, licencaLeads, false), prazo: prazosDoDia(dia, prazoLeads, true) };
  const todos: TCandidato[] = [];
  for (const consulta of candidatos(prazos)) todos.push(...(await consulta(tx)));

  const devidos = todos
    .filter(
      (c) =>
        c.tipo !== "licenca" ||
        !renovacaoAtendida({ validade: c.prazo, emRenovacao: !!c.emRenovacao, protocolo: c.protocolo ?? null }),
    )
    .map((c) => ({ c, marco: marcoDoDia(c.prazo, dia, antecedenciasDe(c), alertaAtrasoSemanal(c.tipo)) }))
    .filter((d): d is { c: TCandidato; marco: number } => d.marco !== null);
  if (devidos.length === 0) return 0;

  const { admins, pessoas } = await destinatariosPossiveis(
    tx,
    [...new Set(devidos.map((d) => d.c.companyId))],
    [...new Set(devidos.flatMap((d) => (d.c.responsavelId ? [d.c.responsavelId] : [])))],
  );

  let criados = 0;
  for (let i = 0; i < devidos.length; i += LOTE) {
    const lote = devidos.slice(i, i + LOTE);
    const novos = await tx
      .insert(alertas)
      .values(
        lote.map(({ c, marco }) => ({
          companyId: c.companyId,
          itemTipo: c.tipo,
          itemId: c.id,
          paiId: c.paiId,
          prazo: c.prazo,
          marco,
          dia,
          titulo: c.titulo.slice(0, TITULO_MAX),
          contexto: c.contexto,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: alertas.id, companyId: alertas.companyId, itemTipo: alertas.itemTipo, itemId: alertas.itemId });
    criados += novos.length;

    const responsavelDe = new Map(lote.map(({ c }) => [`${c.tipo}:${c.id}`, c.responsavelId]));
    const linhas = novos.flatMap((a) => {
      const responsavel = pessoas.get(responsavelDe.get(`${a.itemTipo}:${a.itemId}`) ?? "");
      const para = new Map((admins.get(a.companyId) ?? []).map((p) => [p.id, p]));
      // A responsible person is heard only in their own company (a colleague moved elsewhere is not).
      if (responsavel && responsavel.companyId === a.companyId) para.set(responsavel.id, responsavel);
      return [...para.values()].map((p) => ({
        alertaId: a.id,
        companyId: a.companyId,
        userId: p.id,
        emailPendente: p.email,
      }));
    });
    if (linhas.length) await tx.insert(alertaDestinatarios).values(linhas).onConflictDoNothing();
    await aposentarAnteriores(tx, novos);
  }
  return criados;
}
