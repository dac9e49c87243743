import type { GalleryBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";

/**
 * The image gallery (spec section 2, Resources): heading, intro and a grid of same-shaped (4:3)
 * thumbnails, 1 column below 480 px, 2 from 480 px, 3 from 992 px. Each image links to its own
 * file, so it opens full size without script; the fullscreen overlay is added by client code later.
 */
export function Gallery(props: GalleryBlock) {
  const hid = useHeadingId(props.id);
  const total = props.images.length;
  return (
    <Section id={props.id} className="gallery" labelledBy={hid}>
      <SectionHeader level={props.headingLevel} id={hid} heading={props.heading} intro={props.intro} />
      <ul className="gallery-grid" role="list">
        {props.images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <a href={image.src} className="gallery-link">
              {/* The link is named by this text followed by the image's alt; an image without alt gets its position instead. */}
              <span className="visually-hidden">View full size: {image.alt.trim() ? "" : `image ${i + 1} of ${total}`}</span>
              <Img image={image} className="gallery-image" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
