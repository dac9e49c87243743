import { useRef, useState, type Dispatch, type SetStateAction } from "react";

/** The page details, or a block by its position. */
export type Selection = number | "page";

/** The outline's own state: the keys that stay with each block, which block is selected, which rows are collapsed. */
export interface Outline {
  keys: string[];
  /** Gives the blocks the keys `next` (in the same render as the change that moved them). */
  setKeys(next: string[]): void;
  /** A key for a block the outline's own buttons add. */
  newKey(): string;
  selection: Selection;
  setSelected: Dispatch<SetStateAction<Selection>>;
  collapsed: ReadonlySet<string>;
  setCollapsed: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/**
 * Keys that stay with each block while blocks move, for the sortable list and the collapsed rows. The
 * list's own buttons give a new block a new key (`b<n>`); blocks that come or go otherwise (undo,
 * redo, another tab's version) give every block a new key of the next generation (`g<generation>-<index>`).
 */
export function useOutline(blocks: readonly unknown[]): Outline {
  const nextKey = useRef(0);
  const [blockKeys, setBlockKeys] = useState(() => ({ generation: 0, keys: blocks.map((_, i) => `g0-${i}`) }));
  let keys = blockKeys.keys;
  if (keys.length !== blocks.length) {
    const generation = blockKeys.generation + 1;
    keys = blocks.map((_, i) => `g${generation}-${i}`);
    setBlockKeys({ generation, keys });
  }
  const [selected, setSelected] = useState<Selection>(blocks.length > 0 ? 0 : "page");
  const selection: Selection =
    typeof selected === "number" && selected >= blocks.length ? (blocks.length > 0 ? blocks.length - 1 : "page") : selected;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  return {
    keys,
    setKeys: (next) => setBlockKeys((current) => ({ ...current, keys: next })),
    newKey: () => `b${nextKey.current++}`,
    selection,
    setSelected,
    collapsed,
    setCollapsed,
  };
}
