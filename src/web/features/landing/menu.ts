/** The phone menu of the prerendered page (mobile-menu.tsx): open, close, and stay closed on wide screens. */
export function startMenu() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const nav = document.getElementById(toggle?.getAttribute("aria-controls") ?? "");
  if (!toggle || !nav) return;
  const icons = toggle.querySelectorAll<HTMLElement>("[data-menu-icon]");

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    nav.hidden = !open;
    for (const icon of icons) icon.hidden = (icon.dataset.menuIcon === "open") !== open;
  };
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";

  toggle.addEventListener("click", () => setOpen(!isOpen()));
  // A chosen link scrolls to its section; the menu would cover it.
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  // The menu only exists below md: close it once the window reaches md, so it does not come back
  // open after a resize or a rotation.
  matchMedia("(min-width: 768px)").addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
}
