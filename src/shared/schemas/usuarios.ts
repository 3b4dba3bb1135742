import { z } from "./zod-pt-br";
import { zPage } from "./paging";
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

/** A choice of the 'Responsável' fields and filters: an active colleague of the company. */
export const ZResponsavelOpcaoSchema = z.object({ id: z.string(), nome: z.string() });
export type TResponsavelOpcao = z.infer<typeof ZResponsavelOpcaoSchema>;
export const ZResponsaveisResponseSchema = z.array(ZResponsavelOpcaoSchema);

/** The most colleagues a 'Responsável' select lists (companies of consultants are small). */
export const RESPONSAVEIS_MAX = 500;

export const RESPONSAVEL_INVALIDO = "Selecione um responsável ativo da sua empresa.";

/**
 * The responsible person of a licence, condition, checklist item or activity (issue 16): a user
 * id, or null / '' for nobody. The server checks that it names an active user of the company.
 */
export const zResponsavelId = z
  .string({ error: RESPONSAVEL_INVALIDO })
  .trim()
  .max(100, RESPONSAVEL_INVALIDO)
  .nullable()
  .transform((v) => (v ? v : null));

/** A list's 'Responsável' filter: a colleague's id, or 'eu' for the caller. */
export const zResponsavelFiltro = z.string().trim().max(100).optional();
export const RESPONSAVEL_EU = "eu";
