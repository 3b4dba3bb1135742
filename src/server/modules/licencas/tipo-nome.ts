import { sql, type SQL } from "drizzle-orm";
import { licencas, licencaTipos } from "../../db/schema";
import { LICENCA_TIPOS_PADRAO } from "../../../shared/schemas/licencas";

const padrao = sql.join(
  LICENCA_TIPOS_PADRAO.map(([codigo, nome]) => sql`when ${codigo} then ${nome}`),
  sql` `,
);

/**
 * The readable name of a licence's type ('Licença de Operação' for LO), for any query that
 * selects from `licencas`: the built-in name, else the name in the company's own catalogue
 * (`licenca_tipos`, one row per code), else the code itself. Written in SQL so that every answer
 * naming a licence (list, calendar, conditions, dashboard, project page) carries it without a
 * second request, and a renamed catalogue entry shows at once everywhere.
 */
export const tipoNome = (): SQL<string> =>
  sql<string>`coalesce(
    case ${licencas.tipo} ${padrao} end,
    (select ${licencaTipos.nome} from ${licencaTipos}
      where ${licencaTipos.companyId} = ${licencas.companyId} and ${licencaTipos.codigo} = ${licencas.tipo}),
    ${licencas.tipo})`;
