import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createAuth, type TPasswordHashing } from "./auth/auth";
import type { Db } from "./db/client";
import { appSettings, companies, profiles, userRoles } from "./db/schema";
import type { Mailer } from "./mail/mailer";
import { siteConfig } from "../shared/site-config";
import { PASSWORD_MIN_LENGTH } from "../shared/schemas/auth";
import { readConfig } from "./config";

/** The auth secret lives in the database so every instance on it signs cookies alike. */
export async function loadAuthSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const fresh = crypto.randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: "auth_secret", value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
  return row.value;
}

const APP_URL_KEY = "app_url";

/** Kept at each start: the address of the server's e-mail links, for the commands run beside it. */
export async function recordAppUrl(db: Db, appUrl: string) {
  await db
    .insert(appSettings)
    .values({ key: APP_URL_KEY, value: appUrl })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: appUrl } });
}

/**
 * The address a command's e-mails link to (seed:demo, prazos): the server's rule, APP_URL else
 * http://localhost:$PORT; told neither, the address the server last started with on this
 * database, since the command runs while it is stopped and would otherwise say port 3000.
 */
export async function commandAppUrl(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.APP_URL || env.PORT) return readConfig(env).appUrl;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, APP_URL_KEY));
  return row?.value ?? readConfig(env).appUrl;
}

/**
 * Creates (or resets the password of) an account that needs no e-mail confirmation: the first
 * super-administrator and the demo users. Goes through better-auth so passwords are hashed alike.
 */
export async function upsertConfirmedUser(
  deps: { db: Db; mailer: Mailer; appUrl: string; authSecret: string; passwordHashing?: TPasswordHashing },
  account: { email: string; name: string; password: string },
) {
  const { mailer, appUrl, authSecret, passwordHashing } = deps;
  const auth = createAuth({ db: deps.db, mailer, appUrl, authSecret, passwordHashing });
  const ctx = await auth.$context;
  const user =
    (await ctx.internalAdapter.findUserByEmail(account.email))?.user ??
    (await ctx.internalAdapter.createUser(
      { email: account.email, name: account.name, emailVerified: true },
      { method: "admin" },
    ));
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  const hash = await ctx.password.hash(account.password);
  const existing = (await ctx.internalAdapter.findAccounts(user.id)).find((a) => a.providerId === "credential");
  if (existing) await ctx.internalAdapter.updatePassword(user.id, hash);
  else
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  return user;
}

export interface BootstrapResult {
  created: boolean;
  email?: string;
  /** Only when the password was generated here: printed once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * On first start there is no super-administrator: create one, already confirmed, attached to
 * the consultancy that runs the system (a company named after the brand) so the approval gate
 * lets them in.
 */
export async function ensureSuperAdmin(opts: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  authSecret: string;
  email?: string;
  password?: string;
  passwordHashing?: TPasswordHashing;
}): Promise<BootstrapResult> {
  const { db } = opts;
  const [existing] = await db.select().from(userRoles).where(eq(userRoles.role, "super_admin")).limit(1);
  if (existing) return { created: false };

  const email = (opts.email ?? "admin@gestao.local").toLowerCase();
  const generatedPassword = opts.password ? undefined : crypto.randomBytes(12).toString("base64url");
  const password = opts.password ?? generatedPassword!;
  if (!z.email().safeParse(email).success) {
    throw new Error(`ADMIN_EMAIL inválido: ${email}. Use um endereço que o formulário de login aceite.`);
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`ADMIN_PASSWORD precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  }

  const user = await upsertConfirmedUser(opts, { email, name: "Super Administrador", password });
  await db.transaction(async (tx) => {
    let [company] = await tx.select().from(companies).where(eq(companies.name, siteConfig.brand)).limit(1);
    company ??= (await tx.insert(companies).values({ name: siteConfig.brand }).returning())[0];
    await tx
      .insert(profiles)
      .values({ id: user.id, fullName: user.name, companyId: company.id })
      .onConflictDoUpdate({ target: profiles.id, set: { companyId: company.id } });
    await tx.insert(userRoles).values({ userId: user.id, role: "super_admin" }).onConflictDoNothing();
  });
  return { created: true, email, generatedPassword };
}
