import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { MediaText } from "./MediaText.tsx";

describe("MediaText", () => {
  const image = { src: "/images/hero/home-2-desktop.svg", alt: "A rental yard at dawn", width: 1440, height: 560 };

  it("renders the eyebrow, heading, paragraphs and image with its alt text", () => {
    const screen = screenOf(renderHtml(<MediaText type="mediaText" id="teaser" eyebrow="Our product" heading="Meet PrecisionERP" body={["First paragraph.", "Second paragraph."]} image={image} />));
    const section = screen.getByRole("region", { name: "Meet PrecisionERP" });
    expect(section.attr("id")).toBe("teaser");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Meet PrecisionERP");
    expect(section.getAllByRole("paragraph").map((p) => p.text)).toEqual(["Our product", "First paragraph.", "Second paragraph."]);
    const picture = section.getByRole("img", { name: "A rental yard at dawn" });
    expect([picture.attr("src"), picture.attr("width"), picture.attr("height")]).toEqual(["/images/hero/home-2-desktop.svg", "1440", "560"]);
  });

  it("lists bullets, highlights words and renders the buttons as links", () => {
    const screen = screenOf(
      renderHtml(
        <MediaText
          type="mediaText"
          heading="H"
          headingLevel={3}
          body={["PrecisionERP runs your yard."]}
          bullets={["Reservations", "**Real-time** availability"]}
          highlight={["PrecisionERP"]}
          image={image}
          actions={[{ label: "Learn More", href: "/precisionERP" }]}
        />,
      ),
    );
    expect(screen.getByRole("heading", { level: 3 }).name).toBe("H");
    const bullets = screen.getByRole("list").getAllByRole("listitem");
    expect(bullets.map((item) => item.text)).toEqual(["Reservations", "Real-time availability"]);
    expect(bullets[1]!.getByRole("strong").name).toBe("Real-time");
    expect(screen.getByText("PrecisionERP runs your yard.").getByRole("mark").name).toBe("PrecisionERP");
    expect(screen.getByRole("link", { name: "Learn More: H" }).attr("href")).toBe("/precisionERP");
  });

  it("puts the image on the side the author chose (right by default) and shows typed markup as text", () => {
    // The side is the stylesheet's doing; the markup decides which side the section asks for.
    const side = (html: string) => {
      for (let box = screenOf(html).getByRole("img").parent(); box; box = box.parent()) {
        const match = /\bmedia-text-image-(\w+)\b/.exec(box.attr("class") ?? "");
        if (match) return match[1];
      }
      return undefined;
    };
    const left = renderHtml(<MediaText type="mediaText" body={["<b>not bold</b>"]} image={image} imagePosition="left" />);
    expect(side(left)).toBe("left");
    expect(screenOf(left).getByText("<b>not bold</b>").tag).toBe("p");
    expect(side(renderHtml(<MediaText type="mediaText" body={["x"]} image={image} />))).toBe("right");
  });
});
