/** A JSON-LD block in the body; `<` is escaped so data can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped above; never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
