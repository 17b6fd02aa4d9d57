import { describe, expect, it } from 'vitest'

import { allowedMethods, pathMatches, wrongMethodIs405, wrongMethodMessage } from '@/lib/wrongMethod'

// The shape of Payload's sanitized config: each collection's and global's endpoints, and the config's own.
const config = {
  routes: { api: '/api' },
  endpoints: [
    { path: '/seo/crawl', method: 'post' as const },
    { path: '/seo/health', method: 'get' as const },
  ],
  collections: [
    {
      slug: 'news-updates',
      endpoints: [
        { path: '/', method: 'get' as const },
        { path: '/', method: 'post' as const },
        { path: '/', method: 'patch' as const },
        { path: '/', method: 'delete' as const },
        { path: '/:id', method: 'get' as const },
        { path: '/:id', method: 'patch' as const },
        { path: '/:id', method: 'delete' as const },
        { path: '/:id/duplicate', method: 'post' as const },
        { path: '/access/:id?', method: 'post' as const },
        { path: '/login', method: 'post' as const },
      ],
    },
    { slug: 'payload-migrations', endpoints: false as const },
  ],
  globals: [
    {
      slug: 'site-settings',
      endpoints: [
        { path: '/', method: 'get' as const },
        { path: '/', method: 'post' as const },
      ],
    },
  ],
}

describe('the methods an API address takes', () => {
  it('match endpoint paths as Payload does, optional last parameter included', () => {
    expect(pathMatches('/:id', '/7')).toBe(true)
    expect(pathMatches('/:id', '/')).toBe(false)
    expect(pathMatches('/', '/')).toBe(true)
    expect(pathMatches('/:id/duplicate', '/7/duplicate')).toBe(true)
    expect(pathMatches('/access/:id?', '/access')).toBe(true)
    expect(pathMatches('/access/:id?', '/access/7')).toBe(true)
    expect(pathMatches('/seo/crawl', '/seo/crawls')).toBe(false)
  })

  it('are read from the collection, the global or the config the address names', () => {
    expect(allowedMethods(config, '/api/news-updates/7')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'])
    expect(allowedMethods(config, '/api/news-updates')).toEqual(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'])
    expect(allowedMethods(config, '/api/globals/site-settings')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowedMethods(config, '/api/seo/crawl')).toEqual(['POST', 'OPTIONS'])
  })

  it('are the named endpoint\'s alone where its path is written out, not also a document\'s ("login" is no ID)', () => {
    expect(allowedMethods(config, '/api/news-updates/login')).toEqual(['POST', 'OPTIONS'])
    expect(allowedMethods(config, '/api/news-updates/7')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'])
  })

  it('are none for an address nothing answers, which stays a 404', () => {
    for (const path of ['/api/nothing', '/api/news-updates/7/nothing', '/api/globals/nothing', '/api/payload-migrations', '/about']) {
      expect(allowedMethods(config, path), path).toEqual([])
    }
  })

  it('are named in the message, with PATCH or POST offered for PUT', () => {
    expect(wrongMethodMessage('PUT', '/api/news-updates/7', ['GET', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'])).toBe(
      'PUT is not accepted at /api/news-updates/7, which takes GET, PATCH and DELETE. To change a document, send PATCH with the fields to change.',
    )
    expect(wrongMethodMessage('PUT', '/api/globals/site-settings', ['GET', 'HEAD', 'POST', 'OPTIONS'])).toBe(
      'PUT is not accepted at /api/globals/site-settings, which takes GET and POST. To change it, send POST with the fields to change.',
    )
    expect(wrongMethodMessage('GET', '/api/seo/crawl', ['POST', 'OPTIONS'])).toBe('GET is not accepted at /api/seo/crawl, which takes POST.')
  })
})

describe('a request with a method the address does not take', () => {
  const routeNotFound = (path: string) => async () => Response.json({ message: `Route not found "${path}"` }, { status: 404 })

  it('answers 405 with the Allow header instead of Payload’s "Route not found"', async () => {
    const handler = wrongMethodIs405(routeNotFound('/api/news-updates/7'), config)
    const res = await handler(new Request('http://site/api/news-updates/7', { method: 'PUT' }))
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE, OPTIONS')
    expect((await res.json()).errors[0].message).toMatch(/^PUT is not accepted at \/api\/news-updates\/7/)
  })

  it('answers 405 for a word address that reached the document route and found no such document', async () => {
    const notFound = async () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const res = await wrongMethodIs405(notFound, config)(new Request('http://site/api/news-updates/login', { method: 'GET' }))
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await res.json()).errors[0].message).toBe('GET is not accepted at /api/news-updates/login, which takes POST.')
  })

  it('leaves every other answer alone: a real 404, a document not found, a success', async () => {
    const unknown = await wrongMethodIs405(routeNotFound('/api/nothing'), config)(new Request('http://site/api/nothing', { method: 'PUT' }))
    expect(unknown.status).toBe(404)
    const notFound = async () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    expect((await wrongMethodIs405(notFound, config)(new Request('http://site/api/news-updates/9', { method: 'GET' }))).status).toBe(404)
    const ok = async () => Response.json({ id: 7 })
    expect((await wrongMethodIs405(ok, config)(new Request('http://site/api/news-updates/7', { method: 'GET' }))).status).toBe(200)
  })
})
