import type { SiteSetting } from '@/payload-types'
import type { TooltipSide } from '@/lib/tooltip'
import { FIRM_NAV, MAIN_NAV } from '@/lib/site/routes'

import { CallAndWriteLinks } from './CallAndWriteLinks'
import { HeaderNav } from './HeaderNav.client'
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon } from './icons'

export type SocialLink = { href: string; label: string; icon: 'whatsapp' | 'instagram' | 'facebook' | 'linkedin' }

export function socialLinks(settings: SiteSetting): SocialLink[] {
  const links: (SocialLink | null)[] = [
    settings.whatsapp ? { href: settings.whatsapp, label: 'WhatsApp', icon: 'whatsapp' } : null,
    settings.instagram ? { href: settings.instagram, label: 'Instagram', icon: 'instagram' } : null,
    settings.facebook ? { href: settings.facebook, label: 'Facebook', icon: 'facebook' } : null,
    settings.linkedin ? { href: settings.linkedin, label: 'LinkedIn', icon: 'linkedin' } : null,
  ]
  return links.filter((l): l is SocialLink => l !== null)
}

const ICONS = { whatsapp: WhatsAppIcon, instagram: InstagramIcon, facebook: FacebookIcon, linkedin: LinkedInIcon }

/** The firm's social profiles as icons, each named by a tooltip (`tip`: where it shows). */
export function SocialIcons({ links, className, tip = 'below' }: { links: SocialLink[]; className?: string; tip?: TooltipSide }) {
  return (
    <ul className={`flex items-center gap-1 ${className ?? ''}`}>
      {links.map((l) => {
        const Icon = ICONS[l.icon]
        return (
          <li key={l.icon}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={`${l.label} (opens in a new tab)`} data-tip={tip} className="relative block rounded p-1.5 hover:bg-white/10">
              <Icon className="h-4 w-4" />
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** Contact bar and main navigation (spec 01 section 2, shell). */
export function SiteHeader({ settings }: { settings: SiteSetting }) {
  const phone = settings.phones?.[0]?.number
  const social = socialLinks(settings)
  return (
    <header data-site-header="" className="sticky top-0 z-40 print:static">
      {/* As high as --spacing-top-bar, which a low screen's header scrolls away (globals.css). */}
      <div className="on-dark hidden bg-ink text-slate-200 md:block print:hidden">
        <div className="mx-auto flex h-top-bar max-w-6xl items-center justify-between gap-4 px-4 text-sm sm:px-6">
          <div className="flex items-center gap-5">
            <CallAndWriteLinks phone={phone} email={settings.email} className="flex items-center gap-2 hover:text-white" />
          </div>
          <SocialIcons links={social} />
        </div>
      </div>
      <HeaderNav
        firmName={settings.firmName}
        main={MAIN_NAV}
        firm={FIRM_NAV}
        contacts={<CallAndWriteLinks phone={phone} email={settings.email} className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700" />}
      />
    </header>
  )
}
