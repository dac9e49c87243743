/**
 * What a settings section changes for visitors, beside its form: the site's own header and footer
 * drawn from the draft (menu, brand, contacts, footer), or a short list of what visitors meet (the
 * lead forms, the videos, the redirects).
 */
import type { SiteData } from "../../../shared/model.ts";
import { PreviewFrame } from "../PreviewFrame.tsx";
import type { SettingsSection } from "./sections.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** The preview of `section`: `site` is the last model without errors (`checked` once a check has answered), `value` the section's draft fields. */
export function SettingsPreview(props: {
  section: SettingsSection;
  site: SiteData | null;
  checked: boolean;
  value: Record<string, unknown>;
  stale?: string;
}) {
  const { section, value } = props;
  if (section.preview === "header" || section.preview === "footer") {
    // Until the first check answers there is no site to draw yet, which is not an error.
    if (!props.site && !props.checked) return <p role="status">Drawing the preview…</p>;
    return (
      <PreviewFrame
        site={props.site}
        page={null}
        blocks={[]}
        selected={null}
        onSelect={() => undefined}
        stale={props.stale}
        label="Preview of the header and footer"
      />
    );
  }
  return (
    <div className="settings-facts">
      {section.preview === "leadForms" && <LeadForms value={value} />}
      {section.preview === "videos" && <Videos value={value} />}
      {section.preview === "redirects" && <Redirects value={value} />}
      {section.preview === "none" && (
        <p className="muted">These settings change nothing visitors see on a page: they keep the site safe and its pop-ups in time.</p>
      )}
    </div>
  );
}

function LeadForms({ value }: { value: Record<string, unknown> }) {
  const environment = text(value.environment);
  const environments = isRecord(value.environments) ? value.environments : {};
  const inUse = isRecord(environments[environment]) ? environments[environment] : {};
  const forms = isRecord(inUse.leadForms) ? Object.entries(inUse.leadForms) : [];
  return (
    <>
      <h3 className="settings-facts-title">What visitors meet</h3>
      <p>
        The site uses the <strong>{environment || "(none chosen)"}</strong> forms. Login opens{" "}
        <code>{text(inUse.loginUrl) || "nothing"}</code>.
      </p>
      <ul className="settings-facts-list" aria-label="Lead forms in use">
        {forms.map(([key, form]) => (
          <li key={key}>
            <strong>{key}</strong>: “{text(isRecord(form) ? form.title : "")}”, form {text(isRecord(form) ? form.formId : "")} about “
            {text(isRecord(form) ? form.topic : "")}”
          </li>
        ))}
      </ul>
    </>
  );
}

function Videos({ value }: { value: Record<string, unknown> }) {
  const videos = isRecord(value.videos) ? Object.entries(value.videos) : [];
  return (
    <>
      <h3 className="settings-facts-title">What visitors meet</h3>
      <ul className="settings-facts-list" aria-label="Videos buttons can play">
        {videos.map(([key, video]) => (
          <li key={key}>
            <strong>{text(isRecord(video) ? video.title : "") || key}</strong> <span className="muted">({key})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Redirects({ value }: { value: Record<string, unknown> }) {
  const redirects = Array.isArray(value.redirects) ? value.redirects : [];
  return (
    <>
      <h3 className="settings-facts-title">What visitors meet</h3>
      {redirects.length === 0 ? (
        <p>No address sends visitors elsewhere.</p>
      ) : (
        <ul className="settings-facts-list" aria-label="Redirects">
          {redirects.map((r, i) => (
            <li key={i}>
              <code>{text(isRecord(r) ? r.from : "")}</code> → <code>{text(isRecord(r) ? r.to : "")}</code>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
