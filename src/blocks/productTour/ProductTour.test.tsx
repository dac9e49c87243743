import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { ProductTourBlock } from "../../types/schema.generated.ts";
import { accessibleNames, styleOf, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { PicturesProvider } from "../../ui/Picture.tsx";
import { ProductTour } from "./ProductTour.tsx";

const styles = ["src/styles/global.css", "src/blocks/productTour/productTour.css"];

const tour: ProductTourBlock = {
  type: "productTour",
  id: "seeItInAction",
  eyebrow: "Product tour",
  heading: "See it in action",
  intro: "Half a minute through **every** screen.",
  video: {
    src: "/media/precision-walkthrough.webm",
    poster: "/images/product/tour-poster.jpg",
    captions: "/media/precision-walkthrough.vtt",
    title: "PrecisionERP walkthrough",
    shape: "16:10",
  },
  steps: [
    { time: "0:03", title: "Executive dashboard", text: "Revenue at a glance." },
    { title: "Rental contracts", text: "From quote to **invoice**." },
  ],
};

/** The player inside `scope`: a video has no role, so it is found as the one element named after the video's title. */
function player(scope: HTMLElement): HTMLVideoElement {
  const videos = [...scope.querySelectorAll("video")].filter((video) => video.getAttribute("aria-label") === "PrecisionERP walkthrough");
  expect(videos).toHaveLength(1);
  return videos[0]!;
}

describe("ProductTour", () => {
  it("renders the section with its heading, intro and the steps the video shows, in order, with their times", () => {
    const screen = render(<ProductTour {...tour} />);
    const section = screen.getByRole("region", { name: "See it in action" });
    expect(section.id).toBe("seeItInAction");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["See it in action"]);
    expect(within(section).getByText("every").tagName).toBe("STRONG");
    const steps = within(screen.getByRole("list", { name: "What the video shows: PrecisionERP walkthrough" })).getAllByRole("listitem");
    expect(steps.map(visibleText)).toEqual([
      "1 Executive dashboard, at 0:03 Revenue at a glance.",
      "2 Rental contracts From quote to invoice.",
    ]);
    expect(within(steps[1]!).getByText("invoice").tagName).toBe("STRONG");
  });

  it("plays nothing by itself: native controls, captions on from the start, nothing downloaded before play, and its shape kept", () => {
    const screen = render(<ProductTour {...tour} />);
    const video = player(screen.container);
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(["preload", "width", "height"].map((name) => video.getAttribute(name))).toEqual(["none", "1152", "720"]);
    const source = video.querySelector("source")!;
    expect([source.getAttribute("src"), source.getAttribute("type")]).toEqual(["/media/precision-walkthrough.webm", "video/webm"]);
    const track = video.querySelector("track")!;
    expect(["kind", "src", "srclang", "label"].map((name) => track.getAttribute(name))).toEqual([
      "captions",
      "/media/precision-walkthrough.vtt",
      "en",
      "Captions",
    ]);
    expect(track.hasAttribute("default")).toBe(true);
    // A browser without video support offers the file as a link instead.
    expect(within(video).getByRole("link", { name: "PrecisionERP walkthrough" }).getAttribute("href")).toBe(
      "/media/precision-walkthrough.webm",
    );
  });

  it("shows its poster as a lazy picture behind the player, sized for the screen, not as the video's poster the page would fetch at once", () => {
    const sets = {
      "/images/product/tour-poster.jpg": {
        avif: "/images/_/tour-poster-640-a.avif 640w, /images/_/tour-poster-1280-b.avif 1280w",
        webp: "/images/_/tour-poster-640-c.webp 640w, /images/_/tour-poster-1280-d.webp 1280w",
      },
    };
    const screen = render(
      <PicturesProvider pictures={sets}>
        <ProductTour {...tour} />
      </PicturesProvider>,
    );
    const video = player(screen.container);
    expect(video.hasAttribute("poster")).toBe(false);
    // Decorative: the player beside it is named after the video.
    const poster = within(screen.getByRole("region", { name: "See it in action" })).getByRole("presentation") as HTMLImageElement;
    expect(["src", "loading", "width", "height"].map((name) => poster.getAttribute(name))).toEqual([
      "/images/product/tour-poster.jpg",
      "lazy",
      "1152",
      "720",
    ]);
    expect(poster.closest("picture")!.nextElementSibling, "the video comes next, over it").toBe(video);
    const avif = poster.parentElement!.querySelector('source[type="image/avif"]')!;
    expect([avif.getAttribute("srcset"), avif.getAttribute("sizes")]).toEqual([
      sets["/images/product/tour-poster.jpg"].avif,
      "(min-width: 992px) 820px, 100vw",
    ]);
  });

  it("gives an MP4 its own media type, a 16:9 player by default, and the captions' language", () => {
    const screen = render(
      <ProductTour {...tour} video={{ ...tour.video, src: "/media/tour.mp4", shape: undefined, captionsLanguage: "fr" }} />,
    );
    const video = player(screen.container);
    expect(video.querySelector("source")!.getAttribute("type")).toBe("video/mp4");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["1280", "720"]);
    expect(video.querySelector("track")!.getAttribute("srclang")).toBe("fr");
  });

  it("puts the steps beside the player on wide screens (the player two thirds) and under it on phones", () => {
    // The layout holding both: the player's and the list's nearest common box.
    const columns = (width: number) => {
      const screen = render(<ProductTour {...tour} />, { styles, width });
      let layout = player(screen.container).parentElement!;
      while (!layout.contains(screen.getByRole("list"))) layout = layout.parentElement!;
      return styleOf(layout).gridTemplateColumns;
    };
    expect(columns(1440)).toBe("minmax(0, 2fr) minmax(0, 1fr)");
    expect(["", "none"]).toContain(columns(375));
  });
});
