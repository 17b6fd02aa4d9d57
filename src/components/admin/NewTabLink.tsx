/** A link the admin opens in a new tab (so a form being edited stays open), with the arrow and tooltip that say so. */
export function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title="Opens in a new tab">
      {children}
      <span aria-hidden="true"> ↗</span>
    </a>
  )
}
