import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Hero } from "./Hero.tsx";

describe("Hero", () => {
  const slides: [{ srcMobile: string; srcDesktopTablet: string; alt: string }] = [{ srcMobile: "/m.svg", srcDesktopTablet: "/d.svg", alt: "A crane at dusk" }];

  it("renders the page heading as the only h1 with the first slide as a responsive picture", () => {
    const html = renderHtml(<Hero type="hero" heading="Cloud ERP for equipment companies" slides={slides} />);
    const screen = screenOf(html);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.name)).toEqual(["Cloud ERP for equipment companies"]);
    const picture = screen.getByRole("img", { name: "A crane at dusk" });
    expect([picture.attr("src"), picture.attr("fetchpriority")]).toEqual(["/m.svg", "high"]);
    // Wide windows (768 px and up) get the desktop and tablet picture.
    expect(html).toMatch(/<source media="\(min-width: 768px\)" srcSet="\/d.svg"/);
  });

  it("renders a video action as a working link to the video when no script runs", () => {
    const screen = screenOf(renderHtml(<Hero type="hero" heading="H" slides={slides} actions={[{ label: "We Can Help", video: "weCanHelp" }]} />));
    expect(screen.getByRole("link", { name: /^We Can Help/ }).attr("href")).toBe("/media/we-can-help.webm");
  });

  it("shows markup typed by an author as text", () => {
    const html = renderHtml(<Hero type="hero" heading={'<script>alert("x")</script>'} slides={slides} />);
    expect(screenOf(html).getByRole("heading", { level: 1 }).name).toBe('<script>alert("x")</script>');
    expect(html).not.toContain("<script>");
  });

  it("captions the slides of a carousel, and not a single slide, whose caption would repeat the page title", () => {
    const single = screenOf(renderHtml(<Hero type="hero" heading="Agriculture" slides={[{ ...slides[0], section: "Agriculture" }]} />));
    expect(single.getAllByText("Agriculture").map((element) => element.role)).toEqual(["heading"]);
    const both = [
      { ...slides[0], section: "Cloud ERP" },
      { ...slides[0], section: "Staffing services" },
    ];
    const carousel = screenOf(renderHtml(<Hero type="hero" heading="Home" slides={both} />));
    expect(carousel.getAllByRole("group").map((slide) => slide.getByRole("paragraph").text)).toEqual(["Cloud ERP", "Staffing services"]);
  });
});
