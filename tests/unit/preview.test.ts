import { describe, expect, it } from 'vitest'

import { exitPreviewUrl, isArticlePath, previewPath, previewUrl } from '../../src/lib/site/previewPaths'

describe('preview paths', () => {
  it('accepts a path on this site, with its query', () => {
    expect(previewPath('/blog/gst-guide')).toBe('/blog/gst-guide')
    expect(previewPath('/blog?q=gst')).toBe('/blog?q=gst')
    expect(previewPath('/blog/../about')).toBe('/about')
  })
  it('refuses anything that would leave the site (an open redirect) or is not a path', () => {
    for (const raw of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'blog/x', '', null, undefined, '/x\nLocation: y']) {
      expect(previewPath(raw), String(raw)).toBeNull()
    }
  })
  it('builds the admin Preview address and the exit address', () => {
    expect(previewUrl('/blog/a b')).toBe('/preview?path=%2Fblog%2Fa%20b')
    expect(exitPreviewUrl('/blog/x')).toBe('/preview/exit?path=%2Fblog%2Fx')
  })
  it("tells an article's page, which shows its own preview banner, from every other page", () => {
    for (const path of ['/blog/gst-guide', '/blog/gst-guide/', '/blog/gst-guide?ref=admin']) expect(isArticlePath(path), path).toBe(true)
    for (const path of ['/blog', '/blog/', '/blog?q=gst', '/about', '/services/gst-services', '/blog/gst-guide/share.png', '/blogroll/x']) {
      expect(isArticlePath(path), path).toBe(false)
    }
  })
})
