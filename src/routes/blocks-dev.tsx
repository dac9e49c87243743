import { Fragment } from "react";
import { useLoaderData } from "react-router";
import { Blocks } from "../blocks/Blocks.tsx";
import { devBlocksPage } from "../content/dev-blocks.server.ts";

/**
 * The dev-only block gallery at /_blocks (registered by src/routes.ts only in `npm run dev`): every
 * block type rendered from the example in its schema, through the same Blocks component and site
 * shell as real pages, with the YAML that produces it.
 */
export async function loader() {
  return devBlocksPage(process.cwd());
}

export function meta() {
  return [{ title: "Blocks (dev only)" }, { name: "robots", content: "noindex" }];
}

const label = { background: "#fff8e1", borderTop: "4px solid #f2b705", padding: "1rem 0" } as const;

export default function BlocksDev() {
  const { examples, errors } = useLoaderData<typeof loader>();
  return (
    <>
      <div style={label}>
        <div className="container">
          <p>
            <strong>Block gallery (dev only).</strong> Every block type, rendered from the example in{" "}
            <code>schema/blocks/&lt;type&gt;.schema.json</code>. Fields and defaults: <code>docs/blocks.md</code>.
          </p>
          <p>
            {examples.map((e, i) => (
              <Fragment key={e.type}>
                {i > 0 && " · "}
                <a href={`#block-${e.type}`}>{e.type}</a>
              </Fragment>
            ))}
          </p>
          {errors && <pre style={{ whiteSpace: "pre-wrap", color: "#8a1c1c" }}>{errors}</pre>}
        </div>
      </div>
      {examples.map((e) => (
        <Fragment key={e.type}>
          <div id={`block-${e.type}`} style={label} data-block-example={e.type}>
            <div className="container">
              <p>
                <strong>
                  <code>{e.type}</code>
                </strong>{" "}
                {e.description}
              </p>
              <details>
                <summary>YAML</summary>
                <pre style={{ overflowX: "auto" }}>{e.yaml}</pre>
              </details>
            </div>
          </div>
          <Blocks blocks={[e.block]} />
        </Fragment>
      ))}
    </>
  );
}
