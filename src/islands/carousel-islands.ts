/**
 * The islands that show a carousel on /home (the hero and the testimonials) as one module: the
 * island table (island-table.ts) loads both from here, so they travel as one chunk rather than two
 * small ones, each with its own request and gzip overhead. The carousel itself is a chunk of its own, which the
 * events browser shares.
 */
export { Hero } from "../blocks/hero/Hero.tsx";
export { Testimonials } from "../blocks/testimonials/Testimonials.tsx";
