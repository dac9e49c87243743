import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";
import { Blocks } from "../blocks/Blocks.tsx";
import { PicturesProvider } from "../ui/Picture.tsx";
import { pageMeta } from "../layout/meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  if (!root) return [{ title: "Page not found" }];
  const { site, notFound } = root;
  return [
    ...pageMeta({ title: notFound.title, description: notFound.description, brand: site.brand.name, siteUrl: site.siteUrl, image: notFound.image ?? site.shareImage }),
    { name: "robots", content: "noindex" },
  ];
}

/** docs/product.md, Error texts, unknown route: the not-found page of pages/_404.yaml ('Uh Oh! Page not found!'). */
export default function NotFoundRoute() {
  const root = useRouteLoaderData<RootData>("root");
  return root ? (
    <PicturesProvider pictures={root.notFound.pictures}>
      <Blocks blocks={root.notFound.blocks} />
    </PicturesProvider>
  ) : null;
}
