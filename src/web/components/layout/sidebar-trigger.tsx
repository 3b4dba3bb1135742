import { PanelLeft } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useSidebar } from "./sidebar-state";

/** Opens the sheet on a phone, collapses or expands the sidebar on a laptop. */
export function SidebarTrigger() {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label="Alternar menu lateral"
      aria-expanded={isMobile ? openMobile : open}
      className="size-9 shrink-0"
    >
      <PanelLeft />
    </Button>
  );
}
