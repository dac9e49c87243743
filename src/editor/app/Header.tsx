import { useEffect, type ReactNode } from "react";
import { useServices } from "./context.ts";
import { homePath } from "./page-model.ts";
import { appPlace } from "./base.ts";
import { SignOut } from "./team/Team.tsx";

/** The top bar: the brand (back to the pages list), the screen's title as its heading, the screen's own buttons, and Publish (in the team editor, Sign out: its change set bar asks for review). */
export function Header(props: { title: string; children?: ReactNode; before?: ReactNode }) {
  const { navigate, openPublish } = useServices();
  useEffect(() => {
    document.title = `${props.title} · Page editor`;
  }, [props.title]);
  return (
    <header className="app-header">
      <a
        className="brand"
        href={homePath()}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate(homePath());
        }}
      >
        Page editor
      </a>
      {props.before}
      <h1 className="header-title">{props.title}</h1>
      <div className="header-actions">
        {props.children}
        {appPlace().mode === "team" ? (
          <SignOut />
        ) : (
          <button type="button" className="button publish" onClick={openPublish}>
            Publish
          </button>
        )}
      </div>
    </header>
  );
}
