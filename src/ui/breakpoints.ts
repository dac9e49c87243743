/**
 * Window widths up to this many px are "narrow" (docs/product.md, Constants): a button with both a link and a
 * lead form opens the lead-form overlay instead of following the link, and the Learn More button
 * takes its mobile style (the same 550 px is written in src/ui/action.css; a unit test keeps them equal).
 */
const NARROW_MAX_WIDTH_PX = 550;

/** The media query for narrow windows. */
export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH_PX}px)`;
