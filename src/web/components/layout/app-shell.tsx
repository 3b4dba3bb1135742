import type { ReactNode } from "react";
import { AppSidebar } from "./app-sidebar";
import { AppHeader } from "./app-header";
import { SidebarProvider } from "./sidebar-state";

export function AppShell(props: { children: ReactNode; calendario: ReactNode; alertas: ReactNode }) {
  return (
    <SidebarProvider>
      <div className="flex min-h-screen w-full">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader calendario={props.calendario} alertas={props.alertas} />
          <main className="min-w-0 flex-1 p-4 md:p-6">{props.children}</main>
        </div>
      </div>
    </SidebarProvider>
  );
}
