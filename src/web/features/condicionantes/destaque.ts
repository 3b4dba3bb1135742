import { useEffect, useRef } from "react";

/** How a condition or a delivery a link points at stands out from its neighbours. */
export const DESTAQUE = "ring-2 ring-primary ring-offset-2";

/**
 * Scrolls the element into view once, when it mounts pointed at (a link to one condition of a
 * licence's panel, or to one scheduled delivery), and moves the keyboard focus to its first
 * `[data-foco]` element, so the keyboard and a screen reader start where the eyes do.
 */
export function useDestaque<T extends HTMLElement>(ativo: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!ativo || !ref.current) return;
    ref.current.scrollIntoView({ block: "center" });
    ref.current.querySelector<HTMLElement>("[data-foco]")?.focus({ preventScroll: true });
  }, [ativo]);
  return ref;
}
