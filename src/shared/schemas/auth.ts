import { z } from "./zod-pt-br";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

const email = z
  .string({ error: "E-mail é obrigatório" })
  .trim()
  .min(1, "E-mail é obrigatório")
  .max(EMAIL_MAX_LENGTH, `E-mail deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`)
  .pipe(z.email("E-mail inválido"));

export const ZSignInSchema = z.object({
  email,
  password: z
    .string({ error: "Senha é obrigatória" })
    .min(1, "Senha é obrigatória")
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = z.object({
  fullName: z
    .string({ error: "Nome completo é obrigatório" })
    .trim()
    .min(1, "Nome completo é obrigatório")
    .max(200, "Nome completo deve ter no máximo 200 caracteres"),
  email,
  password: z
    .string({ error: "Senha é obrigatória" })
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type TSignUp = z.infer<typeof ZSignUpSchema>;

/** The sign-up form adds the confirmation, checked only in the browser. */
export const ZSignUpFormSchema = ZSignUpSchema.extend({
  confirmPassword: z.string().min(1, "Confirme a senha").max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
}).refine((v) => v.password === v.confirmPassword, {
  message: "As senhas não coincidem",
  path: ["confirmPassword"],
});
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;

export const ZResendConfirmationSchema = z.object({ email });

/** GET /api/me: who is signed in, their profile (null before it exists) and roles. */
export const ZMeResponseSchema = z.strictObject({
  user: z.strictObject({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z
    .strictObject({
      fullName: z.string(),
      companyId: z.string().nullable(),
      companyName: z.string().nullable(),
      /** The daily digest of alerts by e-mail (/configuracoes). */
      alertasEmail: z.boolean(),
    })
    .nullable(),
  roles: z.array(z.string()),
  /** For an approved user: the company's logo (versioned address) and the deletion switch's verdict. */
  empresa: z.strictObject({ logoUrl: z.string().nullable(), podeExcluirDocumentos: z.boolean() }).nullable(),
  /** The header bell's number on first paint: the user's unread alerts up to 100 (0 while pending). */
  alertasNaoLidos: z.number().int(),
});
