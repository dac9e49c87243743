/**
 * The islands that show a carousel on /home (the hero and the testimonials), with the carousel
 * itself, as one module: the island registry loads both from here, so they travel as one chunk
 * rather than three small ones, each with its own request and gzip overhead.
 */
export { Hero } from "../blocks/hero/Hero.tsx";
export { Testimonials } from "../blocks/testimonials/Testimonials.tsx";
