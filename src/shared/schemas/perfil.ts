import { z } from "./zod-pt-br";
import { PASSWORD_MAX_LENGTH, ZMeResponseSchema, ZSignUpSchema } from "./auth";

// The signed-in user's own account (/configuracoes): the same name and password rules as sign-up.

/** PATCH /api/me/perfil. */
export const ZPerfilSchema = ZSignUpSchema.pick({ fullName: true });
export type TPerfil = z.infer<typeof ZPerfilSchema>;
/** The new name answers with the whole GET /api/me, so the header shows it at once. */
export const ZPerfilResponseSchema = ZMeResponseSchema;

export const SENHA_ATUAL_INCORRETA = "Senha atual incorreta.";
export const SENHAS_NAO_COINCIDEM = "As senhas não coincidem";

const senhaAtual = z
  .string({ error: "Senha atual é obrigatória" })
  .min(1, "Senha atual é obrigatória")
  .max(PASSWORD_MAX_LENGTH, SENHA_ATUAL_INCORRETA);

const senhas = z.object({ senhaAtual, novaSenha: ZSignUpSchema.shape.password });
const novaDiferente = (v: { senhaAtual: string; novaSenha: string }) => v.novaSenha !== v.senhaAtual;
const NOVA_IGUAL = { message: "A nova senha deve ser diferente da senha atual", path: ["novaSenha"] };

/** POST /api/me/senha: the confirmation is the form's (below); the server needs the two passwords. */
export const ZAlterarSenhaSchema = senhas.refine(novaDiferente, NOVA_IGUAL);
export type TAlterarSenha = z.infer<typeof ZAlterarSenhaSchema>;

export const ZAlterarSenhaFormSchema = senhas
  .extend({
    confirmacao: z.string().min(1, "Confirme a nova senha").max(PASSWORD_MAX_LENGTH, SENHAS_NAO_COINCIDEM),
  })
  .refine(novaDiferente, NOVA_IGUAL)
  .refine((v) => v.novaSenha === v.confirmacao, { message: SENHAS_NAO_COINCIDEM, path: ["confirmacao"] });
export type TAlterarSenhaForm = z.infer<typeof ZAlterarSenhaFormSchema>;
