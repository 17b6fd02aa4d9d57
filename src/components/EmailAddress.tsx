import { Fragment } from 'react'

/**
 * An e-mail address that, on a line too short for it (a phone zoomed far in, a narrow button), breaks before its "@" or
 * before a dot of its domain, as style guides ask: "contact" / "@example.com" rather than "contact@exam" / "ple.com",
 * which is easily misread. Only where a part is still too long does the page's `overflow-wrap: anywhere` break inside
 * it. The text is the address unchanged (<wbr> adds no character): copying, searching and screen readers see it whole.
 * Plain markup, for server and client components alike.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at <= 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at)}
      {address
        .slice(at)
        .split(/(?=\.)/)
        .map((part, i) => (
          <Fragment key={i}>
            <wbr />
            {part}
          </Fragment>
        ))}
    </>
  )
}
