/**
 * The header's behaviour in the browser (docs/product.md, Header), on the markup src/layout/Header.tsx
 * prerenders, which already works without it (CSS opens the dropdowns on hover and focus; the burger
 * is a `<details>`). This adds what needs a script, the same on every page:
 *
 * - Desktop menu (from 992 px): each disclosure button gets `aria-expanded`; a dropdown opens on
 *   hover, on its button (click, Enter, Space) and with Down or Up on the button (focus on the first
 *   or last link); Down, Up, Home and End move through its links; Escape closes it and puts focus
 *   back on its button; it closes when focus leaves the item or a link in it is chosen. One open at a time.
 * - Burger menu: the toggle and each group's summary get `aria-expanded`; Escape closes the menu
 *   (focus back on the toggle); it closes when keyboard focus moves on past its panel and when a link
 *   is chosen.
 * - A menu link to the page already shown (no #anchor) scrolls it to the top.
 */
export function enhanceHeader(doc: Document): void {
  const header = doc.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  const menu = header.querySelector<HTMLElement>(".desktop-nav .menu");
  if (menu) enhanceDesktopMenu(menu);
  const burger = header.querySelector<HTMLDetailsElement>("details.burger");
  if (burger) enhanceBurger(burger);
  header.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (link) scrollTopIfSamePage(link, doc);
  });
  // The menu is marked last: tests and styles read `is-enhanced` as "the header's script runs".
  menu?.classList.add("is-enhanced");
}

/** docs/product.md, Routes and screens: selecting a menu link scrolls to the top; a new page opens there, the current one needs it done. */
function scrollTopIfSamePage(link: HTMLAnchorElement, doc: Document) {
  const href = link.getAttribute("href") ?? "";
  if (!href.startsWith("/") || href.includes("#")) return;
  if (href === doc.location.pathname) window.scrollTo({ top: 0, behavior: "smooth" });
}

function enhanceDesktopMenu(menu: HTMLElement) {
  const items = [...menu.querySelectorAll<HTMLLIElement>(":scope > .menu-item.has-children")];
  const buttonOf = (item: HTMLLIElement) => item.querySelector<HTMLButtonElement>(":scope > .submenu-button");
  const linksOf = (item: HTMLLIElement) => [...item.querySelectorAll<HTMLAnchorElement>(".submenu a[href]")];
  const setOpen = (item: HTMLLIElement, open: boolean) => {
    if (open) for (const other of items) if (other !== item) setOpen(other, false);
    item.classList.toggle("is-open", open);
    buttonOf(item)?.setAttribute("aria-expanded", String(open));
  };
  for (const item of items) {
    const button = buttonOf(item);
    if (!button) continue;
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", () => setOpen(item, !item.classList.contains("is-open")));
    item.addEventListener("mouseenter", () => setOpen(item, true));
    item.addEventListener("mouseleave", () => setOpen(item, false));
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(item, false);
    });
    item.addEventListener("click", (event) => {
      if ((event.target as Element).closest(".submenu a[href]")) setOpen(item, false);
    });
    item.addEventListener("keydown", (event) => {
      const open = item.classList.contains("is-open");
      if (event.key === "Escape") {
        if (!open) return;
        setOpen(item, false);
        button.focus();
        return;
      }
      if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
      const links = linksOf(item);
      const index = links.indexOf(item.ownerDocument.activeElement as HTMLAnchorElement);
      if (index === -1) {
        // On the disclosure button: Down opens at the first link, Up at the last.
        if (event.target !== button || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
        event.preventDefault();
        setOpen(item, true);
        (event.key === "ArrowDown" ? links[0] : links[links.length - 1])?.focus();
        return;
      }
      event.preventDefault();
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
      links[(moves[event.key]! + links.length) % links.length]?.focus();
    });
    // A pointer already resting on the item when the script takes over gets no mouseenter: keep open
    // the dropdown CSS :hover was showing.
    if (item.matches(":hover")) setOpen(item, true);
  }
}

function enhanceBurger(burger: HTMLDetailsElement) {
  const toggle = burger.querySelector<HTMLElement>(":scope > summary");
  const sync = (details: HTMLDetailsElement) =>
    details.querySelector(":scope > summary")?.setAttribute("aria-expanded", String(details.open));
  const close = () => {
    burger.open = false;
  };
  for (const details of [burger, ...burger.querySelectorAll<HTMLDetailsElement>("details.burger-group")]) {
    sync(details);
    details.addEventListener("toggle", () => sync(details));
  }
  burger.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !burger.open) return;
    close();
    toggle?.focus();
  });
  // The open panel covers the page: when keyboard focus moves on past it, close it, so the newly
  // focused element is not hidden under it (WCAG 2.4.11).
  burger.addEventListener("focusout", (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !burger.contains(next)) close();
  });
  burger.addEventListener("click", (event) => {
    if ((event.target as Element).closest(".burger-panel a[href]")) close();
  });
}
