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
import { SignOutButton } from "./sign-out-button";

/** `calendario` is the calendar popover, handed in by the app shell that assembles the features. */
export function AppHeader({ calendario }: { calendario: ReactNode }) {
  const { data: me, isPending } = useMe();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 md:px-6">
      <div className="flex items-center gap-2 text-sm">
        <UserCircle className="size-5 text-muted-foreground" aria-hidden />
        <span className="font-medium" data-testid="header-user-name">
          {isPending ? "Carregando..." : displayName(me)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {calendario}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <Settings aria-hidden />
              Configurações
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to="/configuracoes">Configurações gerais</Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/configuracoes/empresa">Informações da sua empresa</Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <SignOutButton size="sm" variant="outline" />
      </div>
    </header>
  );
}
