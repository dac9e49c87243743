import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Hero } from "./Hero.tsx";

describe("Hero", () => {
  const slides: [{ srcMobile: string; srcDesktopTablet: string; alt: string }] = [{ srcMobile: "/m.svg", srcDesktopTablet: "/d.svg", alt: "A crane at dusk" }];

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

  it("shows markup typed by an author as text", () => {
    const screen = render(<Hero type="hero" heading={'<script>alert("x")</script>'} slides={slides} />);
    expect(accessibleNames(screen.container, "heading", { level: 1 })).toEqual(['<script>alert("x")</script>']);
    expect(screen.container.querySelector("script")).toBeNull();
  });

  it("captions the slides of a carousel, and not a single slide, whose caption would repeat the page title", () => {
    const single = render(<Hero type="hero" heading="Agriculture" slides={[{ ...slides[0], section: "Agriculture" }]} />);
    expect(single.getAllByText("Agriculture")).toEqual([single.getByRole("heading", { name: "Agriculture" })]);
    const both = [
      { ...slides[0], section: "Cloud ERP" },
      { ...slides[0], section: "Staffing services" },
    ];
    const carousel = render(<Hero type="hero" heading="Home" slides={both} />);
    expect(carousel.getAllByRole("group").map((slide) => visibleText(within(slide).getByRole("paragraph")))).toEqual(["Cloud ERP", "Staffing services"]);
  });
});
