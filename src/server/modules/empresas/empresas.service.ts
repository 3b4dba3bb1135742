import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, empresaConfiguracoes } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import { ADMINISTRADORES, admitsActor } from "../../http/acesso";
import {
  APENAS_ADMIN_ALTERA,
  APENAS_ADMIN_EXCLUI,
  type TEmpresa,
  type TEmpresaConfiguracoes,
  type TEmpresaData,
} from "../../../shared/schemas/empresa";
import type { TAutomatizacoes } from "../../../shared/schemas/alertas";
import { antecedenciasDaEmpresa, antecedenciasParaGravar } from "./antecedencias";

// A company's settings: `companies` keeps name and CNPJ, `empresa_configuracoes` the rest, one
// row written on the first save (until then every value is its default, the switch on).

export const LOGO_NOT_FOUND = "A empresa não tem logo.";
export const CNPJ_EM_USO = "CNPJ já cadastrado para outra empresa.";
export const NOME_EM_USO = "Já existe uma empresa com este nome.";

/** The logo's address, versioned by its generated key so a browser may cache each logo for good. */
export const logoUrl = (key: string | null) =>
  key ? `/api/empresa/logo?v=${encodeURIComponent(key.split("/").pop() ?? key)}` : null;

/** The company's admin, or the super-administrator working in it; 403 for everyone else. */
export function exigirAdmin(ctx: TTenantContext) {
  if (!admitsActor(ADMINISTRADORES, ctx)) throw forbidden(APENAS_ADMIN_ALTERA);
}

async function configuracoes(db: Db, ctx: TTenantContext, lock = false) {
  const query = db.select().from(empresaConfiguracoes).where(eq(empresaConfiguracoes.companyId, ctx.companyId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function getEmpresa(db: Db, ctx: TTenantContext): Promise<TEmpresa> {
  const [company] = await db
    .select({ nome: companies.name, cnpj: companies.cnpj })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  if (!company) throw notFound();
  const c = await configuracoes(db, ctx);
  const antecedencias = antecedenciasDaEmpresa(c);
  return {
    ...company,
    email: c?.email ?? null,
    site: c?.site ?? null,
    responsavel: c?.responsavel ?? null,
    telefone1: c?.telefone1 ?? null,
    telefone2: c?.telefone2 ?? null,
    rg: c?.rg ?? null,
    cep: c?.cep ?? null,
    estado: c?.estado ?? null,
    cidade: c?.cidade ?? null,
    logradouro: c?.logradouro ?? null,
    complemento: c?.complemento ?? null,
    numero: c?.numero ?? null,
    bairro: c?.bairro ?? null,
    apenasAdminExcluiDocumentos: c?.apenasAdminExcluiDocumentos ?? true,
    logoUrl: logoUrl(c?.logoPath ?? null),
    antecedenciasLicenca: antecedencias.licenca,
    antecedenciasPrazo: antecedencias.prazo,
    podeAlterar: admitsActor(ADMINISTRADORES, ctx),
  };
}

type TConfiguracoesRow = Partial<Omit<typeof empresaConfiguracoes.$inferInsert, "companyId">>;

/** Writes the company's row of settings, creating it on the first save, stamped with the request's `now`. */
async function upsert(db: Db, ctx: TTenantContext, values: TConfiguracoesRow) {
  const set = { ...values, updatedAt: ctx.now };
  await db
    .insert(empresaConfiguracoes)
    .values({ companyId: ctx.companyId, ...set })
    .onConflictDoUpdate({ target: empresaConfiguracoes.companyId, set });
}

export async function updateEmpresa(db: Db, ctx: TTenantContext, data: TEmpresaData) {
  exigirAdmin(ctx);
  const { nome, cnpj, ...resto } = data;
  await db.update(companies).set({ name: nome, cnpj }).where(eq(companies.id, ctx.companyId));
  await upsert(db, ctx, resto);
  return getEmpresa(db, ctx);
}

/**
 * The unique name and CNPJ of companies belong to the whole system: the tenant wall hides the
 * other companies, so the unique indexes are the check, and their refusal is told apart here.
 */
export function conflitoDeEmpresa(err: unknown) {
  for (let e = err, depth = 0; e instanceof Object && depth < 5; e = (e as Error).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505") return conflict(constraint?.includes("cnpj") ? CNPJ_EM_USO : NOME_EM_USO);
  }
  return undefined;
}

export async function setConfiguracoes(db: Db, ctx: TTenantContext, data: TEmpresaConfiguracoes) {
  exigirAdmin(ctx);
  await upsert(db, ctx, { apenasAdminExcluiDocumentos: data.apenasAdminExcluiDocumentos });
  return getEmpresa(db, ctx);
}

/** 'Automatizações': the company's lead times of the daily sweep's alerts. */
export async function setAutomatizacoes(db: Db, ctx: TTenantContext, data: TAutomatizacoes) {
  exigirAdmin(ctx);
  await upsert(db, ctx, antecedenciasParaGravar(data));
  return getEmpresa(db, ctx);
}

/** Records the stored logo (or none) and answers the previous one's key, to remove after the commit. */
export async function setLogo(db: Db, ctx: TTenantContext, file: TStoredFile | null) {
  exigirAdmin(ctx);
  const anterior = (await configuracoes(db, ctx, true))?.logoPath ?? null;
  await upsert(db, ctx, {
    logoPath: file?.key ?? null,
    logoContentType: file?.contentType ?? null,
    logoSize: file?.fileSize ?? null,
  });
  return anterior;
}

export async function findLogo(db: Db, ctx: TTenantContext) {
  const c = await configuracoes(db, ctx);
  if (!c?.logoPath || !c.logoContentType) throw notFound(LOGO_NOT_FOUND);
  return { key: c.logoPath, contentType: c.logoContentType };
}

/** The 'Gerais' switch's verdict for the caller: admins always, others only with the switch off. */
export async function podeExcluirDocumentos(db: Db, ctx: TTenantContext) {
  return (await meuResumoDaEmpresa(db, ctx)).podeExcluirDocumentos;
}

/** What GET /api/me tells the shell: the logo for the brand, the switch's verdict for the buttons. */
export async function meuResumoDaEmpresa(db: Db, ctx: TTenantContext) {
  const c = await configuracoes(db, ctx);
  const apenasAdmin = c?.apenasAdminExcluiDocumentos ?? true;
  return {
    logoUrl: logoUrl(c?.logoPath ?? null),
    podeExcluirDocumentos: admitsActor(ADMINISTRADORES, ctx) || !apenasAdmin,
  };
}

/**
 * Every deletion of one document (a licence's, a condition's, a proof's, an activity's) calls
 * this in its own transaction first: 403 when the company's switch keeps deletion to admins.
 */
export async function exigirPermissaoParaExcluirDocumento(db: Db, ctx: TTenantContext) {
  if (!(await podeExcluirDocumentos(db, ctx))) throw forbidden(APENAS_ADMIN_EXCLUI);
}
