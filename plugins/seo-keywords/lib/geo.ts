import { GEO_BULK } from './constants'

/** Indian cities the geographic keywords target (spec 02 section 5: about 41; the first 20 are used in bulk). */
export const GEO_CITIES = [
  'Gurgaon', 'Delhi', 'Noida', 'Faridabad', 'Ghaziabad', 'Mumbai', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata',
  'Pune', 'Ahmedabad', 'Jaipur', 'Chandigarh', 'Lucknow', 'Indore', 'Surat', 'Nagpur', 'Bhopal', 'Kochi',
  'Greater Noida', 'Sonipat', 'Panipat', 'Rohtak', 'Karnal', 'Ambala', 'Hisar', 'Rewari', 'Manesar', 'Dehradun',
  'Ludhiana', 'Amritsar', 'Kanpur', 'Agra', 'Varanasi', 'Patna', 'Bhubaneswar', 'Visakhapatnam', 'Coimbatore',
  'Vadodara', 'Thiruvananthapuram',
] as const
export type GeoCity = (typeof GEO_CITIES)[number]

/** Modifiers of spec 02 section 5, in order (the first 3 are used in bulk). */
export const GEO_MODIFIERS = ['in', 'near', 'near me', 'services in', 'best in', 'top in', 'around', 'consultant in', 'firm in', 'office in'] as const
export type GeoModifier = (typeof GEO_MODIFIERS)[number]
export const DEFAULT_GEO_MODIFIER: GeoModifier = 'in'

/** The firm's 10 base keywords for bulk generation. */
export const GEO_BASE_KEYWORDS = [
  'chartered accountant',
  'ca firm',
  'tax consultant',
  'gst registration',
  'income tax filing',
  'company registration',
  'audit services',
  'accounting services',
  'tax planning',
  'business consulting',
] as const

/** base keyword, modifier and location joined by single spaces. */
export const fullKeyword = (base: string, modifier: string, location: string): string =>
  [base, modifier, location].map((s) => s.trim().replace(/\s+/g, ' ')).filter(Boolean).join(' ')

export type GeoKeywordDraft = {
  base_keyword: string
  location: string
  geo_modifier: string
  full_keyword: string
  target_url: string
}

/** 10 base keywords x the first 20 cities x the first 3 modifiers = 600 drafts. Volume and difficulty stay unknown. */
export function bulkGeoKeywords(targetUrl = '/'): GeoKeywordDraft[] {
  const out: GeoKeywordDraft[] = []
  for (const base of GEO_BASE_KEYWORDS.slice(0, GEO_BULK.baseKeywords)) {
    for (const location of GEO_CITIES.slice(0, GEO_BULK.cities)) {
      for (const modifier of GEO_MODIFIERS.slice(0, GEO_BULK.modifiers)) {
        out.push({ base_keyword: base, location, geo_modifier: modifier, full_keyword: fullKeyword(base, modifier, location), target_url: targetUrl })
      }
    }
  }
  return out
}
