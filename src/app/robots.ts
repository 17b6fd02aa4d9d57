import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/lib/site/metadata'

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview', '/test-error'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
