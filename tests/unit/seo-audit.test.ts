import { PassThrough } from 'node:stream'

import { createElement as h, Suspense, use } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { containsPhrase, countPhrase } from '../../plugins/seo-audit/lib/keywordMatch'
import { parsePage, sitemapUrls } from '../../plugins/seo-audit/lib/parsePage'
import { keywordSignals, PAGE_SCORE_WEIGHTS, scorePage } from '../../plugins/seo-audit/lib/pageScore'

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

const goodPage = `<!doctype html><html lang="en-IN"><head>
<title>GST Registration in Gurgaon: Fees, Documents and Timeline</title>
<meta name="description" content="GST registration in Gurgaon from ₹2,999: who must register, the documents you need and how long it takes, from chartered accountants in Sector 102.">
<meta name="viewport" content="width=device-width">
<link rel="canonical" href="https://firm.in/services/gst-registration">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage"}</script>
<script type="application/ld+json">[{"@type":"BreadcrumbList"},{"@graph":[{"@type":"AccountingService"}]}]</script>
</head><body><header><a href="/">Home</a><a href="/blog">Blog</a></header>
<main><h1>GST Registration in Gurgaon</h1>
<p>GST registration is the first step for a growing business. ${filler(60)}</p>
<h2>Who needs GST registration</h2><p>${filler(150)} GST registration ${filler(100)}</p>
<h3>Documents</h3><img src="/a.jpg" alt="Documents for GST registration"><img src="/b.jpg" alt="">
<p><a href="/services/audit">Audit</a> <a href="https://www.gst.gov.in/">GST portal</a> <a href="mailto:a@b.in">mail</a> <a href="#top">top</a> ${filler(20)}</p>
<script>var hidden = "GST registration GST registration"</script></main>
<footer><a href="/contact">Contact</a></footer></body></html>`

describe('page parsing', () => {
  const facts = parsePage(goodPage, 'https://firm.in/services/gst-registration')
  it('reads title, description, headings, canonical, language and structured data', () => {
    expect(facts.page_url).toBe('/services/gst-registration')
    expect(facts.title).toBe('GST Registration in Gurgaon: Fees, Documents and Timeline')
    expect(facts.meta_description).toMatch(/^GST registration in Gurgaon from ₹2,999/)
    expect(facts.h1_tag).toBe('GST Registration in Gurgaon')
    expect(facts.h1_count).toBe(1)
    expect(facts.headings).toEqual(['Who needs GST registration', 'Documents'])
    expect(facts.canonical).toBe('https://firm.in/services/gst-registration')
    expect(facts.lang).toBe('en-IN')
    expect(facts.has_viewport).toBe(true)
    expect(facts.structured_data_types).toEqual(['FAQPage', 'BreadcrumbList', 'AccountingService'])
  })
  it('counts main-content words without scripts, links by origin, and images with alt', () => {
    expect(facts.body_text).not.toContain('hidden')
    expect(facts.word_count).toBeGreaterThan(330)
    expect(facts.internal_links_count).toBe(4)
    expect(facts.external_links_count).toBe(1)
    expect(facts.images_count).toBe(2)
    expect(facts.images_with_alt_count).toBe(1)
    expect(facts.image_alts).toEqual(['Documents for GST registration'])
  })
  it('leaves navigation inside the content out of its text and headings: a breadcrumb trail, an article\'s list of sections', () => {
    const article = parsePage(
      `<html><body><header><h2>Menu</h2></header><main>
<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li></ol></nav>
<h1>GST registration: who must register</h1>
<nav aria-labelledby="outline"><h2 id="outline">In this article</h2><ol><li><a href="#threshold">The threshold</a></li><li><a href="#documents">Documents</a></li></ol></nav>
<h2 id="threshold">The threshold</h2><p>Forty lakh rupees of turnover.</p><h2 id="documents">Documents</h2><p>PAN and proof of address.</p>
</main></body></html>`,
      'https://firm.in/blog/gst-registration',
    )
    expect(article.headings).toEqual(['The threshold', 'Documents'])
    expect(article.body_text).toBe('GST registration: who must register The threshold Forty lakh rupees of turnover. Documents PAN and proof of address.')
    expect(article.word_count).toBe(18)
    // Its links still count as the page's links.
    expect(article.internal_links_count).toBe(2)
  })
  it("leaves an aside beside the text out of it: an article's related articles do not lend it their words, headings or keywords", () => {
    const article = parsePage(
      `<html><body><main><article><h1>GST registration: who must register</h1><h2>The threshold</h2><p>Forty lakh rupees of turnover.</p></article>
<aside aria-labelledby="related"><h2 id="related">Related Articles</h2><article><h3><a href="/blog/gst-returns">GST returns: due dates</a></h3><p>Every GST return, monthly and quarterly.</p></article></aside>
</main></body></html>`,
      'https://firm.in/blog/gst-registration',
    )
    expect(article.headings).toEqual(['The threshold'])
    expect(article.body_text).toBe('GST registration: who must register The threshold Forty lakh rupees of turnover.')
    expect(keywordSignals(article, 'gst returns')).toMatchObject({ contentFrequency: 0, inHeadings: false })
    expect(article.internal_links_count).toBe(1)
  })
  it('reads a streamed part where the browser shows it, not its loading skeleton', async () => {
    // Real React streaming: the FAQ part resolves after the shell was sent, as the home page's FAQs do.
    let resolve: (faqs: string[]) => void = () => {}
    const faqs = new Promise<string[]>((r) => (resolve = r))
    const Faqs = () => h('section', null, h('h2', null, 'Frequently Asked Questions'), ...use(faqs).map((q) => h('p', { key: q }, q)))
    const page = h('html', { lang: 'en' }, h('head', null, h('title', null, 'Home')), h('body', null,
      h('main', null, h('h1', null, 'Chartered accountants'), h(Suspense, { fallback: h('div', { 'aria-hidden': true }, 'Loading skeleton') }, h(Faqs)), h('p', null, 'After the part.')),
      h('footer', null, 'Footer')))
    const html = await new Promise<string>((done, fail) => {
      let out = ''
      const sink = new PassThrough().on('data', (c) => (out += c)).on('end', () => done(out))
      const stream = renderToPipeableStream(page, { onAllReady: () => undefined, onShellReady: () => { stream.pipe(sink); setTimeout(() => resolve(['What services does your CA firm in Gurgaon offer?']), 10) }, onShellError: fail })
    })
    expect(html).toContain('Loading skeleton')
    const streamed = parsePage(html, 'https://firm.in/')
    expect(streamed.headings).toEqual(['Frequently Asked Questions'])
    expect(streamed.body_text).toBe('Chartered accountants Frequently Asked Questions What services does your CA firm in Gurgaon offer? After the part.')
  })
  it('lists the URLs of a sitemap', () => {
    expect(sitemapUrls('<?xml version="1.0"?><urlset><url><loc>https://firm.in/</loc></url><url><loc> https://firm.in/faq </loc></url></urlset>')).toEqual([
      'https://firm.in/',
      'https://firm.in/faq',
    ])
  })
})

