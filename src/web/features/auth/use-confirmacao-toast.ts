import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { CONFIRMADO_PARAM, type TGateState } from "@/shared/rules/gate";
import { notify } from "@/web/lib/notify";

export const EMAIL_CONFIRMADO = "E-mail confirmado com sucesso!";
export const LINK_INVALIDO = "Link de confirmação inválido ou expirado. Use 'Reenviar confirmação' para receber outro.";

/**
 * The e-mail confirmation link lands on /dashboard?confirmado=1 (shared/rules/gate.ts): say that
 * the e-mail is confirmed, or, when better-auth added `error`, that the link failed. The toast
 * outlives the gate's redirect (to the pending screen, or to sign-in after a failed link). Once
 * the dashboard itself shows, the flag leaves the URL, so a reload does not say it again; while
 * the gate is redirecting the URL is left alone, or the cleanup would navigate back here.
 */
export function useConfirmacaoToast(state: TGateState) {
  const [params, setParams] = useSearchParams();
  const confirmado = params.has(CONFIRMADO_PARAM);
  const error = params.get("error");
  const shown = useRef(false);

  useEffect(() => {
    if (!confirmado || shown.current) return;
    shown.current = true; // once per landing, though development mode runs effects twice
    if (error) notify.error(LINK_INVALIDO);
    else notify.success(EMAIL_CONFIRMADO);
  }, [confirmado, error]);

  useEffect(() => {
    if (!confirmado || state !== "approved") return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(CONFIRMADO_PARAM);
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [confirmado, state, setParams]);
}
