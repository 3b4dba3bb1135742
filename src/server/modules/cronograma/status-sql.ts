import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TAtividadeStatusExibido, TCondicionanteRelatorioStatus } from "../../../shared/rules/atividade-status";

// The rules of shared/rules/atividade-status.ts, as SQL over a given "today" (the app's clock in
// São Paulo, never the database's now()), so the report's counts and its rows agree. The same
// comparison as `prazoVencido`: a deadline is past when it is before today; none never is.

type TExpr = AnyPgColumn | SQL;

const vencido = (dataPrazo: TExpr, today: string) => sql`(${dataPrazo} is not null and ${dataPrazo} < ${today}::date)`;

/** An activity's displayed status: 'atrasada' when not concluded and past its deadline. */
export const atividadeStatusSql = (status: TExpr, dataPrazo: TExpr, today: string): SQL<TAtividadeStatusExibido> =>
  sql<TAtividadeStatusExibido>`(case when ${status} <> 'concluida' and ${vencido(dataPrazo, today)}
    then 'atrasada' else ${status} end)`;

/** A condition's status in the report: 'cumprida' if approved, 'vencida' if past its deadline. */
export const condicionanteRelatorioStatusSql = (
  aprovada: TExpr,
  dataPrazo: TExpr,
  today: string,
): SQL<TCondicionanteRelatorioStatus> =>
  sql<TCondicionanteRelatorioStatus>`(case when ${aprovada} then 'cumprida'
    when ${vencido(dataPrazo, today)} then 'vencida' else 'pendente' end)`;
