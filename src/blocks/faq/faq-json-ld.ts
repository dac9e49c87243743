import { markupAsPlainText } from "../../shared/inline-markup.ts";
import type { Block } from "../../shared/model.ts";

/**
 * The schema.org FAQPage (https://schema.org/FAQPage) of a page's `blocks`, for its head's JSON-LD:
 * every question of every `faq` block, in page order, as a Question with its Answer, each as plain
 * text (inline markup reduced to its words). One FAQPage per page, however many FAQ blocks it has,
 * as search engines expect. Null when the page has no FAQ block.
 */
export function faqPageJsonLd(blocks: readonly Block[]): Record<string, unknown> | null {
  const items = blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: markupAsPlainText(item.question),
      acceptedAnswer: { "@type": "Answer", text: markupAsPlainText(item.answer) },
    })),
  };
}
