import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Menu, X } from "lucide-react";
import { Button, buttonVariants } from "@/web/components/ui/button";

export interface NavLink {
  href: string;
  label: string;
}

const MENU_ID = "menu-mobile";

export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The menu only exists below md; close it once the viewport reaches md so it
  // is not left open (and reappearing) after a resize or rotation.
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(min-width: 768px)");
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      {/* A plain <button> because Button does not forward refs (needed to restore focus). */}
      <button
        ref={buttonRef}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label="Abrir menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      {open && (
        <nav
          id={MENU_ID}
          aria-label="Menu móvel"
          className="absolute inset-x-0 top-full border-b bg-background shadow-md"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2 font-medium text-foreground hover:bg-muted"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li className="pt-2">
              <Button asChild className="w-full">
                <Link to="/auth" onClick={close}>
                  Acessar Sistema
                </Link>
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
