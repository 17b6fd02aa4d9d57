import { getSiteSettings } from '@/lib/data/settings'
import { FIRM_MARK_DATA_URL } from '@/lib/site/brand'

const FALLBACK_NAME = 'Chartered Accountants Gurgaon'

/** The firm's mark, the public site's favicon ("CA" on the brand navy): decorative, the name is beside it. */
function FirmMark({ size }: { size: number | string }) {
  // eslint-disable-next-line @next/next/no-img-element -- an inline data: SVG, nothing to optimise
  return <img className="firm-mark" src={FIRM_MARK_DATA_URL} width={size} height={size} alt="" />
}

/** The admin's navigation icon (Payload's `admin.components.graphics.Icon`): fills the 18 px home link. */
export function FirmIcon() {
  return <FirmMark size="100%" />
}

/**
 * The sign-in page's logo (Payload's `admin.components.graphics.Logo`): the firm's mark and its name from the site
 * settings, so staff sign in to their firm's admin rather than to a Payload demo.
 */
export async function FirmLogo() {
  const settings = await getSiteSettings().catch(() => null)
  const name = settings?.firmName?.trim() || FALLBACK_NAME
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
