/**
 * The team editor's own small pages, outside the app: sign in, and "You have no access yet". Every
 * value in them is escaped; they are sent with the editor's security headers.
 */
import type { ServerResponse } from "node:http";
import { escapeHtml } from "../server/http-server.ts";
import { sendBody } from "../server/http-util.ts";
import { ROLES_FILE, RolesError, type Roles } from "./roles.ts";
import type { Person } from "./session.ts";

/** A small page of the editor's own: `body` is HTML the server wrote, with every value escaped. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b2430;background:#f4f6f9;display:grid;place-items:center;min-height:100vh}
main{background:#fff;max-width:30rem;margin:16px;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,50,.12)}
h1{font-size:1.5rem;margin:0 0 12px}p{margin:0 0 16px}
.button{display:inline-block;background:#1d5fd1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}.quiet{color:#4a5566;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>
`;
}

/** The publishers named in editors.yaml by address (not by "@domain"), for telling a person whom to ask; none when the file has an error. */
export function namedPublishers(list: Roles | RolesError): string[] {
  return list instanceof RolesError ? [] : list.publisher.filter((e) => !e.startsWith("@"));
}

/**
 * Sends the sign-in page (status 200), or, with `notice` (why the last sign-in failed, in plain words),
 * the same page with the notice as an alert (status 400). Its button signs in and comes back to `returnTo`.
 */
export function sendSignInPage(res: ServerResponse, returnTo: string, notice?: string): void {
  sendBody(
    res,
    notice ? 400 : 200,
    "text/html; charset=utf-8",
    page(
      "Sign in · Page editor",
      `<h1>Page editor</h1>${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}<p>Sign in with your company account to edit the website.</p><p><a class="button" href="/auth/login?returnTo=${encodeURIComponent(returnTo)}">Sign in</a></p>`,
    ),
  );
}

/** Sends "You have no access yet" (status 403) to a signed-in `person` without a role: whom to ask, and a Sign out button. */
export function sendNoAccessPage(res: ServerResponse, person: Person, list: Roles | RolesError): void {
  const publishers = namedPublishers(list);
  const ask = publishers.length
    ? `Ask a publisher (${publishers.map(escapeHtml).join(", ")}) to add you to ${ROLES_FILE}.`
    : `Ask whoever runs the website to add you to ${ROLES_FILE}.`;
  const problem = list instanceof RolesError ? `<p class="quiet">${escapeHtml(list.message)}</p>` : "";
  sendBody(
    res,
    403,
    "text/html; charset=utf-8",
    page(
      "No access · Page editor",
      `<h1>You have no access yet</h1><p>You are signed in as ${escapeHtml(person.email)}, but this address is not on the list of people who may edit the website.</p><p>${ask}</p>${problem}<form method="post" action="/auth/logout"><button class="button" type="submit">Sign out</button></form>`,
    ),
  );
}
