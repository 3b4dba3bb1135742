import { z } from "./zod-pt-br";
import { zPage } from "./common";
import { APPROVAL_ROLES, ZApprovedUserResponseSchema } from "./admin";

/**
 * A colleague as the Users screen lists them, the caller's own company only: the approved-user
 * record (so the admin panel's users tab reads the same answer) and whether the account is active.
 */
export const ZUsuarioResponseSchema = ZApprovedUserResponseSchema.extend({
  /** false once the company's admin deactivated the account: sign-in is refused. */
  ativo: z.boolean(),
});
export type TUsuario = z.infer<typeof ZUsuarioResponseSchema>;
export const ZUsuariosResponseSchema = zPage(ZUsuarioResponseSchema);

const ROLE_MESSAGE = "Selecione um papel válido: Administrador, Gerente ou Usuário.";
export const ZAlterarPapelSchema = z.object({ role: z.enum(APPROVAL_ROLES, { error: ROLE_MESSAGE }) });
export type TAlterarPapel = z.infer<typeof ZAlterarPapelSchema>;

export const ZAlterarAtivoSchema = z.object({
  ativo: z.boolean({ error: "Informe se a conta fica ativa ou inativa." }),
});
export type TAlterarAtivo = z.infer<typeof ZAlterarAtivoSchema>;

/** The refusals of the Users screen, shared by the server and its tests. */
export const USUARIOS_MESSAGES = {
  notFound: "Usuário não encontrado.",
  onlyAdmins: "Apenas os administradores da empresa podem alterar papéis e contas.",
  ownRole: "Você não pode alterar o seu próprio papel.",
  ownAccount: "Você não pode desativar a sua própria conta.",
  superAdmin: "O super administrador não pode ser alterado por esta tela.",
  lastAdmin: "A empresa precisa de pelo menos um administrador ativo.",
  deactivated: "Sua conta foi desativada. Fale com o administrador da sua empresa.",
} as const;
