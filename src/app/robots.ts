import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/lib/site/metadata'

/**
 * No `Host:` line (only Yandex ever read it, without a scheme, and it retired it in 2018) and no test route: /test-error
 * is a plain 404 outside `npm test`, and naming it here only advertised it.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview'] }],
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
