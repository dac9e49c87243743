/**
 * The `sandbox` of the third-party frames: each grants only what the embedded page needs to work for
 * the visitor. Never granted: `allow-top-navigation*` (a frame may not send the visitor away from the
 * site), `allow-popups-to-escape-sandbox` (a page a frame opens keeps the frame's restrictions),
 * `allow-downloads`, `allow-pointer-lock`, `allow-orientation-lock` and `allow-storage-access-by-user-activation`.
 */

/**
 * The lead-form provider's form (contact pages and the lead-form overlay):
 * - `allow-scripts`: the provider's form checks its fields and submits with its own script;
 * - `allow-forms`: sending the form is the point of the frame;
 * - `allow-same-origin`: the form keeps its own origin, so its session cookie and anti-forgery token
 *   work (in an opaque origin the provider refuses the submission);
 * - `allow-popups`: links in the form (the provider's privacy notice) open in a new tab;
 * - `allow-modals`: the provider reports a missing required field with an alert; blocked, the
 *   visitor's click on Submit would silently do nothing.
 */
export const FORM_FRAME_SANDBOX = "allow-scripts allow-forms allow-same-origin allow-popups allow-modals";

/**
 * A video platform's embedded player (event popup, video overlay):
 * - `allow-scripts`: the player is a script;
 * - `allow-same-origin`: the player reads its own settings and streams from its own origin (in an
 *   opaque origin it shows an error instead of the video);
 * - `allow-presentation`: the player's cast button (Presentation API) plays the video on a TV;
 * - `allow-popups`: the player's title and logo open the video on the platform in a new tab.
 * No `allow-forms`: the player has nothing to submit.
 */
export const PLAYER_FRAME_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";
