// The approval gate of part 1 §4: only approved users reach the protected screens.
import type { z } from "zod";
import type { ZMeResponseSchema } from "../schemas/auth";

export type TGateState = "loading" | "signed-out" | "no-profile" | "pending" | "approved";

/** The answer of GET /api/me, described by its schema. */
export type TMe = z.infer<typeof ZMeResponseSchema>;

export function gateState(loading: boolean, me: TMe | null | undefined): TGateState {
  if (loading) return "loading";
  if (!me) return "signed-out";
  if (!me.profile) return "no-profile";
  if (!me.profile.companyId) return "pending";
  return "approved";
}

/** The query flag of the confirmation link's landing; better-auth adds `error` beside it when the link fails. */
export const CONFIRMADO_PARAM = "confirmado";
/**
 * Where the e-mail confirmation link lands, signed in: the dashboard, which shows the pending
 * screen until approval, with a toast saying the e-mail is confirmed.
 */
export const CONFIRMACAO_DESTINO = `/dashboard?${CONFIRMADO_PARAM}=1`;

export const isAdminRole = (roles: readonly string[]) => roles.includes("admin") || roles.includes("super_admin");
export const isSuperAdmin = (roles: readonly string[]) => roles.includes("super_admin");

/** Name shown in the header: full name, else e-mail, else 'Usuário'. */
export function displayName(me: TMe | null | undefined): string {
  return me?.profile?.fullName?.trim() || me?.user.email || "Usuário";
}

/** A client's own user (the Portal do Empreendedor, decision 044): the portal is all they see. */
export const isClienteRole = (roles: readonly string[]) => roles.includes("cliente");

/** A portal user's home; every screen of the app sends them there. */
export const PORTAL_HOME = "/portal";

/**
 * The portal's gate: where a user who may not see a portal screen goes instead, null when they
 * may. A portal user always sees their own client; a company user only previews one ('Ver como
 * cliente'), so without `?cliente=` they go back to the app. The server refuses the rest anyway.
 */
export function portalRedirect(state: TGateState, me: TMe | null | undefined, clienteVisto: string | null) {
  if (state === "loading") return null;
  if (state === "signed-out") return "/auth";
  if (state !== "approved") return "/pending";
  if (isClienteRole(me?.roles ?? [])) return null;
  return clienteVisto ? null : "/dashboard";
}
