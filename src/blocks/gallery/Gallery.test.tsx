import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Gallery } from "./Gallery.tsx";

describe("Gallery", () => {
  const images = [
    { src: "/images/content/gallery/heron.svg", alt: "A heron in the reeds", width: 800, height: 600 },
    { src: "/images/content/gallery/fox.svg", alt: "" },
  ];

  it("links every image to its own file so it opens full size without script", () => {
    const screen = screenOf(renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />));
    const items = screen.getByRole("list").getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const heron = items[0]!.getByRole("link", { name: "View full size: A heron in the reeds" });
    expect(heron.attr("href")).toBe("/images/content/gallery/heron.svg");
    expect(heron.getByRole("img", { name: "A heron in the reeds" }).attr("src")).toBe("/images/content/gallery/heron.svg");
  });

  it("names the link of an image without alt text by its position", () => {
    const screen = screenOf(renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />));
    const fox = screen.getByRole("link", { name: "View full size: image 2 of 2" });
    expect(fox.attr("href")).toBe("/images/content/gallery/fox.svg");
    expect(fox.queryByRole("img")).toBeNull();
    expect(fox.getByRole("presentation").attr("src")).toBe("/images/content/gallery/fox.svg");
  });

  it("renders the heading and intro of the section", () => {
    const screen = screenOf(renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" intro="Shot by our **team**." images={images} headingLevel={3} />));
    const section = screen.getByRole("region", { name: "Wildlife Gallery" });
    expect(section.attr("id")).toBe("gallery");
    expect(section.getByRole("heading", { level: 3 }).name).toBe("Wildlife Gallery");
    expect(section.getByText("Shot by our team.").getByRole("strong").name).toBe("team");
  });
});
