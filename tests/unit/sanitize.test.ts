import { describe, expect, it } from 'vitest'

import { sanitizeArticleHtml, withScrollableTables } from '@/lib/sanitize'

describe('article HTML sanitiser (spec 01 section 5)', () => {
  it('removes script, style, iframe, object and embed blocks with their content', () => {
    const html = sanitizeArticleHtml(
      '<p>Keep</p><script>alert(1)</script><style>p{}</style><iframe src="x">frame</iframe><object data="x">obj</object><embed src="x">',
    )
    expect(html).toBe('<p>Keep</p>')
  })
  it('drops inline event handlers and any attribute outside href, title, target, rel', () => {
    expect(sanitizeArticleHtml('<p onclick="x()" style="color:red" class="c">Hi</p>')).toBe('<p>Hi</p>')
    expect(sanitizeArticleHtml('<a href="/x" title="T" onmouseover="y()">L</a>')).toBe('<a href="/x" title="T">L</a>')
  })
  it('drops javascript:, data: and vbscript: links but keeps http(s), mailto and tel', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(sanitizeArticleHtml('<a href="data:text/html,hi">a</a>')).toBe('<a>a</a>')
    expect(sanitizeArticleHtml('<a href="vbscript:msgbox">a</a>')).toBe('<a>a</a>')
    expect(sanitizeArticleHtml('<a href="https://x.in">a</a><a href="mailto:a@b.in">m</a><a href="tel:+911">t</a>')).toBe(
      '<a href="https://x.in">a</a><a href="mailto:a@b.in">m</a><a href="tel:+911">t</a>',
    )
  })
  it('keeps the allowed structure: headings, lists, emphasis, tables, quotes, code', () => {
    const input =
      '<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul><table><tbody><tr><td>1</td></tr></tbody></table><blockquote>q</blockquote><pre><code>c</code></pre><br />'
    expect(sanitizeArticleHtml(input)).toBe(input.replace('<br />', '<br />'))
  })
  it('shows a heading 1 as a heading 2: the page has its title as its one heading 1', () => {
    expect(sanitizeArticleHtml('<h1 class="x">Overview</h1><h2>Rates</h2>')).toBe('<h2>Overview</h2><h2>Rates</h2>')
  })
  it('unwraps other tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<div><span>text</span><img src="x" onerror="y()"></div>')).toBe('text')
  })
  it('makes links that open a new tab safe', () => {
    expect(sanitizeArticleHtml('<a href="https://x.in" target="_blank">x</a>')).toBe('<a href="https://x.in" target="_blank" rel="noopener noreferrer">x</a>')
  })
})

describe('withScrollableTables', () => {
  it('wraps each table in a focusable region named by its caption, or "Table"', () => {
    const html = sanitizeArticleHtml('<table><caption>TDS <b>rates</b> "2026"</caption><tr><td>1</td></tr></table><p>x</p><table><tr><td>2</td></tr></table>')
    expect(withScrollableTables(html)).toBe(
      '<div class="table-scroll" role="region" aria-label="TDS rates &quot;2026&quot;" tabindex="0"><table><caption>TDS <b>rates</b> "2026"</caption><tr><td>1</td></tr></table></div>' +
        '<p>x</p><div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><tr><td>2</td></tr></table></div>',
    )
  })
  it('leaves HTML without tables as it is', () => {
    expect(withScrollableTables('<p>table</p><code>&lt;table&gt;</code>')).toBe('<p>table</p><code>&lt;table&gt;</code>')
  })
})
