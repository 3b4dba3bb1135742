import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { withTenant } from "../src/server/db/tenant";
import { clientes, empreendimentos, obrigacoes } from "../src/server/db/schema";
import type { TTenantContext } from "../src/server/http/context";
import { createCalendarioLegal, savePerfilLegal } from "../src/server/modules/obrigacoes/calendario-legal.service";
import { todayIn } from "../src/shared/rules/datas";

// The demo's obligations outside licences (issue 32): three clients registered in IBAMA's CTF/APP,
// a clay pit marked as a mining site, and each one's legal calendar generated as a consultant
// would, ticking every proposal. Once: a company that has obligations is left as it is.

const PERFIS = [
  {
    cliente: "Cerâmica São José Ltda",
    ctf: "5128844",
    categorias: ["1-3"],
    minas: ["Jazida de Argila Linha São José"],
  },
  { cliente: "Cooperativa Agroindustrial Alfa", ctf: "2214507", categorias: ["16-9"], minas: [] },
  { cliente: "Frigorífico Planalto Norte S.A.", ctf: "6390112", categorias: ["16-8"], minas: [] },
];

export async function seedObrigacoes(db: Db, companyId: string, userId: string) {
  const [{ n }] = await db.select({ n: count() }).from(obrigacoes).where(eq(obrigacoes.companyId, companyId));
  if (n > 0) return `Obrigações: a empresa já tem ${n}; nada foi duplicado.`;
  const now = new Date();
  const ctx: TTenantContext = {
    ...{ userId, companyId, now, today: todayIn(now), role: "admin" },
    ...{ email: "", name: "", profile: null },
  };
  let criadas = 0;
  for (const p of PERFIS) {
    const [cliente] = await db
      .select({ id: clientes.id })
      .from(clientes)
      .where(and(eq(clientes.companyId, companyId), eq(clientes.nome, p.cliente)));
    if (!cliente) continue;
    const minas = await db
      .select({ id: empreendimentos.id })
      .from(empreendimentos)
      .where(
        and(eq(empreendimentos.clienteId, cliente.id), inArray(empreendimentos.nome, p.minas.length ? p.minas : [""])),
      );
    criadas += await withTenant(db, { companyId, userId }, async (tx) => {
      const perfil = { ctfNumero: p.ctf, ctfCategorias: p.categorias, mineracao: minas.map((m) => m.id) };
      const { propostas } = await savePerfilLegal(tx, ctx, cliente.id, perfil);
      const itens = propostas.map((x) => ({ codigo: x.codigo, empreendimentoId: x.empreendimento?.id ?? null }));
      return (await createCalendarioLegal(tx, ctx, cliente.id, { itens, modelos: [] })).criadas;
    });
  }
  return `Obrigações: ${criadas} criadas pelo calendário legal de ${PERFIS.length} empreendedores.`;
}
