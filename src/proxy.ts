import { type NextRequest, NextResponse } from 'next/server'

/**
 * Next.js answers an address with a broken %-escape (`/blog/%ff`, `/50%`) with a bare 500 "Internal Server
 * Error" (vercel/next.js#94278): it fails to decode the path before any page code runs. Such an address is the
 * sender's mistake, so it gets a 400 here, before routing. Everything else passes through untouched.
 */
export function proxy(request: NextRequest): NextResponse | undefined {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return undefined
  } catch {
    return new NextResponse('Bad request: the address contains an invalid %-escape.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}

export const config = {
  // Not the build's own files, which never carry such escapes.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
