import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useIsMobile } from "@/web/lib/use-is-mobile";

const COOKIE = "sidebar:state";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // seven days

function readCookie(): boolean {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${COOKIE}=`));
  return match ? match.split("=")[1] !== "false" : true;
}

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error("useSidebar fora de SidebarProvider");
  return ctx;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) return setOpenMobile((o) => !o);
    setOpen((o) => {
      document.cookie = `${COOKIE}=${!o}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
      return !o;
    });
  }, [isMobile]);

  // Ctrl+B / ⌘+B, as in the spec.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "b" && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
