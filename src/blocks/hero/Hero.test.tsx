import { describe, expect, it } from "vitest";
import { accessibleNames, sideBySide, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Hero } from "./Hero.tsx";

describe("Hero", () => {
  const slides: [{ srcMobile: string; srcDesktopTablet: string; alt: string }] = [
    { srcMobile: "/m.svg", srcDesktopTablet: "/d.svg", alt: "A crane at dusk" },
  ];

  it("renders the page heading as the only h1 with the first slide as a responsive picture", () => {
    const screen = render(<Hero type="hero" heading="Cloud ERP for equipment companies" slides={slides} />);
    expect(accessibleNames(screen.container, "heading", { level: 1 })).toEqual(["Cloud ERP for equipment companies"]);
    const picture = screen.getByRole("img", { name: "A crane at dusk" });
    expect([picture.getAttribute("src"), picture.getAttribute("fetchpriority")]).toEqual(["/m.svg", "high"]);
    // Wide windows (768 px and up) get the desktop and tablet picture.
    const wide = picture.closest("picture")!.querySelector("source")!;
    expect([wide.getAttribute("media"), wide.getAttribute("srcset")]).toEqual(["(min-width: 768px)", "/d.svg"]);
  });

  it("renders a video action as a working link to the video when no script runs", () => {
    const screen = render(<Hero type="hero" heading="H" slides={slides} actions={[{ label: "We Can Help", video: "weCanHelp" }]} />);
    expect(screen.getByRole("link", { name: /^We Can Help/ }).getAttribute("href")).toBe("/media/we-can-help.webm");
  });

  it("sets the art under the words on a phone, beside them on a tablet, and behind them on a laptop", () => {
    const styles = ["src/styles/global.css", "src/blocks/hero/hero.css"];
    const block = <Hero type="hero" heading="Cloud ERP for equipment companies" slides={slides} />;
    for (const [width, beside] of [
      [375, false],
      [768, true],
      [1100, true],
      [1440, false],
    ] as const) {
      const screen = render(block, { styles, width });
      const art = screen.getByRole("img");
      expect(sideBySide(screen.getByRole("heading", { level: 1 }), art), `at ${width} px`).toBe(beside);
    }
  });

  it("shows markup typed by an author as text", () => {
    const screen = render(<Hero type="hero" heading={'<script>alert("x")</script>'} slides={slides} />);
    expect(accessibleNames(screen.container, "heading", { level: 1 })).toEqual(['<script>alert("x")</script>']);
    expect(screen.container.querySelector("script")).toBeNull();
  });

  it("rotates only slides that bring their own headline, each slide named by its headline", () => {
    const own = [
      { ...slides[0], section: "Cloud ERP" },
      {
        ...slides[0],
        section: "Staffing services",
        heading: "ERP experts on your team",
        text: "Vetted by our consultants.",
        actions: [{ label: "Find the right people", href: "/contactStaffing" }],
      },
    ];
    const carousel = render(
      <Hero
        type="hero"
        heading="Run your business on one platform"
        text="One cloud platform."
        slides={own}
        actions={[{ label: "We Can Help", href: "/services" }]}
      />,
    );
    // The first slide's words are shown: the hero's own heading, text and button.
    expect(accessibleNames(carousel.container, "heading", { level: 1 })).toEqual(["Run your business on one platform"]);
    expect(accessibleNames(carousel.container, "link")).toEqual(["We Can Help"]);
    // Each slide is announced with its own headline (the carousel announces slides while paused).
    expect(accessibleNames(carousel.container, "group")).toEqual([
      "1 of 2: Run your business on one platform",
      "2 of 2: ERP experts on your team",
    ]);
    // One caption, the shown slide's, outside the fading slides.
    expect(carousel.getAllByText(/Cloud ERP|Staffing services/).map(visibleText)).toEqual(["Cloud ERP"]);

    // Later slides without a headline of their own would change pictures under the same words: a still banner of the first slide.
    const same = render(<Hero type="hero" heading="PrecisionERP" slides={[own[0]!, { ...slides[0], section: "Complete ERP" }]} />);
    expect(same.queryByRole("region", { name: /slides/ })).toBeNull();
    expect(same.queryAllByRole("group")).toEqual([]);
    expect(same.queryByText("Complete ERP")).toBeNull();
  });

  it("keeps a dash with the word before it, so neither the headline nor the text under it starts a line with a dash", () => {
    const screen = render(
      <Hero
        type="hero"
        heading="PrecisionERP — cloud ERP for equipment companies"
        text="Move goods — and the equipment that moves them — with precision."
        slides={slides}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("PrecisionERP\u00a0— cloud ERP for equipment companies");
    expect(screen.getByText(/^Move goods/).textContent).toBe("Move goods\u00a0— and the equipment that moves them\u00a0— with precision.");
  });
});
