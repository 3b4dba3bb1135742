import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { notify } from "@/web/lib/notify";

const MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: "O link de confirmação expirou. Peça outro em 'Reenviar confirmação', na aba Cadastro.",
};
const INVALID = "O link de confirmação é inválido. Peça outro em 'Reenviar confirmação', na aba Cadastro.";

/** A confirmation link that failed returns to "/?error=CODE": say why, then tidy the URL. */
export function ConfirmationNotice() {
  const [params, setParams] = useSearchParams();
  const error = params.get("error");
  useEffect(() => {
    if (!error) return;
    notify.error(MESSAGES[error] ?? INVALID, "Erro na confirmação");
    setParams({}, { replace: true });
  }, [error, setParams]);
  return null;
}
