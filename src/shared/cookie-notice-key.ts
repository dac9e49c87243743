/** localStorage key that remembers the visitor accepted the cookie notice (read by the site script, src/islands/site.ts). */
export const COOKIE_NOTICE_KEY = "cookie-notice-accepted";
