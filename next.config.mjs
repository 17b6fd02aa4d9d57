import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The old system's admin addresses lead into the Payload admin.
  async redirects() {
    return [
      { source: '/auth', destination: '/admin/login', permanent: true },
      { source: '/seo-admin', destination: '/admin', permanent: true },
      { source: '/seo-admin/:path*', destination: '/admin', permanent: true },
      { source: '/keyword-tracking', destination: '/admin', permanent: true },
    ]
  },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
