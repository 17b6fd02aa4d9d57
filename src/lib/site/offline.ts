import type { SiteSetting } from '@/payload-types'

import { escapeHtml } from '../format'
import { addressLine, telHref } from './contact'

/** What a visitor without a connection can still use: the firm's numbers, e-mail, address and hours. */
export type OfflineContact = {
  firmName: string
  phones: { label: string | null; number: string }[]
  email: string
  address: string | null
  hours: string | null
}

export function offlineContact(settings: SiteSetting): OfflineContact {
  const address = addressLine(settings.address, { postalCode: true })
  return {
    firmName: settings.firmName,
    phones: (settings.phones ?? []).filter((p) => p.number?.trim()).map((p) => ({ label: p.label?.trim() || null, number: p.number.trim() })),
    email: settings.email,
    address: address || null,
    hours: settings.hoursText?.trim() || null,
  }
}

/**
 * The page the service worker shows when a visitor opens a page of the site without a connection. It is one
 * self-contained document (inline styles, no images, no scripts beyond "Try again"), because nothing else of
 * the site can be fetched then. Phone links still work offline: a call needs no data.
 */
export function offlinePageHtml(c: OfflineContact): string {
  const e = escapeHtml
  const phones = c.phones
    .map(
      (p) =>
        `<a class="card" href="${e(telHref(p.number))}"><span class="label">${e(p.label ?? 'Call us')}</span>` +
        `<span class="value">${e(p.number)}</span></a>`,
    )
    .join('')
  const details = [
    c.address ? `<p><strong>Office</strong> ${e(c.address)}</p>` : '',
    c.hours ? `<p><strong>Hours</strong> ${e(c.hours)}</p>` : '',
  ].join('')
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1f2937">
<title>You are offline | ${e(c.firmName)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f8fafc;color:#1f2937;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:#172554;color:#fff;padding:16px 24px;font-weight:700;font-size:18px}
main{max-width:640px;margin:0 auto;padding:48px 24px}
h1{font-size:30px;line-height:1.2;margin:0 0 12px}
p{margin:0 0 12px}
.lead{color:#475569}
.retry{display:inline-block;margin:12px 0 32px;padding:12px 20px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.retry:hover{background:#1e40af}
h2{font-size:18px;margin:0 0 12px}
.cards{display:grid;gap:12px;margin-bottom:16px}
.card{display:flex;flex-direction:column;padding:14px 16px;border:1px solid #e2e8f0;border-radius:10px;background:#fff;color:inherit;text-decoration:none}
.card:hover{border-color:#1d4ed8}
.label{font-size:14px;color:#475569}
.value{font-weight:600;color:#1e40af;word-break:break-word}
a:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<header>${e(c.firmName)}</header>
<main>
<h1>You are offline</h1>
<p class="lead">This page could not load because your device is not connected to the internet. Check your connection and try again.</p>
<button class="retry" type="button" onclick="location.reload()">Try again</button>
<h2>Reach us without the internet</h2>
<div class="cards">${phones}<a class="card" href="mailto:${e(c.email)}"><span class="label">E-mail us (sent when you are back online)</span><span class="value">${e(c.email)}</span></a></div>
${details}
</main>
</body>
</html>`
}
