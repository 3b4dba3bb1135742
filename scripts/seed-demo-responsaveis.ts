import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

// The demo's responsible people (issue 16 §2): its conditions, activities and checklist items
// shared between the demo users, so 'Minhas pendências' and the filters show something. Once:
// a table whose rows already name someone is left as its users set it.

const TABELAS = ["condicionantes", "atividades_cronograma", "checklist_itens", "obrigacoes"] as const;

export async function seedResponsaveis(db: Db, companyId: string, userIds: string[]) {
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  let total = 0;
  for (const tabela of TABELAS) {
    const t = sql.identifier(tabela);
    const res = await db.execute(sql`update ${t} r
      set responsavel_id = (${ids})[1 + abs(hashtext(r.id::text)) % ${userIds.length}]
      where r.company_id = ${companyId} and r.responsavel_id is null
        and not exists (select 1 from ${t} o where o.company_id = ${companyId} and o.responsavel_id is not null)`);
    total += (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
  }
  return `Responsáveis: ${total} condicionantes, atividades, itens de checklist e obrigações distribuídos entre ${userIds.length} usuários.`;
}
