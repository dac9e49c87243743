import type { ProductTourBlock } from "../../types/schema.generated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Img } from "../../ui/Img.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./productTour.css";

/** The player's width and height for each shape (px, in proportion only: CSS sets the rendered width). */
const SHAPES = { "16:9": [1280, 720], "16:10": [1152, 720], "4:3": [960, 720] } as const;

/** The player's rendered width by window width: the column's two thirds from 992 px (1296 px at most), the window's width below. */
const PLAYER_SIZES = "(min-width: 992px) 820px, 100vw";

/** The media type of a video file by its extension, for the `<source>` element. */
function videoType(src: string): string {
  return src.toLowerCase().endsWith(".mp4") ? "video/mp4" : "video/webm";
}

/**
 * "See it in action": a short product walkthrough. The heading and intro lead; under them, the
 * native video player (from 992 px 2/3 of the column, the steps beside it; stacked on phones) and
 * the steps it shows as a numbered list, with their times. The player has the browser's own
 * controls, captions shown from the start, and `preload="none"`: nothing of the video downloads and
 * nothing plays until the visitor presses play. Its poster is a picture behind the player, not the
 * video's `poster`, which a browser fetches with the page and at one size: like any picture below
 * the first screen it loads lazily (`Img`), as AVIF or WebP at the width the screen needs, and the video's
 * frames cover it once it plays. Its width and height (from `shape`) keep its place while the page
 * loads. No JavaScript: the page stays without an island for it.
 */
export function ProductTour(props: ProductTourBlock) {
  const headingId = useHeadingId(props.id);
  const { video } = props;
  const [width, height] = SHAPES[video.shape ?? "16:9"];
  return (
    <Section id={props.id} background={props.background} className="product-tour" labelledBy={headingId}>
      <div className="product-tour-head">
        <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow}>
          {props.heading}
        </Heading>
        {props.intro && (
          <p className="section-intro">
            <InlineText text={props.intro} />
          </p>
        )}
      </div>
      <div className="product-tour-layout">
        <div className="product-tour-player">
          {/* Decorative: the player over it is named after the video. */}
          <Img image={{ src: video.poster, alt: "", width, height }} className="product-tour-poster" sizes={PLAYER_SIZES} />
          <video className="product-tour-video" controls preload="none" playsInline width={width} height={height} aria-label={video.title}>
            <source src={video.src} type={videoType(video.src)} />
            <track kind="captions" src={video.captions} srcLang={video.captionsLanguage ?? "en"} label="Captions" default />
            <a href={video.src}>{video.title}</a>
          </video>
        </div>
        <ol className="product-tour-steps" aria-label={`What the video shows: ${video.title}`}>
          {props.steps.map((step, i) => (
            <li key={i} className="product-tour-step">
              <span className="product-tour-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <p className="product-tour-step-title">
                  <strong>{step.title}</strong>
                  {step.time && (
                    <span className="product-tour-time">
                      <span className="visually-hidden">, at </span>
                      {step.time}
                    </span>
                  )}
                </p>
                <p className="product-tour-step-text">
                  <InlineText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
