import { NavLink } from "react-router";
import {
  BarChart3,
  Building2,
  ClipboardCheck,
  Factory,
  FileText,
  LayoutDashboard,
  Leaf,
  ListChecks,
  Scale,
  Shield,
  Trash2,
  Users,
  type LucideIcon,
} from "lucide-react";
import { isAdminRole } from "@/shared/rules/gate";
import { siteConfig } from "@/shared/site-config";
import { useMe } from "@/web/lib/auth";
import { useMarcaDaEmpresa } from "@/web/lib/empresa";
import { cn } from "@/web/lib/utils";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/web/components/ui/sheet";
import { useSidebar } from "./sidebar-state";

interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { title: "Dashboard", to: "/dashboard", icon: LayoutDashboard, end: true },
  { title: "Empreendedor", to: "/clientes", icon: Building2 },
  { title: "Empreendimentos", to: "/empreendimentos", icon: Factory },
  { title: "Licenças", to: "/licencas", icon: FileText },
  { title: "Condicionantes", to: "/condicionantes", icon: ClipboardCheck },
  { title: "Obrigações", to: "/obrigacoes", icon: Scale },
  { title: "Checklists", to: "/checklists", icon: ListChecks },
  { title: "Relatórios", to: "/relatorios", icon: BarChart3 },
  { title: "Usuários", to: "/usuarios", icon: Users },
  { title: "Admin", to: "/admin", icon: Shield, adminOnly: true },
  { title: "Lixeira", to: "/lixeira", icon: Trash2, adminOnly: true },
];

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { data: me } = useMe();
  const items = NAV_ITEMS.filter((i) => !i.adminOnly || (me && isAdminRole(me.roles)));
  const marca = useMarcaDaEmpresa();
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex items-center gap-2 border-b px-3 py-4", collapsed && "justify-center px-0")}>
        {/* The company's logo, saved in its settings, takes the leaf's place. */}
        {marca.logoUrl ? (
          <img src={marca.logoUrl} alt={`Logo de ${marca.nome}`} className="size-8 shrink-0 rounded object-contain" />
        ) : (
          <Leaf className="size-6 shrink-0 text-primary" aria-hidden />
        )}
        {!collapsed && (
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{siteConfig.productName}</p>
            <p className="truncate text-xs text-muted-foreground">{siteConfig.brand}</p>
          </div>
        )}
      </div>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                title={collapsed ? item.title : undefined}
                className={({ isActive }) =>
                  cn(
                    "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm hover:bg-sidebar-accent",
                    isActive && "bg-sidebar-accent font-semibold text-sidebar-accent-foreground",
                    collapsed && "justify-center px-0",
                  )
                }
              >
                <item.icon className="size-4 shrink-0" aria-hidden />
                <span className={cn(collapsed && "sr-only")}>{item.title}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function AppSidebar() {
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent className="w-[18rem]" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Navegação do sistema</SheetDescription>
          <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-state={open ? "expanded" : "collapsed"}
      className={cn(
        "sticky top-0 h-screen shrink-0 border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200",
        open ? "w-[16rem]" : "w-[3rem]",
      )}
    >
      <SidebarBody collapsed={!open} />
    </aside>
  );
}
