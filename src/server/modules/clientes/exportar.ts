import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, profiles } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { todayIn } from "../../../shared/rules/datas";
import type { TClientesQuery } from "../../../shared/schemas/clientes";
import { listFilter } from "./clientes.service";

// The clients screen's export: the rows its filters select (listFilter), every page of them.

export function loteClientes(
  db: Db,
  ctx: TTenantContext,
  q: Omit<TClientesQuery, "page" | "pageSize">,
  cursor: TCursor | null,
  limite: number,
) {
  return db
    .select({
      nome: clientes.nome,
      documento: clientes.cnpj,
      tipoPessoa: clientes.tipoPessoa,
      situacao: clientes.situacao,
      email: clientes.email,
      telefone: clientes.telefone,
      estado: clientes.estado,
      cidade: clientes.cidade,
      responsavel: profiles.fullName,
      createdAt: clientes.createdAt,
      ...cursorColumns(clientes.createdAt, clientes.id),
    })
    .from(clientes)
    .leftJoin(profiles, eq(profiles.id, clientes.responsavelId))
    .where(and(listFilter(ctx, q), depoisDe(clientes.createdAt, clientes.id, cursor)))
    .orderBy(desc(clientes.createdAt), desc(clientes.id))
    .limit(limite)
    .then(comCursor);
}

type TLinha = Awaited<ReturnType<typeof loteClientes>>[number];

export const colunasClientes: TColuna<TLinha>[] = [
  { titulo: "Nome", largura: 36, valor: (r) => r.nome },
  { titulo: "CPF/CNPJ", tipo: "documento", largura: 20, valor: (r) => r.documento },
  { titulo: "Tipo", largura: 16, valor: (r) => (r.tipoPessoa === "fisica" ? "Pessoa Física" : "Pessoa Jurídica") },
  { titulo: "Situação", valor: (r) => (r.situacao === "inativo" ? "Inativo" : "Ativo") },
  { titulo: "E-mail", largura: 30, valor: (r) => r.email },
  { titulo: "Telefone", tipo: "telefone", largura: 16, valor: (r) => r.telefone },
  { titulo: "UF", largura: 6, valor: (r) => r.estado },
  { titulo: "Cidade", largura: 22, valor: (r) => r.cidade },
  { titulo: "Responsável", largura: 24, valor: (r) => r.responsavel },
  { titulo: "Cadastrado em", tipo: "data", largura: 14, valor: (r) => todayIn(r.createdAt) },
];
