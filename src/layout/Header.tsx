import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "../ui/hooks.ts";
import { SmartLink } from "../ui/SmartLink.tsx";
import { isMenuItemActive, type MenuItem } from "./menu.ts";
import { useSite } from "../shared/site-context.tsx";

/**
 * Spec section 2, Header: selecting any menu link scrolls the page to the top. The router does so
 * for a new page; a link to the page already shown (without an #anchor) needs it done here.
 */
function scrollTopIfSamePage(href: string, pathname: string) {
  if (!href.startsWith("/") || href.includes("#")) return;
  if (href === pathname) window.scrollTo({ top: 0, behavior: "smooth" });
}

/**
 * The site header (spec section 2, Header): 60 px high, logo linking to /home, the menu of
 * `_site.yaml` with dropdowns, and Login opening the storefront in a new tab.
 * From 992 px the desktop menu's dropdowns open on hover and on keyboard focus: with CSS alone
 * before the script runs; once it runs, by state, with a disclosure button (`aria-expanded`) beside
 * each item that has a submenu, Escape closing it, and a chosen link closing it. From the keyboard,
 * Enter or Space on the disclosure button opens its dropdown and Tab walks its links; Down and Up
 * arrows also open it and move through its links (Home and End jump to the first and last).
 * Narrower screens get a burger menu built on <details>, so it opens and its submenus expand without
 * client JavaScript; with JavaScript its toggles carry `aria-expanded`, and it closes on Escape
 * (focus back on the burger), when keyboard focus moves on past its panel, and after a link is chosen.
 */
export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const burgerState = useDetailsOpen();
  const burger = burgerState.ref;
  const [openId, setOpenId] = useState<string | null>(null);
  // Close the menus when the route changes, but not when the page hydrates: the burger is a plain
  // <details>, so a visitor may have opened it before the script ran, and it must stay open then.
  const menusShownOn = useRef(pathname);
  useEffect(() => {
    if (menusShownOn.current === pathname) return;
    menusShownOn.current = pathname;
    if (burger.current) burger.current.open = false;
    setOpenId(null);
  }, [pathname]);
  const closeBurger = () => {
    if (burger.current) burger.current.open = false;
  };
  const onBurgerKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !burger.current?.open) return;
    closeBurger();
    burger.current.querySelector("summary")?.focus();
  };
  // The open panel covers the page: when keyboard focus moves on past it, close it, so the newly
  // focused element is not hidden under it (WCAG 2.4.11).
  const onBurgerBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) closeBurger();
  };
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/home" className="header-logo" onClick={() => scrollTopIfSamePage("/home", pathname)}>
          <img src={site.brand.logo} alt={`${site.brand.name} home`} width={200} height={40} />
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <ul className={`menu${hydrated ? " is-enhanced" : ""}`}>
            {site.menu.map((item) => (
              <DesktopItem
                key={item.id}
                item={item}
                active={isMenuItemActive(item, pathname)}
                pathname={pathname}
                enhanced={hydrated}
                open={openId === item.id}
                onOpenChange={(open) => setOpenId((current) => (open ? item.id : current === item.id ? null : current))}
              />
            ))}
          </ul>
        </nav>
        <a className="button button-primary header-login" href={site.login.url} target="_blank" rel="noopener noreferrer">
          {site.login.label}
          <span className="visually-hidden"> (opens the store in a new tab)</span>
        </a>
        <details className="burger" ref={burger} onKeyDown={onBurgerKeyDown} onBlur={onBurgerBlur} onToggle={burgerState.onToggle}>
          <summary className="burger-toggle" aria-label="Menu" aria-expanded={hydrated ? burgerState.open : undefined}>
            <span className="burger-icon" aria-hidden="true" />
          </summary>
          <nav className="burger-panel" aria-label="Main (mobile)">
            <ul className="burger-menu">
              {site.menu.map((item) => (
                <BurgerItem
                  key={item.id}
                  item={item}
                  active={isMenuItemActive(item, pathname)}
                  enhanced={hydrated}
                  onChoose={(href) => {
                    closeBurger();
                    scrollTopIfSamePage(href, pathname);
                  }}
                />
              ))}
            </ul>
            <a className="button button-primary burger-login" href={site.login.url} target="_blank" rel="noopener noreferrer">
              {site.login.label}
              <span className="visually-hidden"> (opens the store in a new tab)</span>
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}

