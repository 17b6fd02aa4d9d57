import { SERVICE_PAGES } from '@/content/services'

import type { ServiceOffer } from './structured-data'

/** Every service the firm offers, for its AccountingService structured data. */
export const ALL_OFFERS: ServiceOffer[] = Object.values(SERVICE_PAGES).flatMap((p) => p.offers)

export const absoluteUrl = (origin: string) => (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`)
