import { SEGMENT_LABELS } from './routes'

export type Crumb = { label: string; href: string }

/** 'gift-city-benefits' → 'Gift City Benefits'. */
export const titleCase = (segment: string): string =>
  segment
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The breadcrumb trail for a path: Home, then one crumb per segment, labelled from the known segments or
 * title-cased. `custom` labels replace the label of the crumb at the same position after Home (for example an
 * article's title instead of its slug).
 */
export function buildBreadcrumbs(path: string, custom: Array<string | undefined> = []): Crumb[] {
  const clean = path.split(/[?#]/)[0] ?? '/'
  const segments = clean.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  segments.forEach((segment, i) => {
    const text = decode(segment)
    crumbs.push({
      label: custom[i] ?? SEGMENT_LABELS[text.toLowerCase()] ?? titleCase(text),
      href: `/${segments.slice(0, i + 1).join('/')}`,
    })
  })
  return crumbs
}

/** The bar shows only when there are two or more crumbs: Home plus at least one segment. */
export const shouldShowBreadcrumbs = (crumbs: Crumb[]): boolean => crumbs.length >= 2
