/** Shared Northgate Systems visual identity: colours and type used by every generated asset. */
export const C = {
  navy: "#0f2a44",
  navy2: "#1c3d5e",
  teal: "#0e9f8e",
  tealLight: "#5fd3c4",
  amber: "#f5a524",
  sky: "#e8f1f8",
  mist: "#f5f7fa",
  slate: "#5b6677",
  white: "#ffffff",
};

/** Derived tints used for depth in illustrations (kept close to the brand palette). */
export const T = {
  navyDeep: "#0a1f33",
  navy3: "#2a5578",
  navy4: "#3d6a91",
  skyDark: "#c9dcec",
  skyMid: "#d7e6f3",
  tealDark: "#0b7f72",
  tealPale: "#bfeee8",
  amberDark: "#d98b0f",
  amberPale: "#fde3b3",
  slateLight: "#a3adbb",
};

/** Skin, hair and clothing tones for the illustrated people. */
export const SKIN = ["#f2d3b8", "#e0ac86", "#c68a62", "#8d5a3b", "#5e3b26"] as const;
export const HAIR = ["#1d1a1a", "#3b2a20", "#6b4423", "#a8723c", "#c9c2b8", "#2b2b3a"] as const;

export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif";

/** Mix a #rrggbb colour towards black (k<0) or white (k>0). */
export function shade(hex: string, k: number): string {
  const v = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const m = v.map((c) => Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k));
  return "#" + m.map((c) => c.toString(16).padStart(2, "0")).join("");
}
