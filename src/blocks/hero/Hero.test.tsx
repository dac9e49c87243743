import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Hero } from "./Hero.tsx";

describe("Hero", () => {
  const slides: [{ srcMobile: string; srcDesktopTablet: string; alt: string }] = [{ srcMobile: "/m.svg", srcDesktopTablet: "/d.svg", alt: "A crane at dusk" }];

  it("renders the page heading as the only h1 with the first slide as a responsive picture", () => {
    const html = renderHtml(<Hero type="hero" heading="Cloud ERP for equipment companies" slides={slides} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Cloud ERP for equipment companies");
    expect(html).toMatch(/<source media="\(min-width: 768px\)" srcSet="\/d.svg"/);
    expect(html).toMatch(/<img src="\/m.svg" alt="A crane at dusk"[^>]*fetchPriority="high"/);
  });

  it("renders a video action as a working link to the video when no script runs", () => {
    const html = renderHtml(<Hero type="hero" heading="H" slides={slides} actions={[{ label: "We Can Help", video: "weCanHelp" }]} />);
    expect(html).toMatch(/<a href="\/media\/we-can-help.webm"[^>]*>We Can Help/);
  });

  it("shows markup typed by an author as text", () => {
    const html = renderHtml(<Hero type="hero" heading={'<script>alert("x")</script>'} slides={slides} />);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("captions the slides of a carousel, and not a single slide, whose caption would repeat the page title", () => {
    const single = renderHtml(<Hero type="hero" heading="Agriculture" slides={[{ ...slides[0], section: "Agriculture" }]} />);
    expect(single).not.toContain(">Agriculture</p>");
    const both = [
      { ...slides[0], section: "Cloud ERP" },
      { ...slides[0], section: "Staffing services" },
    ];
    const carousel = renderHtml(<Hero type="hero" heading="Home" slides={both} />);
    expect(carousel).toMatch(/<p class="hero-caption">Cloud ERP<\/p>/);
    expect(carousel).toMatch(/<p class="hero-caption">Staffing services<\/p>/);
  });
});
