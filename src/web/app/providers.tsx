import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        visibleToasts={3}
        duration={4000}
        richColors
        // At the top they covered the header's Calendário, Configurações and Sair and a full-screen
        // panel's close button for 4 s; the bottom holds no fixed control. On a phone sonner spans
        // the width at the bottom (mobileOffset), the one place a thumb does not need meanwhile.
        position="bottom-right"
        closeButton
        // sonner's own labels are English ('Notifications alt+T', 'Close toast'); Alt+T is its default hotkey.
        customAriaLabel="Notificações (Alt+T)"
        toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
      />
    </QueryClientProvider>
  );
}
