import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronDown, Settings, UserCircle } from "lucide-react";
import { displayName } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { SidebarTrigger } from "./sidebar-trigger";
import { SignOutButton } from "./sign-out-button";

/**
 * The shell's header: menu, user, alerts, calendar, settings and 'Sair'. On a phone the settings
 * and 'Sair' buttons keep their names for screen readers but show only their icons, and the
 * user's name takes a second line of its own: beside the buttons it had room for 'Cam…' only,
 * and the spec shows the full name. It wraps rather than being cut, at any width.
 * `alertas` (the bell) and `calendario` are popovers handed in by the layout that assembles the
 * features.
 */
export function AppHeader({ calendario, alertas }: { calendario: ReactNode; alertas: ReactNode }) {
  const { data: me, isPending } = useMe();
  const nome = isPending ? "Carregando..." : displayName(me);
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b px-2 py-2 md:px-4">
      <SidebarTrigger />
      <div className="flex min-w-0 flex-1 items-center gap-2 text-sm max-sm:order-last max-sm:basis-full max-sm:px-2">
        <UserCircle className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 break-words font-medium" data-testid="header-user-name">
          {nome}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2 max-sm:ml-auto">
        {alertas}
        {calendario}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" title="Configurações">
              <Settings aria-hidden />
              <span className="max-sm:sr-only">Configurações</span>
              <ChevronDown aria-hidden className="max-sm:hidden" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" collisionPadding={8}>
            <DropdownMenuItem asChild>
              <Link to="/configuracoes">Configurações gerais</Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/configuracoes/empresa">Informações da sua empresa</Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <SignOutButton size="sm" variant="outline" labelClassName="max-sm:sr-only" />
      </div>
    </header>
  );
}
