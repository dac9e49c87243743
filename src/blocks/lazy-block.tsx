import { use, type ComponentType } from "react";

/** A block component whose code loads on demand, and the function that loads it. */
export type LazyBlock<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

const all: LazyBlock<never>[] = [];

/**
 * Like React.lazy, but the code can be loaded ahead of rendering with `preload()`: the prerender
 * loads every lazy block first ({@link preloadLazyBlocks}), so no block suspends and the HTML holds
 * every block inline (a suspended block would be streamed as hidden HTML that only a script reveals).
 * In the browser, a block whose chunk has not arrived suspends: during hydration React keeps its
 * prerendered HTML until the chunk is there. A failed load rejects, and the route's error boundary shows.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Block = (props: P) => {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  };
  const lazy = Object.assign(Block, { preload });
  all.push(lazy as unknown as LazyBlock<never>);
  return lazy;
}

/** Loads the code of every lazy block; resolves when all are loaded. For the prerender. */
export async function preloadLazyBlocks(): Promise<void> {
  await Promise.all(all.map((block) => block.preload()));
}
