import { Menu, X } from "lucide-react";
import { Button, buttonVariants } from "@/web/components/ui/button";

export interface NavLink {
  href: string;
  label: string;
}

/**
 * The phone menu, closed as prerendered: menu.ts opens and closes it (aria-expanded, the hidden
 * attributes), closes it on Escape, on a link and when the window reaches 768 px.
 */
export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  return (
    <div className="md:hidden">
      <button
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label="Abrir menu"
        aria-expanded="false"
        aria-controls="menu-mobile"
        data-menu-toggle
      >
        <span data-menu-icon="closed" className="contents">
          <Menu aria-hidden="true" />
        </span>
        <span data-menu-icon="open" className="contents" hidden>
          <X aria-hidden="true" />
        </span>
      </button>
      <nav
        id="menu-mobile"
        aria-label="Menu móvel"
        className="absolute inset-x-0 top-full border-b bg-background shadow-md"
        hidden
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-md px-3 py-2 font-medium text-foreground hover:bg-muted">
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <Button asChild className="w-full">
              <a href="/auth">Acessar Sistema</a>
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
