import { SmartLink } from "../ui/SmartLink.tsx";
import { isMenuItemActive, type MenuItem } from "./menu.ts";
import { useSite } from "../shared/site-context.tsx";

/**
 * The site header (docs/product.md, Header): 60 px high, logo linking to /home, the menu of
 * `_site.yaml` with dropdowns, and Login opening the storefront in a new tab. `pathname` is the
 * route being prerendered: it marks the active item and `aria-current`.
 *
 * The same markup on every page, with or without JavaScript, so nothing moves between pages. From
 * 992 px each item with a submenu has a disclosure button beside its link; CSS opens the dropdowns on
 * hover and keyboard focus. Narrower screens get a burger menu built on `<details>`, which opens and
 * expands its groups with no script. The page's site script (src/islands/site.ts, `enhanceHeader`)
 * then adds `aria-expanded`, Escape, the arrow keys and closing on a chosen link or on focus leaving.
 */
export function Header(props: { pathname: string }) {
  const site = useSite();
  const { pathname } = props;
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/home" className="header-logo">
          <img src={site.brand.logo} alt={`${site.brand.name} home`} width={200} height={40} />
        </a>
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
        <details className="burger">
          <summary className="burger-toggle" aria-label="Menu">
            <span className="burger-icon" aria-hidden="true" />
          </summary>
          <nav className="burger-panel" aria-label="Main (mobile)">
            <ul className="burger-menu">
              {site.menu.map((item) => (
                <BurgerItem key={item.id} item={item} active={isMenuItemActive(item, pathname)} />
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
  const hasChildren = Boolean(item.children?.length);
  const submenuId = `submenu-${item.id}`;
  const className = ["menu-item", props.active && "is-active", hasChildren && "has-children"].filter(Boolean).join(" ");
  return (
    <li className={className}>
      {item.link ? (
        <SmartLink href={item.link} className="menu-link" aria-current={item.link === props.pathname ? "page" : undefined}>
          {item.title}
        </SmartLink>
      ) : (
        <button type="button" className="menu-link menu-group submenu-button" aria-controls={hasChildren ? submenuId : undefined}>
          {item.title}
        </button>
      )}
      {hasChildren && item.link && (
        <button type="button" className="submenu-toggle submenu-button" aria-controls={submenuId} aria-label={`${item.title} submenu`} />
      )}
      {hasChildren ? (
        <ul id={submenuId} className="submenu" aria-label={item.title}>
          {item.children!.map((child) => (
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

function BurgerItem(props: { item: MenuItem; active: boolean }) {
  const { item } = props;
  if (!item.children?.length) {
    return (
      <li className={`burger-item${props.active ? " is-active" : ""}`}>
        {item.link && (
          <SmartLink href={item.link} className="burger-link">
            {item.title}
          </SmartLink>
        )}
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
