import { createContext, use, type ReactNode } from "react";
import type { PictureSet, PictureSets } from "../shared/model.ts";

/** The picture sets the build made for the pictures around (site-wide, then the page's); empty in the dev server and the editor. */
const PicturesContext = createContext<PictureSets>({});

/** Adds `pictures` (from the build: the page's or the site's, see `PictureSet`) to the sets of the surrounding provider. */
export function PicturesProvider(props: { pictures?: PictureSets; children: ReactNode }) {
  const outer = use(PicturesContext);
  if (!props.pictures) return props.children;
  return <PicturesContext value={{ ...outer, ...props.pictures }}>{props.children}</PicturesContext>;
}

/** Every picture set of the surrounding providers, by picture path. */
export function usePictureSets(): PictureSets {
  return use(PicturesContext);
}

/** The picture set of the picture at `src`, or undefined for an SVG, a picture from elsewhere, or outside a build. */
export function usePictureSet(src: string): PictureSet | undefined {
  const sets = use(PicturesContext);
  return Object.hasOwn(sets, src) ? sets[src] : undefined;
}

/**
 * The `<source>`s of a picture set, best format first (AVIF, then WebP), each for `sizes` (the
 * picture's rendered width by window width, e.g. `100vw` or `(min-width: 992px) 50vw, 100vw`) and,
 * when given, only where `media` matches (`width` and `height`: that picture's size in px, when it differs
 * from the `<img>`'s). Nothing without a set: the `<img>` that follows serves alone.
 */
export function PictureSources(props: { set: PictureSet | undefined; sizes: string; media?: string; width?: number; height?: number }) {
  const { set, sizes, media, width, height } = props;
  if (!set) return null;
  return (
    <>
      <source type="image/avif" media={media} srcSet={set.avif} sizes={sizes} width={width} height={height} />
      <source type="image/webp" media={media} srcSet={set.webp} sizes={sizes} width={width} height={height} />
    </>
  );
}

/**
 * Which picture of a page is its largest on the first screen (LCP) and so loads first: one claim per
 * page render, given by `Blocks` to the first picture of its first-screen blocks that asks
 * ({@link useLcpClaim}). A page is rendered once, top to bottom, so the first to ask is the topmost.
 */
const LcpClaimContext = createContext<{ claimed: boolean } | null>(null);

/** Provides a fresh LCP claim for the page's blocks (see {@link useLcpClaim}). */
export function LcpClaimProvider(props: { children: ReactNode }) {
  return <LcpClaimContext value={{ claimed: false }}>{props.children}</LcpClaimContext>;
}

/** True for the one picture that takes the page's LCP claim: the first to ask with `candidate` true (a first-screen picture). */
export function useLcpClaim(candidate: boolean): boolean {
  const claim = use(LcpClaimContext);
  if (!candidate || !claim || claim.claimed) return false;
  claim.claimed = true;
  return true;
}
