import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client";
import { trustedOrigins } from "../http/security";
import { accounts, profiles, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { confirmationEmail } from "../mail/templates";
import { PASSWORD_MIN_LENGTH } from "../../shared/schemas/auth";
import { USUARIOS_MESSAGES } from "../../shared/schemas/usuarios";
import { contaAtiva } from "./conta-ativa";

/** better-auth's error code for a sign-in of a deactivated account (auth.routes.ts translates it). */
export const ACCOUNT_DEACTIVATED = "ACCOUNT_DEACTIVATED";

const DAY = 24 * 60 * 60;

/** How passwords are hashed and checked; better-auth's scrypt (N=16384, r=16) when not given. */
export interface TPasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(opts: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  authSecret: string;
  /** Only the tests' app names one (test/password-hashing.ts); a server always uses the default. */
  passwordHashing?: TPasswordHashing;
}) {
  const { db, mailer, appUrl } = opts;
  return betterAuth({
    baseURL: appUrl,
    basePath: "/api/auth",
    secret: opts.authSecret,
    trustedOrigins: trustedOrigins(appUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: false,
      password: opts.passwordHashing,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationEmail(user.email, user.name, url));
      },
    },
    // Sessions last a week and renew themselves once a day while in use.
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    // Our own limiter (in the database, failures per address and source) guards the auth routes;
    // see http/rate-limit.ts.
    rateLimit: { enabled: false },
    logger: { disabled: process.env.LOG_LEVEL === "silent" },
    advanced: { useSecureCookies: appUrl.startsWith("https://") },
    databaseHooks: {
      // Every session is born here (sign-in, the confirmation link): none for a deactivated
      // account. Checked after the password, so the refusal tells nothing to a guesser.
      session: {
        create: {
          before: async (session) => {
            if (await contaAtiva(db, session.userId)) return;
            throw new APIError("FORBIDDEN", { code: ACCOUNT_DEACTIVATED, message: USUARIOS_MESSAGES.deactivated });
          },
        },
      },
      user: {
        create: {
          // The profile is born with the account, on the server (never by a browser call).
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, fullName: user.name ?? "" })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
