import { sql, type SQL } from "drizzle-orm";

/**
 * A new instance's due date as it is written: for an obligation made from a catalogue entry, the
 * override the super-administrator published for the year of the rule's date, read in the
 * company's own transaction through `app_catalogo_ajuste` (the table itself is not the tenant's);
 * else, and for any other obligation, the date the rule gave (decision 056).
 */
export function vencimentoSql(
  catalogoCodigo: string | null,
  regra: { dataRegra: string; vencimento: string },
): SQL | string {
  if (!catalogoCodigo) return regra.vencimento;
  const ano = Number(regra.dataRegra.slice(0, 4));
  return sql`coalesce(app_catalogo_ajuste(${catalogoCodigo}, ${ano}::int), ${regra.vencimento}::date)`;
}
