import type { ReactNode } from "react";
import { cn } from "@/web/lib/utils";

interface FadeInSectionProps {
  children: ReactNode;
  className?: string;
}

/**
 * Prerendered visible: fade-ins.ts marks the sections still below the fold as waiting and lets each
 * fade in once it scrolls into view. Without the script, or with reduced motion, nothing waits.
 */
export function FadeInSection({ children, className }: FadeInSectionProps) {
  return (
    <div
      data-fade-in
      className={cn(
        "transition-[opacity,translate] duration-700 ease-out data-waiting:translate-y-6 data-waiting:opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
