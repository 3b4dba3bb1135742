import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { todayIn } from "../../../shared/rules/datas";
import { ROLE_LABELS } from "../../../shared/schemas/admin";
import { type TPageQuery } from "../../../shared/schemas/paging";
import { rolesOfUser, usuariosBusca } from "./usuarios.service";

// The Users screen's export: the caller's company's colleagues its search selects, every page.

export function loteUsuarios(
  db: Db,
  ctx: TTenantContext,
  q: Pick<TPageQuery, "q">,
  cursor: TCursor | null,
  limite: number,
) {
  return db
    .select({
      nome: profiles.fullName,
      email: users.email,
      papeis: rolesOfUser,
      ativo: profiles.ativo,
      createdAt: profiles.createdAt,
      ...cursorColumns(profiles.createdAt, profiles.id),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.companyId, ctx.companyId),
        isNull(profiles.clienteId),
        usuariosBusca(q),
        depoisDe(profiles.createdAt, profiles.id, cursor),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limite)
    .then(comCursor);
}

type TLinha = Awaited<ReturnType<typeof loteUsuarios>>[number];

export const colunasUsuarios: TColuna<TLinha>[] = [
  { titulo: "Nome", largura: 30, valor: (r) => r.nome },
  { titulo: "E-mail", largura: 32, valor: (r) => r.email },
  { titulo: "Papel", largura: 20, valor: (r) => r.papeis.map((p) => ROLE_LABELS[p] ?? p).join(", ") },
  { titulo: "Situação", valor: (r) => (r.ativo ? "Ativo" : "Inativo") },
  { titulo: "Cadastrado em", tipo: "data", largura: 14, valor: (r) => todayIn(r.createdAt) },
];
