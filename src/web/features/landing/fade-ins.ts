/**
 * The sections of the prerendered page (fade-in-section.tsx) that are still below the fold wait
 * hidden and fade in once, when a tenth of them scrolls into view. What the first screen shows is
 * never hidden, so the page paints complete at once.
 */
export function startFadeIns() {
  if (!("IntersectionObserver" in window) || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const below = [...document.querySelectorAll<HTMLElement>("[data-fade-in]")].filter(
    (section) => section.getBoundingClientRect().top > window.innerHeight,
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.removeAttribute("data-waiting");
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  for (const section of below) {
    section.setAttribute("data-waiting", "");
    observer.observe(section);
  }
}