function DesktopItem(props: { item: MenuItem; active: boolean; pathname: string; enhanced: boolean; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { item, enhanced, open, onOpenChange } = props;
  const hasChildren = Boolean(item.children?.length);
  const submenuId = `submenu-${item.id}`;
  const itemElement = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const submenu = useRef<HTMLUListElement>(null);
  // Which submenu link to focus once the dropdown has opened (arrow keys on the disclosure button).
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const className = ["menu-item", props.active && "is-active", hasChildren && "has-children", open && "is-open"].filter(Boolean).join(" ");
  const choose = (href: string) => {
    onOpenChange(false);
    scrollTopIfSamePage(href, props.pathname);
  };
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = submenuLinks(submenu.current);
    (focusOnOpen.current === "first" ? links[0] : links[links.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape") {
      if (!open) return;
      onOpenChange(false);
      toggle.current?.focus();
      return;
    }
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const links = submenuLinks(submenu.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) {
      // On the disclosure button: Down opens at the first link, Up at the last.
      if (event.target !== toggle.current || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
      event.preventDefault();
      const edge = event.key === "ArrowDown" ? "first" : "last";
      if (open) (edge === "first" ? links[0] : links[links.length - 1])?.focus();
      else {
        focusOnOpen.current = edge;
        onOpenChange(true);
      }
      return;
    }
    event.preventDefault();
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    const next = moves[event.key]!;
    links[(next + links.length) % links.length]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  const hover = enhanced && hasChildren ? { onMouseEnter: () => onOpenChange(true), onMouseLeave: () => onOpenChange(false), onKeyDown, onBlur } : {};
  // A pointer already resting on the item when the script takes over gets no mouseenter: keep the
  // dropdown that CSS :hover was showing open.
  // Only when the script takes over: later hovers go through mouseenter.
  useEffect(() => {
    if (enhanced && hasChildren && itemElement.current?.matches(":hover")) onOpenChange(true);
  }, [enhanced]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <li ref={itemElement} className={className} {...hover}>
      {item.link ? (
        <SmartLink href={item.link} className="menu-link" aria-current={item.link === props.pathname ? "page" : undefined} onClick={() => choose(item.link!)}>
          {item.title}
        </SmartLink>
      ) : (
        <button
          ref={toggle}
          type="button"
          className="menu-link menu-group"
          aria-expanded={enhanced ? open : undefined}
          aria-controls={enhanced ? submenuId : undefined}
          onClick={() => enhanced && onOpenChange(!open)}
        >
          {item.title}
        </button>
      )}
      {hasChildren && item.link && enhanced && (
        <button ref={toggle} type="button" className="submenu-toggle" aria-expanded={open} aria-controls={submenuId} aria-label={`${item.title} submenu`} onClick={() => onOpenChange(!open)} />
      )}
      {hasChildren ? (
        <ul ref={submenu} id={submenuId} className="submenu" aria-label={item.title}>
          {item.children!.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.link} className="submenu-link" aria-current={child.link === props.pathname ? "page" : undefined} onClick={() => choose(child.link)}>
                {child.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The links of a dropdown, in order. */
function submenuLinks(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>("a[href]")] : [];
}

function BurgerItem(props: { item: MenuItem; active: boolean; enhanced: boolean; onChoose: (href: string) => void }) {
  const { item } = props;
  const group = useDetailsOpen();
  if (!item.children?.length) {
    return (
      <li className={`burger-item${props.active ? " is-active" : ""}`}>
        {item.link && (
          <SmartLink href={item.link} className="burger-link" onClick={() => props.onChoose(item.link!)}>
            {item.title}
          </SmartLink>
        )}
      </li>
    );
  }
  return (
    <li className={`burger-item${props.active ? " is-active" : ""}`}>
      <details className="burger-group" ref={group.ref} onToggle={group.onToggle}>
        <summary className="burger-link" aria-expanded={props.enhanced ? group.open : undefined}>
          {item.title}
        </summary>
        <ul className="burger-submenu">
          {item.link && (
            <li>
              <SmartLink href={item.link} className="burger-sublink" onClick={() => props.onChoose(item.link!)}>
                {item.title} overview
              </SmartLink>
            </li>
          )}
          {item.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.link} className="burger-sublink" onClick={() => props.onChoose(child.link)}>
                {child.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Whether a <details> element is open, for its summary's `aria-expanded`: follows its toggle events
 * (pass `onToggle` and `ref` to the element), and on mount takes the state it already has, since a
 * visitor may open it before the script runs.
 */
function useDetailsOpen() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return { ref, open, onToggle };
}
