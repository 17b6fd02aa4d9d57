import type { ReactNode } from 'react'

import type { BackdropImage } from '@/lib/images'

import { BackdropPicture } from './BackdropPicture'

/**
 * The coloured band at the top of inner pages: a section of its own, or (`as="div"`) the opening of a section whose
 * heading it carries (the contact section's, named by `headingId`, a heading 2 where the section is not the page's
 * main one). A `picture` from the site settings is shown on its right on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  text,
  children,
  as: Band = 'section',
  headingId,
  headingLevel = 1,
  picture = null,
}: {
  eyebrow?: string
  title: string
  text?: string
  children?: ReactNode
  as?: 'section' | 'div'
  headingId?: string
  headingLevel?: 1 | 2
  picture?: BackdropImage | null
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <Band className={`on-dark bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white${picture ? ' relative isolate overflow-hidden' : ''}`}>
      {picture ? <BackdropPicture picture={picture} /> : null}
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20 print:py-6">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{eyebrow}</p> : null}
        <Heading id={headingId} className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
          {title}
        </Heading>
        {text ? <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{text}</p> : null}
        {children}
      </div>
    </Band>
  )
}

export function Section({ id, title, intro, children, tone = 'plain' }: { id?: string; title: string; intro?: string; children: ReactNode; tone?: 'plain' | 'white' }) {
  return (
    // Scrolled to by its id (a hero's button), it comes to rest below the sticky header.
    <section id={id} className={`${tone === 'white' ? 'bg-white' : ''}`} data-band={tone === 'white' ? '' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h2>
        {intro ? <p className="mt-3 max-w-3xl text-slate-600">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
