import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { SmartLink } from "../ui/SmartLink.tsx";
import { isMenuItemActive, type MenuItem } from "./menu.ts";
import { useSite } from "./site-context.tsx";

/**
 * The site header (spec section 2, Header): 60 px high, logo linking to /home, the menu of
 * `_site.yaml` with dropdowns, and Login opening the storefront in a new tab. From 992 px the desktop
 * menu opens its dropdowns on hover and keyboard focus (CSS only); narrower screens get a burger menu
 * built on <details>, so it opens and its submenus expand without client JavaScript. With JavaScript,
 * the burger closes after a link is chosen.
 */
export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const burger = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (burger.current) burger.current.open = false;
  }, [pathname]);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/home" className="header-logo">
          <img src={site.brand.logo} alt={`${site.brand.name} home`} width={200} height={40} />
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <ul className="menu">
            {site.menu.map((item) => (
              <DesktopItem key={item.id} item={item} active={isMenuItemActive(item, pathname)} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <a className="button button-primary header-login" href={site.login.url} target="_blank" rel="noopener noreferrer">
          {site.login.label}
          <span className="visually-hidden"> (opens the store in a new tab)</span>
        </a>
        <details className="burger" ref={burger}>
          <summary className="burger-toggle" aria-label="Menu">
            <span className="burger-icon" aria-hidden="true" />
          </summary>
          <nav className="burger-panel" aria-label="Main (mobile)">
            <ul className="burger-menu">
              {site.menu.map((item) => (
                <BurgerItem key={item.id} item={item} active={isMenuItemActive(item, pathname)} pathname={pathname} />
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

function DesktopItem(props: { item: MenuItem; active: boolean; pathname: string }) {
  const { item } = props;
  const className = `menu-item${props.active ? " is-active" : ""}${item.children?.length ? " has-children" : ""}`;
  return (
    <li className={className}>
      {item.link ? (
        <SmartLink href={item.link} className="menu-link" aria-current={item.link === props.pathname ? "page" : undefined}>
          {item.title}
        </SmartLink>
      ) : (
        <button type="button" className="menu-link menu-group" aria-haspopup="true">
          {item.title}
        </button>
      )}
      {item.children?.length ? (
        <ul className="submenu" aria-label={item.title}>
          {item.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.link} className="submenu-link" aria-current={child.link === props.pathname ? "page" : undefined}>
                {child.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function BurgerItem(props: { item: MenuItem; active: boolean; pathname: string }) {
  const { item } = props;
  if (!item.children?.length) {
    return (
      <li className={`burger-item${props.active ? " is-active" : ""}`}>
        {item.link && <SmartLink href={item.link} className="burger-link">{item.title}</SmartLink>}
      </li>
    );
  }
  return (
    <li className={`burger-item${props.active ? " is-active" : ""}`}>
      <details className="burger-group">
        <summary className="burger-link">{item.title}</summary>
        <ul className="burger-submenu">
          {item.link && (
            <li>
              <SmartLink href={item.link} className="burger-sublink">
                {item.title} overview
              </SmartLink>
            </li>
          )}
          {item.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={child.link} className="burger-sublink">
                {child.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
