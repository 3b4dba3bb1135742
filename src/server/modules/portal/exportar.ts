import type { Db } from "../../db/client";
import type { TCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import { colunasLicencas, loteLicencas } from "../licencas/exportar";
import { colunasCondicionantes, loteCondicionantes } from "../condicionantes/exportar";
import { colunasObrigacoes, loteObrigacoes } from "../obrigacoes/exportar";
import type { TPortalCtx } from "./portal-ctx";

// The portal's downloads (decision 044): the company's own licence, condition and obligation
// exports, for one client, in its portal transaction. The same columns, less what is the
// consultancy's business (who answers for each item; an obligation's date by its rule, before the
// consultancy moved it, which the portal's page does not show either) and what a single client's
// file need not repeat (the client).

const PARA_A_EQUIPE = ["Responsável", "Data pela regra", "Cliente", "Empreendedor"];
const doCliente = <R>(colunas: TColuna<R>[]) => colunas.filter((c) => !PARA_A_EQUIPE.includes(c.titulo));

export const colunasLicencasDoCliente = doCliente(colunasLicencas);
export const colunasCondicionantesDoCliente = doCliente(colunasCondicionantes);

/** One batch of the client's licences after `cursor`, newest first, as the company's export reads them. */
export const loteLicencasDoCliente = (db: Db, ctx: TPortalCtx, cursor: TCursor | null, limite: number) =>
  loteLicencas(db, ctx, ctx.today, { clienteId: ctx.clienteId }, cursor, limite);

/** One batch of the client's obligations (a periodic condition's open deliveries one row each). */
export const loteCondicionantesDoCliente = (db: Db, ctx: TPortalCtx, cursor: TCursor | null, limite: number) =>
  loteCondicionantes(db, ctx, ctx.today, { clienteId: ctx.clienteId }, cursor, limite);

/** The columns of the client's obligations' due dates, 'Atrasada' read against `hoje`. */
export const colunasObrigacoesDoCliente = (hoje: string) => doCliente(colunasObrigacoes(hoje));

/** One batch of the client's obligations' due dates (outside licences), open and met, the earliest first. */
export const loteObrigacoesDoCliente = (db: Db, ctx: TPortalCtx, cursor: TCursor | null, limite: number) =>
  loteObrigacoes(db, ctx, { clienteId: ctx.clienteId }, cursor, limite);
