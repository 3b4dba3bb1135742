import { X } from "lucide-react";

/**
 * Where a failed e-mail confirmation ("/?error=CODE", see confirmation.ts) is explained. It looks
 * like the app's error toasts (sonner, rich colours), without shipping sonner and React.
 */
export function ConfirmationToast() {
  return (
    <section
      aria-label="Notificações"
      aria-live="polite"
      className="fixed top-6 right-6 z-[100] max-sm:inset-x-4 max-sm:top-4"
    >
      <div
        hidden
        data-toast
        className="relative flex w-[356px] items-center gap-1.5 rounded-lg border border-[#ffe0e0] bg-[#fff0f0] p-4 text-[13px] text-[#991b1b] shadow-[0_4px_12px_#0000001a] max-sm:w-full"
      >
        <button
          type="button"
          aria-label="Fechar notificação"
          data-toast-close
          className="absolute -top-1.5 -left-1.5 flex size-5 items-center justify-center rounded-full border border-[#ffe0e0] bg-[#fff0f0] text-[#991b1b] hover:bg-[#ffe0e0]"
        >
          <X className="size-3" aria-hidden="true" />
        </button>
        <span className="mr-1 -ml-[3px] flex size-4 shrink-0 items-center">
          <ErrorIcon />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="leading-normal font-medium">Erro na confirmação</p>
          <p className="leading-[1.4]" data-toast-description />
        </div>
      </div>
    </section>
  );
}

/** sonner's own error icon, so this toast and the app's look alike. */
function ErrorIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 20 20"
      fill="currentColor"
      height="20"
      width="20"
      className="-ml-px shrink-0"
      aria-hidden="true"
    >
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z"
        clipRule="evenodd"
      />
    </svg>
  );
}
