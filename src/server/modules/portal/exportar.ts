import type { Db } from "../../db/client";
import type { TCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import { colunasLicencas, loteLicencas } from "../licencas/exportar";
import { colunasCondicionantes, loteCondicionantes } from "../condicionantes/exportar";
import type { TPortalCtx } from "./portal-ctx";

// The portal's downloads (decision 044): the company's own licence and condition exports, for one
// client, in its portal transaction. The same columns, less what is the consultancy's business
// (who answers for each item) and what a single client's file need not repeat (the client).

const PARA_A_EQUIPE = ["Responsável", "Cliente"];
const doCliente = <R>(colunas: TColuna<R>[]) => colunas.filter((c) => !PARA_A_EQUIPE.includes(c.titulo));

export const colunasLicencasDoCliente = doCliente(colunasLicencas);
export const colunasCondicionantesDoCliente = doCliente(colunasCondicionantes);

/** One batch of the client's licences after `cursor`, newest first, as the company's export reads them. */
export const loteLicencasDoCliente = (db: Db, ctx: TPortalCtx, cursor: TCursor | null, limite: number) =>
  loteLicencas(db, ctx, ctx.today, { clienteId: ctx.clienteId }, cursor, limite);

/** One batch of the client's obligations (a periodic condition's open deliveries one row each). */
export const loteCondicionantesDoCliente = (db: Db, ctx: TPortalCtx, cursor: TCursor | null, limite: number) =>
  loteCondicionantes(db, ctx, ctx.today, { clienteId: ctx.clienteId }, cursor, limite);
