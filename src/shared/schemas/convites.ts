import { z } from "./zod-pt-br";
import { zInstant } from "./common";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, ZSignUpSchema } from "./auth";

// Invitations to the Portal do Empreendedor (issue 29 §2): a company user invites a client's
// person by name and e-mail; the link lets the person set a password and enter the portal.

export const CONVITE_VALIDADE_DIAS = 7;

export const CONVITE_ESTADOS = ["pendente", "aceito", "expirado", "revogado"] as const;
export type TConviteEstado = (typeof CONVITE_ESTADOS)[number];

export const CONVITES_MESSAGES = {
  contaDaEquipe: "Este e-mail já é de um usuário da equipe de uma consultoria e não pode ser convidado para o portal.",
  contaDeOutroCliente: "Este e-mail já tem acesso ao portal de outro cliente.",
  jaTemAcesso: "Esta pessoa já tem acesso ao portal deste cliente.",
  convitePendente: "Já existe um convite pendente para este e-mail. Use 'Reenviar' na lista de convites.",
  naoEncontrado: "Convite não encontrado.",
  linkInvalido: "Convite não encontrado. Confira o link recebido por e-mail.",
  expirado: "Este convite expirou. Peça um novo convite à consultoria.",
  revogado: "Este convite foi cancelado pela consultoria. Se precisar de acesso, peça um novo convite.",
  usado: "Este convite já foi utilizado. Entre com seu e-mail e senha.",
  portalDesativado: "O acesso ao portal deste cliente está desativado. Fale com a consultoria.",
  contaExistente: "Este e-mail já tem uma conta. Entre com seu e-mail e senha.",
  soPendenteRevoga: "Só um convite pendente pode ser revogado.",
  soPendenteReenvia: "Só um convite pendente ou expirado pode ser reenviado.",
  semAcesso: "Esta pessoa ainda não aceitou o convite.",
} as const;

export const ZConviteCreateSchema = z.object({
  nome: z
    .string({ error: "Nome é obrigatório" })
    .trim()
    .min(1, "Nome é obrigatório")
    .max(200, "Nome deve ter no máximo 200 caracteres"),
  email: z
    .string({ error: "E-mail é obrigatório" })
    .trim()
    .min(1, "E-mail é obrigatório")
    .max(EMAIL_MAX_LENGTH, `E-mail deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`)
    .pipe(z.email("E-mail inválido"))
    .transform((e) => e.toLowerCase()),
});
export type TConviteCreate = z.input<typeof ZConviteCreateSchema>;

/** 'Acesso ao portal' of a client, or of one person. */
export const ZPortalAcessoSchema = z.object({ ativo: z.boolean({ error: "Informe se o acesso está ativo" }) });
export type TPortalAcesso = z.infer<typeof ZPortalAcessoSchema>;

export const ZConviteSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  estado: z.enum(CONVITE_ESTADOS),
  enviadoEm: zInstant,
  expiraEm: zInstant,
  aceitoEm: zInstant.nullable(),
  /** The account the invitation became (aceito only). */
  userId: z.string().nullable(),
  /** That person's latest session (created or renewed); null before any, or once turned off. */
  ultimoAcesso: zInstant.nullable(),
  /** The person's own 'Acesso ao portal' (profiles.ativo); null while not accepted. */
  acessoAtivo: z.boolean().nullable(),
});
export type TConvite = z.infer<typeof ZConviteSchema>;

/** The client's 'Portal do Empreendedor' section: its switch and its invitations, newest first. */
export const ZConvitesResponseSchema = z.strictObject({
  portalAtivo: z.boolean(),
  items: z.array(ZConviteSchema),
});
export type TConvites = z.infer<typeof ZConvitesResponseSchema>;

export const ZConviteResponseSchema = ZConviteSchema;
export const ZPortalAcessoResponseSchema = z.strictObject({ portalAtivo: z.boolean() });

// ---------- the public side: the link's page ----------

/** The token of the link: base64url of 32 random bytes (43 characters). */
const zToken = z
  .string({ error: "Link de convite inválido" })
  .trim()
  .min(20, "Link de convite inválido")
  .max(200, "Link de convite inválido");

export const ZConviteTokenQuerySchema = z.object({ token: zToken });

/** What the page shows before asking the password. */
export const ZConviteVerificacaoResponseSchema = z.strictObject({
  nome: z.string(),
  email: z.string(),
  cliente: z.string(),
  empresa: z.string(),
});
export type TConviteVerificacao = z.infer<typeof ZConviteVerificacaoResponseSchema>;

/** The password follows sign-up's rules (one schema); the confirmation is the browser's. */
export const ZConviteAceiteSchema = z.object({ token: zToken, password: ZSignUpSchema.shape.password });
export type TConviteAceite = z.infer<typeof ZConviteAceiteSchema>;

export const ZConviteAceiteFormSchema = z
  .object({
    password: ZSignUpSchema.shape.password,
    confirmPassword: z
      .string()
      .min(1, "Confirme a senha")
      .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "As senhas não coincidem", path: ["confirmPassword"] });
export type TConviteAceiteForm = z.infer<typeof ZConviteAceiteFormSchema>;
