import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { getContent } from "../content/content.server.ts";

/** A redirect of pages/_site.yaml (`/` to `/home`). Prerendered as a page that forwards at once. */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const target = getContent().redirects.find((r) => r.from === pathname)?.to ?? "/home";
  return redirect(target, 301);
}

export default function Redirect() {
  return null;
}
