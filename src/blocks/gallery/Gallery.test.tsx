import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Gallery } from "./Gallery.tsx";

describe("Gallery", () => {
  const images = [
    { src: "/images/content/gallery/heron.svg", alt: "A heron in the reeds", width: 800, height: 600 },
    { src: "/images/content/gallery/fox.svg", alt: "" },
  ];

  it("links every image to its own file so it opens full size without script", () => {
    const screen = render(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const heron = within(items[0]!).getByRole("link", { name: "View full size: A heron in the reeds" });
    expect(heron.getAttribute("href")).toBe("/images/content/gallery/heron.svg");
    expect(within(heron).getByRole("img", { name: "A heron in the reeds" }).getAttribute("src")).toBe("/images/content/gallery/heron.svg");
  });

  it("names the link of an image without alt text by its position", () => {
    const screen = render(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />);
    const fox = screen.getByRole("link", { name: "View full size: image 2 of 2" });
    expect(fox.getAttribute("href")).toBe("/images/content/gallery/fox.svg");
    expect(within(fox).queryByRole("img")).toBeNull();
    expect(within(fox).getByRole("presentation").getAttribute("src")).toBe("/images/content/gallery/fox.svg");
  });

  it("renders the heading and intro of the section", () => {
    const screen = render(
      <Gallery type="gallery" id="gallery" heading="Wildlife Gallery" intro="Shot by our **team**." images={images} headingLevel={3} />,
    );
    const section = screen.getByRole("region", { name: "Wildlife Gallery" });
    expect(section.id).toBe("gallery");
    expect(accessibleNames(section, "heading", { level: 3 })).toEqual(["Wildlife Gallery"]);
    expect(within(within(section).getByText(wholeText("Shot by our team."))).getByRole("strong").textContent).toBe("team");
  });
});
