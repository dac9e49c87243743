import type { Page } from "@playwright/test";

/**
 * Elements inside the page's sections whose box reaches outside the site's content column (the
 * content box of a standard `.container`: at most 1248 px wide inside its padding, centred, where the
 * section headings start) by more than 1 px. Full-bleed section backgrounds and the hero lie outside
 * the containers, so they are not counted; nor are fixed layers (dialogs, the cookie notice), boxes of
 * no size, and the content of areas that clip or scroll (a carousel's slides in waiting, a table
 * scrolled sideways). Each offender is described as a person would find it (its tag, class and first
 * words, and where it reaches), the outermost only.
 */
export function outsideTheColumn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.className = "container";
    document.body.append(probe);
    const column = probe.getBoundingClientRect();
    const probeStyle = getComputedStyle(probe);
    const left = column.left + parseFloat(probeStyle.paddingLeft);
    const right = column.right - parseFloat(probeStyle.paddingRight);
    probe.remove();
    const reported = new Set<Element>();
    const problems: string[] = [];
    for (const container of document.querySelectorAll<HTMLElement>("main .container")) {
      for (const el of container.querySelectorAll<HTMLElement>("*")) {
        let skip = false;
        for (let a = el.parentElement; a && a !== container; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (reported.has(a) || s.overflowX !== "visible" || s.position === "fixed") skip = true;
        }
        const s = getComputedStyle(el);
        if (skip || s.position === "fixed" || s.display === "contents" || s.visibility === "hidden") continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        if (r.left < left - 1 || r.right > right + 1) {
          reported.add(el);
          const words = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          problems.push(
            `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> "${words}" spans x ${Math.round(r.left)}-${Math.round(r.right)}, the column ${Math.round(left)}-${Math.round(right)}`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * The grids of the page's sections (lists laid out as a CSS grid or a wrapping flex row: cards, bullet
 * lists, pictures) whose last row holds one item alone while the row above holds more, each described
 * by its first words and its rows ("3, 3, 1"). Rows are the items' tops, to the pixel; hidden items do
 * not count, nor lists that clip or scroll (a carousel's slides), nor a last item laid across the
 * whole row.
 */
export function loneItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>("main ul, main ol")) {
      const style = getComputedStyle(list);
      const laidOut = style.display.endsWith("grid") || (style.display.endsWith("flex") && style.flexWrap === "wrap");
      if (!laidOut || style.overflowX !== "visible") continue;
      const boxes = [...list.children].map((item) => item.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
      const tops = boxes.map((box) => Math.round(box.top));
      const rows = [...new Set(tops)].sort((a, b) => a - b).map((top) => tops.filter((t) => t === top).length);
      // A last item laid across the whole row (a wide card, its picture beside its text) fills its row.
      const spansRow = boxes.length > 0 && boxes.at(-1)!.width >= 0.9 * list.getBoundingClientRect().width;
      if (rows.length > 1 && rows.at(-1) === 1 && rows.at(-2)! > 1 && !spansRow) {
        const words = (list.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        problems.push(`<${list.tagName.toLowerCase()} class="${list.getAttribute("class") ?? ""}"> "${words}" rows ${rows.join(", ")}`);
      }
    }
    return problems;
  });
}