describe('keyword matching', () => {
  it('matches whole words, ignoring case and punctuation', () => {
    expect(containsPhrase('Fees for GST-registration, today', 'gst registration')).toBe(true)
    expect(containsPhrase('GSTregistration', 'gst registration')).toBe(false)
    expect(countPhrase('gst registration. GST Registration; gst', 'GST registration')).toBe(2)
    expect(countPhrase('anything', '  ')).toBe(0)
  })
  it('lets a writer put function words between the words of a search phrase, as searchers leave them out', () => {
    expect(containsPhrase('Why clients choose our CA firm in Gurgaon', 'ca firm gurgaon')).toBe(true)
    expect(containsPhrase('GST registration of startups', 'gst registration for startups')).toBe(true)
    expect(countPhrase('A CA firm in Gurgaon. The CA firm at Gurgaon; ca firm gurgaon', 'CA firm Gurgaon')).toBe(3)
  })
  it('still needs every content word, in order, with nothing else between them', () => {
    expect(containsPhrase('firm Gurgaon CA', 'ca firm gurgaon')).toBe(false)
    expect(containsPhrase('CA firm near Gurgaon', 'ca firm gurgaon')).toBe(false)
    expect(containsPhrase('CA firms in Gurgaon', 'ca firm gurgaon')).toBe(false)
    expect(containsPhrase('a CA firm', 'ca firm gurgaon')).toBe(false)
  })
  it('looks for a phrase of function words only as it is written', () => {
    expect(containsPhrase('the state of the art', 'of the')).toBe(true)
    expect(containsPhrase('the state of art', 'of the')).toBe(false)
  })
})

