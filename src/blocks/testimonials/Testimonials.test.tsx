import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Testimonials } from "./Testimonials.tsx";

// Colours are the stylesheet's; the markup decides which background and which controls' tone it asks for.
const classWord = (className: string | undefined, prefix: string) => new RegExp(`\\b${prefix}-(\\w+)\\b`).exec(className ?? "")?.[1];

describe("Testimonials", () => {
  const items = [
    {
      name: "Sarah Lindqvist",
      position: "COO, Northwind Rentals",
      image: { src: "/images/testimonials/sarah-lindqvist.svg", alt: "Sarah Lindqvist", width: 160, height: 160 },
      text: "It changed how we **work**.",
    },
    {
      name: "Daniel Okafor",
      position: "CFO, Summit Equipment",
      image: { src: "/images/testimonials/daniel-okafor.svg", alt: "Daniel Okafor", width: 160, height: 160 },
      text: "Best decision we made.",
    },
  ];

  it("renders every quote as a figure in one slide of a named carousel, on a sky background by default", () => {
    const screen = screenOf(renderHtml(<Testimonials type="testimonials" heading="What our customers say" items={items} />));
    const section = screen.getByRole("region", { name: "What our customers say" });
    expect(classWord(section.attr("class"), "bg")).toBe("sky");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("What our customers say");
    const carousel = section.getByRole("region", { name: "Customer testimonials" });
    expect(carousel.attr("aria-roledescription")).toBe("carousel");
    const slides = carousel.getAllByRole("group");
    expect(slides.map((slide) => [slide.name, slide.attr("aria-roledescription")])).toEqual([
      ["1 of 2", "slide"],
      ["2 of 2", "slide"],
    ]);
    expect(slides.map((slide) => slide.getByRole("figure").getByRole("blockquote").text)).toEqual(["It changed how we work.", "Best decision we made."]);
    expect(slides[0]!.getByRole("blockquote").getByRole("paragraph").getByRole("strong").name).toBe("work");
  });

  it("keeps the controls hidden in the prerendered HTML, where they would not work yet", () => {
    const screen = screenOf(renderHtml(<Testimonials type="testimonials" heading="What our customers say" items={items} />));
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { hidden: true }).map((button) => button.name)).toEqual(["Previous slide", "Pause Customer testimonials", "Next slide"]);
  });

  it("credits each quote in a figcaption with portrait alt text, name and position, and hides the quotation mark", () => {
    const screen = screenOf(renderHtml(<Testimonials type="testimonials" background="white" items={items.slice(1)} />));
    expect(screen.queryByRole("region", { name: "What our customers say" })).toBeNull();
    expect(classWord(screen.getByRole("region", { name: "Customer testimonials" }).parent()?.parent()?.attr("class"), "bg")).toBe("white");
    expect(screen.queryByRole("button", { hidden: true })).toBeNull();
    const figure = screen.getByRole("figure");
    expect(figure.getByText("“").attr("aria-hidden")).toBe("true");
    const portrait = figure.getByRole("img", { name: "Daniel Okafor" });
    expect(portrait.attr("src")).toBe("/images/testimonials/daniel-okafor.svg");
    expect(portrait.parent()!.tag).toBe("figcaption");
    // The portrait, then the name, then the position.
    expect(portrait.parent()!.text).toMatch(/^Daniel Okafor\s*Daniel Okafor\s*CFO, Summit Equipment$/);
  });

  it("uses light controls on a navy background", () => {
    const screen = screenOf(renderHtml(<Testimonials type="testimonials" background="navy" items={items} />));
    expect(classWord(screen.getByRole("region", { name: "Customer testimonials" }).attr("class"), "carousel")).toBe("light");
  });

  it("shows markup typed by an author as text", () => {
    const screen = screenOf(renderHtml(<Testimonials type="testimonials" items={[{ ...items[0]!, text: "<script>x</script>" }]} />));
    expect(screen.getByRole("blockquote").text).toBe("<script>x</script>");
  });
});
