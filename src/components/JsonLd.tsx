/** Structured data for search engines. `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
