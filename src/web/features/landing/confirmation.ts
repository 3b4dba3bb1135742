const MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED: "O link de confirmação expirou. Peça outro em 'Reenviar confirmação', na aba Cadastro.",
};
const INVALID = "O link de confirmação é inválido. Peça outro em 'Reenviar confirmação', na aba Cadastro.";
/** As long as the app's toasts stay (app/providers.tsx); a pointer over it keeps it. */
const SHOWN_MS = 4000;

/**
 * A confirmation link that failed returns to "/?error=CODE": say why in the toast of
 * confirmation-toast.tsx, then tidy the address.
 */
export function showConfirmationError() {
  const error = new URLSearchParams(location.search).get("error");
  const toast = document.querySelector<HTMLElement>("[data-toast]");
  if (!error || !toast) return;
  toast.querySelector("[data-toast-description]")!.textContent = MESSAGES[error] ?? INVALID;
  toast.hidden = false;
  history.replaceState(history.state, "", location.pathname + location.hash);

  const close = () => (toast.hidden = true);
  let timer = setTimeout(close, SHOWN_MS);
  toast.addEventListener("pointerenter", () => clearTimeout(timer));
  toast.addEventListener("pointerleave", () => (timer = setTimeout(close, SHOWN_MS)));
  toast.querySelector("[data-toast-close]")?.addEventListener("click", close);
}
