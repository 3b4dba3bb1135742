import { z } from "./zod-pt-br";
import { isValidCnpj, normalizeDocumento } from "../rules/documento";
import { zInstant } from "./common";
import { zPage } from "./paging";

export const ZCompanySchema = z.object({
  name: z
    .string({ error: "Nome da empresa é obrigatório." })
    .trim()
    .min(1, "Nome da empresa é obrigatório.")
    .max(200, "Nome da empresa deve ter no máximo 200 caracteres."),
  cnpj: z
    .string()
    .trim()
    .max(30, "CNPJ inválido. Verifique os dígitos.")
    .nullish()
    .transform((v) => (v ? normalizeDocumento(v) : null))
    .refine((v) => v === null || isValidCnpj(v), "CNPJ inválido. Verifique os dígitos."),
});
export type TCompanyInput = z.input<typeof ZCompanySchema>;

export const APPROVAL_ROLES = ["admin", "manager", "user"] as const;
export type TApprovalRole = (typeof APPROVAL_ROLES)[number];
export const ROLE_LABELS: Record<string, string> = {
  super_admin: "Super Administrador",
  admin: "Administrador",
  manager: "Gerente",
  user: "Usuário",
  moderator: "Moderador",
};

const APPROVE_MESSAGE = "Selecione uma empresa e um papel para o usuário.";
export const ZApproveUserSchema = z.object({
  companyId: z.uuid({ error: APPROVE_MESSAGE }),
  role: z.enum(APPROVAL_ROLES, { error: APPROVE_MESSAGE }),
});
export type TApproveUser = z.infer<typeof ZApproveUserSchema>;

export const ZCompanyResponseSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  cnpj: z.string().nullable(),
  createdAt: zInstant,
  userCount: z.number().int(),
  /**
   * The operator's own company: a super-administrator belongs to it (the one created with them at
   * start-up). The approval dialog marks it, and asks before a customer's user joins it.
   */
  doOperador: z.boolean(),
});
export type TCompany = z.infer<typeof ZCompanyResponseSchema>;
export const ZCompaniesResponseSchema = zPage(ZCompanyResponseSchema);
/** An edit answers the company without counting its users again. */
export const ZCompanyUpdatedResponseSchema = ZCompanyResponseSchema.omit({ userCount: true, doOperador: true });

const ZUserResponseSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: zInstant,
});

/** A user waiting for approval; the list flags those who have not confirmed the e-mail yet. */
export const ZPendingUserResponseSchema = ZUserResponseSchema.extend({ emailVerified: z.boolean() });
export type TPendingUser = z.infer<typeof ZPendingUserResponseSchema>;
export const ZPendingUsersResponseSchema = zPage(ZPendingUserResponseSchema);

export const ZApprovedUserResponseSchema = ZUserResponseSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
  companyCnpj: z.string().nullable(),
  roles: z.array(z.string()),
});
export type TApprovedUser = z.infer<typeof ZApprovedUserResponseSchema>;
export const ZApprovedUsersResponseSchema = zPage(ZApprovedUserResponseSchema);
