import type { FactSheetsBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";

type SheetTitleTag = "h3" | "h4";

/**
 * The Resources fact sheets (spec sections 2 and 7): heading, intro and one card per sheet with its
 * 300x400 thumbnail, title, type label and two native links to the PDF: "View" opens it in a new
 * tab and "Download" saves it as "{title}.pdf" through the `download` attribute. Both work without script.
 */
export function FactSheets(props: FactSheetsBlock) {
  const hid = useHeadingId(props.id);
  const Title: SheetTitleTag = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} className="fact-sheets" labelledBy={hid}>
      <SectionHeader level={props.headingLevel} id={hid} heading={props.heading} intro={props.intro} />
      <ul className="fact-sheets-grid" role="list">
        {props.sheets.map((sheet) => (
          <li key={sheet.id}>
            <article id={sheet.id} className="fact-sheets-card" aria-labelledby={`${sheet.id}-title`}>
              <div className="fact-sheets-thumb">
                <Img image={sheet.img} />
              </div>
              <div className="fact-sheets-body">
                <Title id={`${sheet.id}-title`} className="fact-sheets-title">
                  {sheet.title}
                </Title>
                <p className="fact-sheets-type">{sheet.type ?? "Document"}</p>
                <div className="fact-sheets-actions">
                  <a href={sheet.pdf} className="button button-outline fact-sheets-button" target="_blank" rel="noopener noreferrer">
                    View<span className="visually-hidden"> {sheet.title} (PDF, opens in a new tab)</span>
                  </a>
                  <a href={sheet.pdf} className="button button-primary fact-sheets-button" download={`${sheet.title}.pdf`}>
                    <DownloadIcon />
                    Download<span className="visually-hidden"> {sheet.title} (PDF)</span>
                  </a>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DownloadIcon() {
  return (
    <svg className="fact-sheets-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
