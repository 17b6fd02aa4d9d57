import type {
  AccountingService,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  OpeningHoursSpecification,
  Service,
  WithContext,
} from 'schema-dts'

import { deadlineDate } from '@/lib/careers'
import type { SiteSetting } from '@/payload-types'

import type { Crumb } from './breadcrumbs'
import { mapSearchUrl } from './contact'

type Absolute = (path: string) => string

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export type ServiceOffer = { name: string; description: string; price?: number }

/**
 * The firm as an AccountingService, from the site settings: address, phone, e-mail, opening hours, services,
 * social profiles and, only when the firm has entered one, its rating. Nothing is filled in that the firm
 * has not stated.
 */
export function firmJsonLd(settings: SiteSetting, services: ServiceOffer[], abs: Absolute): WithContext<AccountingService> {
  const a = settings.address
  const hours: OpeningHoursSpecification[] = (settings.openingHours ?? []).map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: (h.days ?? []).filter((d): d is (typeof DAY_NAMES)[number] => DAY_NAMES.includes(d as never)),
    opens: h.opens,
    closes: h.closes,
  }))
  const sameAs = [settings.facebook, settings.instagram, settings.linkedin, settings.youtube].filter(
    (u): u is string => Boolean(u),
  )
  const rating = settings.rating
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': abs('/#firm'),
    name: settings.firmName,
    description: settings.tagline ?? undefined,
    url: abs('/'),
    image: abs('/og-image.png'),
    telephone: settings.phones?.[0]?.number,
    email: settings.email,
    priceRange: '₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: a?.street ?? undefined,
      addressLocality: [a?.locality, a?.city].filter(Boolean).join(', ') || undefined,
      addressRegion: a?.region ?? undefined,
      postalCode: a?.postalCode ?? undefined,
      addressCountry: a?.country ?? 'IN',
    },
    hasMap: mapSearchUrl(a) ?? undefined,
    areaServed: ['Gurgaon', 'Delhi NCR', 'Haryana'],
    openingHoursSpecification: hours.length ? hours : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    aggregateRating:
      rating?.value && rating?.count
        ? { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5 }
        : undefined,
    hasOfferCatalog: services.length
      ? {
          '@type': 'OfferCatalog',
          name: 'Services',
          itemListElement: services.map((s) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: s.name, description: s.description } satisfies Service,
            ...(s.price ? { price: s.price, priceCurrency: 'INR' } : {}),
          })),
        }
      : undefined,
  }
}

export function faqJsonLd(faqs: { question: string; answer: string }[]): WithContext<FAQPage> | null {
  if (!faqs.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export function breadcrumbJsonLd(crumbs: Crumb[], abs: Absolute): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: abs(c.href) })),
  }
}

export type ArticleForJsonLd = {
  title: string
  slug: string
  excerpt: string
  metaDescription: string | null
  /** Null when no author is named: the firm itself is the author then. */
  namedAuthor: string | null
  publishedDate: string | null
  modifiedDate?: string | null
  category: string
  tags: string[]
  imageUrl: string | null
}

export function blogPostingJsonLd(article: ArticleForJsonLd, firmName: string, abs: Absolute): WithContext<BlogPosting> {
  const url = abs(`/blog/${article.slug}`)
  const firm = { '@type': 'Organization', name: firmName, '@id': abs('/#firm') } as const
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription || article.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: article.publishedDate ?? undefined,
    dateModified: article.modifiedDate ?? article.publishedDate ?? undefined,
    author: article.namedAuthor ? { '@type': 'Person', name: article.namedAuthor } : firm,
    publisher: firm,
    articleSection: article.category,
    keywords: article.tags.join(', ') || undefined,
    image: article.imageUrl ? abs(article.imageUrl) : undefined,
    inLanguage: 'en-IN',
  }
}

export type JobForJsonLd = {
  title: string
  description: string
  commitment: string
  remote: boolean
  postedAt: string
  deadline: string
}

/** 'Full-time' → FULL_TIME and so on; schema.org wants its own words. */
export function employmentType(commitment: string): string[] {
  const c = commitment.toLowerCase()
  const types = new Set<string>()
  if (c.includes('full')) types.add('FULL_TIME')
  if (c.includes('part')) types.add('PART_TIME')
  if (c.includes('freelance') || c.includes('contract')) types.add('CONTRACTOR')
  if (c.includes('intern') || c.includes('articleship')) types.add('INTERN')
  return types.size ? [...types] : ['OTHER']
}

export function jobPostingJsonLd(job: JobForJsonLd, settings: SiteSetting, abs: Absolute): WithContext<JobPosting> {
  const a = settings.address
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    validThrough: deadlineDate(job.deadline) ?? undefined,
    employmentType: employmentType(job.commitment),
    hiringOrganization: { '@type': 'Organization', name: settings.firmName, sameAs: abs('/') },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: a?.street ?? undefined,
        addressLocality: a?.city ?? 'Gurgaon',
        addressRegion: a?.region ?? 'Haryana',
        addressCountry: a?.country ?? 'IN',
      },
    },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } } : {}),
  }
}
