import type { ReactNode } from "react";
import { PanelLeft } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { AppSidebar } from "./app-sidebar";
import { AppHeader } from "./app-header";
import { SidebarProvider, useSidebar } from "./sidebar-state";
import { SignOutButton } from "./sign-out-button";

function SidebarTrigger() {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Alternar menu lateral"
      aria-expanded={isMobile ? openMobile : open}
      className="size-8"
    >
      <PanelLeft />
    </Button>
  );
}

export function AppShell({ children, calendario }: { children: ReactNode; calendario: ReactNode }) {
  return (
    <SidebarProvider>
      <div className="flex min-h-screen w-full">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex h-11 items-center justify-between border-b px-2">
            <SidebarTrigger />
            <SignOutButton size="sm" variant="ghost" />
          </div>
          <AppHeader calendario={calendario} />
          <main className="flex-1 p-4 md:p-6">{children}</main>
        </div>
      </div>
    </SidebarProvider>
  );
}
