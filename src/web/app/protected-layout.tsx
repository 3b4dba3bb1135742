import { Navigate, Outlet } from "react-router";
import { gateState } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { AppShell } from "@/web/components/layout/app-shell";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { CalendarioPopover } from "@/web/features/calendario/calendario-popover";
import { AlertasSino } from "@/web/features/alertas/alertas-sino";
import { useConfirmacaoToast } from "@/web/features/auth/use-confirmacao-toast";

/** The approval gate: signed out → /auth, no company → /pending, approved → the screen. */
export function ProtectedLayout() {
  const { data, isPending, isError } = useMe();
  const state = gateState(isPending, data);
  useConfirmacaoToast(state);
  const away = gateRedirect(state, isError);
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
  return gateRedirect(gateState(isPending, data), isError) ?? <Outlet />;
}

/** Where a user who may not see the screen goes instead; null when they may. */
function gateRedirect(state: ReturnType<typeof gateState>, isError: boolean) {
  if (isError) throw new Error("Falha ao carregar a sessão");
  if (state === "loading") return <FullPageSpinner />;
  if (state === "signed-out") return <Navigate to="/auth" replace />;
  if (state !== "approved") return <Navigate to="/pending" replace />;
  return null;
}