describe('comprehensive page score (spec 02 section 9 weights)', () => {
  it('weights the categories 30/25/20/15/10', () => {
    expect(Object.values(PAGE_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1)
  })
  it('passes a well-built page on nearly every check and explains any failure', () => {
    const result = scorePage(parsePage(goodPage, 'https://firm.in/services/gst-registration'), 'gst registration', 'https://firm.in')
    const failed = result.checks.filter((c) => !c.passed).map((c) => c.id)
    expect(failed).toEqual(['image-alts'])
    expect(result.checks.find((c) => c.id === 'image-alts')!.reason).toBe('1 of 2 images have no alt text.')
    expect(result.categories).toEqual({ onPage: 100, technical: 100, content: 100, experience: 67, authority: 100 })
    expect(result.score).toBe(95)
    expect(result.keyword).toMatchObject({ inTitle: true, inDescription: true, inHeadings: true })
    expect(result.keyword.contentFrequency).toBe(4)
  })
  it('finds a keyword written with function words in every place it scores, counting its content words for density', () => {
    const body = `Our CA firm in Gurgaon files returns. ${filler(90)} Talk to the CA firm at Gurgaon.`
    const signals = keywordSignals(
      { title: 'Chartered Accountants: a CA Firm in Gurgaon', meta_description: 'A CA firm in Gurgaon for tax.', h1_tag: 'x', headings: ['Why our CA firm in Gurgaon'], body_text: body, word_count: 100 },
      'ca firm gurgaon',
    )
    expect(signals).toEqual({ inTitle: true, inDescription: true, inHeadings: true, contentFrequency: 2, density: 6 })
  })
  it('scores a thin page low, with actionable reasons', () => {
    const thin = parsePage('<html><head><title>Home</title></head><body><main><p>Welcome.</p></main></body></html>', 'https://firm.in/x_page')
    const result = scorePage(thin, 'gst registration', 'https://firm.in')
    expect(result.score).toBeLessThan(25)
    const reasons = Object.fromEntries(result.checks.map((c) => [c.id, c.reason]))
    expect(reasons['title-length']).toBe('The title is 4 characters; aim for 50-60 so it is neither cut off nor too short.')
    expect(reasons['description-length']).toBe('Add a meta description of 120-160 characters.')
    expect(reasons['single-h1']).toBe('Add one H1 heading that states what the page is about.')
    expect(reasons['canonical']).toBe('Add a canonical link to this page’s own URL.')
    expect(reasons['content-length']).toBe('The page has 1 words; write at least 300 that answer the visitor’s question.')
    expect(reasons['keyword-density']).toMatch(/^Keyword density is 0%; use “gst registration” a little more/)
  })
  it('flags keyword stuffing and noindex', () => {
    const stuffed = parsePage(
      `<html lang="en"><head><title>x</title><meta name="robots" content="noindex"></head><body><main><h1>t</h1><p>${'gst registration '.repeat(60)} ${filler(300)}</p></main></body></html>`,
      'https://firm.in/',
    )
    const result = scorePage(stuffed, 'gst registration', 'https://firm.in')
    expect(result.checks.find((c) => c.id === 'keyword-density')!.reason).toMatch(/use “gst registration” less to avoid stuffing/)
    expect(result.checks.find((c) => c.id === 'indexable')!.passed).toBe(false)
  })
})

describe('page issues', () => {
  it('records page-level problems independent of keywords', async () => {
    const { pageIssues } = await import('../../plugins/seo-audit/lib/pageIssues')
    const thin = parsePage('<html><head><title>Home</title><meta name="robots" content="noindex"></head><body><main><h1>a</h1><h1>b</h1><img src="x"></main></body></html>', 'https://firm.in/x')
    expect(pageIssues(thin).map((i) => i.issue_type)).toEqual(['missing-description', 'h1-count', 'missing-canonical', 'noindex', 'images-without-alt'])
    expect(pageIssues(parsePage(goodPage, 'https://firm.in/services/gst-registration')).map((i) => i.issue_type)).toEqual(['images-without-alt'])
    expect(pageIssues({ ...thin, status_code: 404, title: '' })[0]).toEqual({ issue_type: 'http-status', severity: 'critical', message: 'The page answers 404.' })
  })

  it('flags a title or description longer than a search result shows', async () => {
    const { pageIssues } = await import('../../plugins/seo-audit/lib/pageIssues')
    const good = parsePage(goodPage, 'https://firm.in/services/gst-registration')
    const types = (title: string, meta_description: string) => pageIssues({ ...good, title, meta_description }).map((i) => i.issue_type)
    expect(types('x'.repeat(60), 'd'.repeat(160))).toEqual(['images-without-alt'])
    expect(pageIssues({ ...good, title: 'x'.repeat(61) }).find((i) => i.issue_type === 'long-title')).toEqual({
      issue_type: 'long-title',
      severity: 'warning',
      message: 'The title is 61 characters; search results cut it after about 60.',
    })
    expect(types('x'.repeat(60), 'd'.repeat(161))).toEqual(['long-description', 'images-without-alt'])
  })
})

describe("the page a keyword's target URL points at", () => {
  it('is the path in the form audits are kept under, whatever the letter case, trailing slash or query', async () => {
    const { targetPath } = await import('../../plugins/seo-audit/lib/store')
    const { canonicalTargetUrl } = await import('../../plugins/shared/collection')
    expect(targetPath('/Services/GST-Services/')).toBe('/services/gst-services')
    expect(targetPath('https://www.example.in/Services/Audit?utm_source=x#top')).toBe('/services/audit')
    expect(targetPath('/')).toBe('/')
    expect(targetPath(null)).toBe('/')
    // Stored so: site paths in that form, nothing as the home page, a full address as typed.
    expect(canonicalTargetUrl('/Services/GST-Services/')).toBe('/services/gst-services')
    expect(canonicalTargetUrl('')).toBe('/')
    expect(canonicalTargetUrl('https://www.example.in/Services/Audit')).toBe('https://www.example.in/Services/Audit')
  })
})
