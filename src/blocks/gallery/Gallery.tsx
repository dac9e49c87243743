import { useState, type MouseEvent } from "react";
import type { GalleryBlock, Image } from "../../types/schema.generated.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { useHydrated } from "../../ui/useHydrated.ts";
import { Img } from "../../ui/Img.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { columnClasses } from "../../ui/columns.ts";
import "./gallery.css";

/** A picture's rendered width in the grid (gallery.css): two columns on phones, from 768 px up to three (four on desktops), within the 1,248 px content column. */
const GALLERY_SIZES = "(min-width: 1296px) 400px, (min-width: 768px) calc(33vw - 16px), calc(50vw - 24px)";
/** The most pictures a row holds on tablets (768-991 px), laptops and desktops; fewer when that fills the rows evenly (src/ui/columns.ts). */
const GALLERY_COLUMNS = { tablet: 3, laptop: 3, desktop: 4 };

/**
 * The image gallery (docs/product.md, Resources and Behaviours: gallery fullscreen open or closed): heading,
 * intro and a grid of same-shaped (4:3) thumbnails, 2 columns on phones (a thumbnail alone on the last
 * row spans it, cropped wider), and from 768 px up to 3 (4 on desktops), as many as fill the rows
 * evenly: never one picture alone beside an empty gap. Each thumbnail links to its own file, so without script it opens full size. Once hydrated,
 * a plain click opens the image in a full-window dialog instead (named by the image's alt text, or
 * its position when it has none); a click anywhere on it, the close button or Escape leaves it, and
 * focus returns to the thumbnail. A click with a modifier key keeps the link's own behaviour.
 */
export function Gallery(props: GalleryBlock) {
  const headingId = useHeadingId(props.id);
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = props.images.length;
  const open = openIndex === null ? undefined : props.images[openIndex];
  const onThumbnailClick = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpenIndex(index);
  };
  const close = () => setOpenIndex(null);
  return (
    <Section id={props.id} className="gallery" labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className={`gallery-grid ${columnClasses(total, GALLERY_COLUMNS)}`} role="list">
        {props.images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <a href={image.src} className="gallery-link" onClick={onThumbnailClick(i)} aria-haspopup={hydrated ? "dialog" : undefined}>
              {/* The link is named by this text followed by the image's alt; an image without alt gets its position instead. */}
              <span className="visually-hidden">View full size:{image.alt.trim() ? "" : ` ${positionLabel(i, total)}`}</span>{" "}
              <Img image={image} className="gallery-image" sizes={GALLERY_SIZES} />
            </a>
          </li>
        ))}
      </ul>
      {hydrated && (
        <Dialog
          open={open !== undefined}
          onClose={close}
          label={open ? imageLabel(open, openIndex!, total) : props.heading}
          className="dialog-fullscreen"
          closeLabel="Leave full screen"
        >
          {open && (
            // A click anywhere on the picture leaves full screen (docs/product.md, Routes and screens); keyboard users have Escape and the close button.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut for the dialog's own Escape and close button
            <figure className="gallery-fullscreen" onClick={close}>
              <img
                src={open.src}
                alt={open.alt}
                width={open.width}
                height={open.height}
                className="gallery-fullscreen-image"
                decoding="async"
              />
              {open.alt.trim() && <figcaption className="gallery-fullscreen-caption">{open.alt}</figcaption>}
            </figure>
          )}
        </Dialog>
      )}
    </Section>
  );
}

function positionLabel(index: number, total: number): string {
  return `image ${index + 1} of ${total}`;
}

/** The full-screen dialog's name: the image's alt text, or 'Image {n} of {total}' when it has none. */
function imageLabel(image: Image, index: number, total: number): string {
  return image.alt.trim() || `Image ${index + 1} of ${total}`;
}
