import type { Page } from "@playwright/test";

/**
 * What a visitor sees inside the page's sections reaching outside the site's content column (the
 * content box of a standard `.container`: at most 1248 px wide inside its padding, centred, where the section headings
 * start) by more than 1 px: a painted box (a background, a border, a picture, a frame, a control) or
 * a run of text. Each is described as a person would find it (its tag, class and first words, and
 * where it reaches), the outermost only. Boxes nobody sees (an unpainted wrapper giving a card's
 * shadow room), fixed layers (dialogs, the cookie notice), and the content of areas that clip or
 * scroll (a carousel's slides in waiting, a table scrolled sideways) are not counted.
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
    const transparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
    const painted = (el: Element, s: CSSStyleDeclaration) =>
      /^(IMG|SVG|svg|IFRAME|VIDEO|CANVAS|INPUT|SELECT|TEXTAREA|BUTTON|PICTURE)$/.test(el.tagName) ||
      !transparent(s.backgroundColor) ||
      s.backgroundImage !== "none" ||
      ["Top", "Right", "Bottom", "Left"].some(
        (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !transparent(s.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      );
    const textBox = (el: Element) => {
      const range = document.createRange();
      let box: { left: number; right: number } | undefined;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width > 0) box = box ? { left: Math.min(box.left, r.left), right: Math.max(box.right, r.right) } : { left: r.left, right: r.right };
      }
      return box;
    };
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
        const seen = painted(el, s) ? r : textBox(el);
        if (seen && (seen.left < left - 1 || seen.right > right + 1)) {
          reported.add(el);
          const words = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          problems.push(
            `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> "${words}" spans x ${Math.round(seen.left)}-${Math.round(seen.right)}, the column ${Math.round(left)}-${Math.round(right)}`,
          );
        }
      }
    }
    return problems;
  });
}
