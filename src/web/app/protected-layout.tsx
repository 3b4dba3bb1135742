import { Navigate, Outlet } from "react-router";
import { gateState, isClienteRole, PORTAL_HOME, type TMe } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { AppShell } from "@/web/components/layout/app-shell";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { CalendarioPopover } from "@/web/features/calendario/calendario-popover";
import { AlertasSino } from "@/web/features/alertas/alertas-sino";
import { useConfirmacaoToast } from "@/web/features/auth/use-confirmacao-toast";

/**
 * The approval gate: signed out → /auth, no company → /pending, a client's own user → the portal,
 * approved → the screen.
 */
export function ProtectedLayout() {
  const { data, isPending, isError } = useMe();
  const state = gateState(isPending, data);
  useConfirmacaoToast(state);
  const away = gateRedirect(state, isError, data);
  if (away) return away;
  return (
    <AppShell calendario={<CalendarioPopover />} alertas={<AlertasSino />}>
      <Outlet />
    </AppShell>
  );
}

/** The same gate for pages made for paper: no sidebar, no header. */
export function ProtectedPrintLayout() {
  const { data, isPending, isError } = useMe();
  return gateRedirect(gateState(isPending, data), isError, data) ?? <Outlet />;
}

/** Where a user who may not see the screen goes instead; null when they may. */
function gateRedirect(state: ReturnType<typeof gateState>, isError: boolean, me: TMe | null | undefined) {
  if (isError) throw new Error("Falha ao carregar a sessão");
  if (state === "loading") return <FullPageSpinner />;
  if (state === "signed-out") return <Navigate to="/auth" replace />;
  if (state !== "approved") return <Navigate to="/pending" replace />;
  // The app's screens are the consultancy's: a portal user's home is the portal (decision 044).
  if (isClienteRole(me?.roles ?? [])) return <Navigate to={PORTAL_HOME} replace />;
  return null;
}
