import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { FaqBlock } from "../../types/schema.generated.ts";
import type { Block } from "../../shared/model.ts";
import { accessibleNames, sideBySide, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Faq } from "./Faq.tsx";
import { faqPageJsonLd } from "./faq-json-ld.ts";

const items: FaqBlock["items"] = [
  { question: "Can we change our hours later?", answer: "Yes, with a **month's** notice. See [our plans](/services/AdminInABox#plans)." },
  { question: "Who is our administrator?", answer: "A named, certified administrator." },
];

describe("Faq", () => {
  it("shows each question as a closed disclosure whose answer is in the page, under the heading", () => {
    const screen = render(
      <Faq type="faq" id="questions" heading="Questions about Admin in a Box" intro="What people ask us." items={items} />,
    );
    const section = screen.getByRole("region", { name: "Questions about Admin in a Box" });
    expect(section.id).toBe("questions");
    const questions = within(section).getAllByRole("group");
    expect(questions).toHaveLength(2);
    // A <details> a browser opens and closes by itself, without JavaScript; closed at first.
    expect(questions.map((q) => q.tagName)).toEqual(["DETAILS", "DETAILS"]);
    expect(questions.every((q) => !q.hasAttribute("open"))).toBe(true);
    expect(questions.map((q) => visibleText(q.querySelector("summary")!))).toEqual([
      "Can we change our hours later?",
      "Who is our administrator?",
    ]);
    const answer = within(questions[0]!).getByText(/with a/);
    expect(visibleText(answer)).toBe("Yes, with a month's notice. See our plans.");
    expect(within(answer).getByRole("strong").textContent).toBe("month's");
    expect(within(answer).getByRole("link", { name: "our plans" }).getAttribute("href")).toBe("/services/AdminInABox#plans");
    expect(screen.getByText("What people ask us.")).toBeTruthy();
  });

  it("sets the questions beside the heading from 992 px, under it on narrower screens", () => {
    const styles = ["src/styles/global.css", "src/blocks/faq/faq.css"];
    const block = <Faq type="faq" heading="Questions about Admin in a Box" intro="What people ask us." items={items} />;
    for (const [width, beside] of [
      [1440, true],
      [768, false],
    ] as const) {
      const screen = render(block, { styles, width });
      const heading = screen.getByRole("heading", { name: "Questions about Admin in a Box" });
      expect(sideBySide(heading, screen.getAllByRole("group")[0]!), `at ${width} px`).toBe(beside);
    }
  });

  it("gives heading level 3 when asked, and shows typed markup as text", () => {
    const screen = render(
      <Faq type="faq" heading="FAQ" headingLevel={3} items={[{ question: "<b>Why?</b>", answer: "<script>x</script>" }]} />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["FAQ"]);
    expect(visibleText(screen.getByRole("group"))).toBe("<b>Why?</b> <script>x</script>");
  });
});

describe("faqPageJsonLd", () => {
  const faq = (over: Partial<FaqBlock> = {}): Block => ({ type: "faq", heading: "FAQ", items, ...over });

  it("describes every question of the page's FAQ blocks as one schema.org FAQPage, answers in plain words", () => {
    const more = faq({ items: [{ question: "How fast can we start?", answer: "Within **two** weeks." }] });
    expect(faqPageJsonLd([{ type: "richText", body: ["Hi"] }, faq(), more])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Can we change our hours later?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, with a month's notice. See our plans." },
        },
        {
          "@type": "Question",
          name: "Who is our administrator?",
          acceptedAnswer: { "@type": "Answer", text: "A named, certified administrator." },
        },
        { "@type": "Question", name: "How fast can we start?", acceptedAnswer: { "@type": "Answer", text: "Within two weeks." } },
      ],
    });
  });

  it("is null for a page without a FAQ block", () => {
    expect(faqPageJsonLd([{ type: "richText", body: ["Hi"] }])).toBeNull();
  });
});
