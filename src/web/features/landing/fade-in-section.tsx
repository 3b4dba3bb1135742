import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/web/lib/utils";

function shouldSkipAnimation(): boolean {
  if (typeof window === "undefined" || !("IntersectionObserver" in window)) return true;
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

interface FadeInSectionProps {
  children: ReactNode;
  className?: string;
}

export function FadeInSection({ children, className }: FadeInSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [skip] = useState(shouldSkipAnimation);
  const [visible, setVisible] = useState(skip);

  useEffect(() => {
    const element = ref.current;
    if (skip || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          // Fade in once only; content should not disappear again when scrolling back.
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [skip]);

  return (
    <div
      ref={ref}
      className={cn(
        !skip && "transition-[opacity,translate] duration-700 ease-out",
        !skip && !visible && "translate-y-6 opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
