import type { Payload } from 'payload'

/** The firm's mark, as on the public site's header and favicon: "CA" on the brand navy. */
function FirmMark({ size }: { size: number | string }) {
  return (
    <svg className="firm-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#172554" />
      <text x="32" y="41" fontFamily="Arial, Helvetica, sans-serif" fontSize="26" fontWeight="700" fill="#fff" textAnchor="middle">
        CA
      </text>
    </svg>
  )
}

/** The admin's navigation icon (Payload's `admin.components.graphics.Icon`): fills the 18 px home link. */
export function FirmIcon() {
  return <FirmMark size="100%" />
}

/**
 * The sign-in page's logo (Payload's `admin.components.graphics.Logo`): the firm's mark and its name from the site
 * settings, so staff sign in to their firm's admin rather than to a Payload demo.
 */
export async function FirmLogo({ payload }: { payload?: Payload }) {
  const settings = await payload?.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  const name = settings?.firmName?.trim() || 'Chartered Accountants Gurgaon'
  return (
    <div className="firm-logo">
      <FirmMark size={48} />
      <span className="firm-logo__text">
        <span className="firm-logo__name">{name}</span>
        <span className="firm-logo__sub">Website and SEO admin</span>
      </span>
    </div>
  )
}
