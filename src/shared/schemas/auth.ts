import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string({ error: "E-mail é obrigatório" })
  .trim()
  .min(1, "E-mail é obrigatório")
  .pipe(z.email("E-mail inválido"));

export const ZSignInSchema = z.object({
  email,
  password: z.string({ error: "Senha é obrigatória" }).min(1, "Senha é obrigatória"),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = z.object({
  fullName: z.string({ error: "Nome completo é obrigatório" }).trim().min(1, "Nome completo é obrigatório"),
  email,
  password: z
    .string({ error: "Senha é obrigatória" })
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(128, "A senha deve ter no máximo 128 caracteres"),
});
export type TSignUp = z.infer<typeof ZSignUpSchema>;

/** The sign-up form adds the confirmation, checked only in the browser. */
export const ZSignUpFormSchema = ZSignUpSchema.extend({
  confirmPassword: z.string().min(1, "Confirme a senha"),
}).refine((v) => v.password === v.confirmPassword, {
  message: "As senhas não coincidem",
  path: ["confirmPassword"],
});
export type TSignUpForm = z.infer<typeof ZSignUpFormSchema>;

export const ZResendConfirmationSchema = z.object({ email });
