/**
 * One article as the old site stored it: HTML, with the kind of leftovers imports carry (an embedded frame, an
 * inline handler, a javascript: link). The site shows it through the sanitiser, so none of that reaches visitors.
 */
export const IMPORTED_ARTICLE = {
  title: 'TDS Rates Chart: A Quick Reference for Businesses',
  slug: 'tds-rates-chart-quick-reference',
  excerpt: 'The TDS sections a small business meets most often, their thresholds and rates, and the due dates for deposit and returns.',
  category: 'Compliance' as const,
  tags: ['TDS', 'Compliance', 'Due Dates'],
  author: 'Compliance Desk',
  published_date: '2026-09-02T09:00:00.000Z',
  meta_description: 'A quick reference to common TDS sections for businesses in India: thresholds, rates, deposit due dates and quarterly returns.',
  content_html: `<h2>Common TDS sections</h2>
<p onclick="track()">Tax deducted at source (TDS) is collected when you pay, not when the payee files. These are the sections most businesses meet:</p>
<table>
<thead><tr><th>Section</th><th>Payment</th><th>Threshold</th><th>Rate</th></tr></thead>
<tbody>
<tr><td>192</td><td>Salary</td><td>Basic exemption limit</td><td>Slab rates</td></tr>
<tr><td>194C</td><td>Contractors</td><td>Rs 30,000 single / Rs 1 lakh a year</td><td>1% individuals, 2% others</td></tr>
<tr><td>194J</td><td>Professional fees</td><td>Rs 30,000 a year</td><td>10% (2% technical services)</td></tr>
<tr><td>194I</td><td>Rent</td><td>Rs 2.4 lakh a year</td><td>2% plant, 10% land and building</td></tr>
</tbody>
</table>
<iframe src="https://legacy.example.com/widget"></iframe>
<h2>Due dates</h2>
<ul>
<li><strong>Deposit:</strong> by the 7th of the following month (30 April for March).</li>
<li><strong>Quarterly returns:</strong> 31 July, 31 October, 31 January and 31 May.</li>
</ul>
<p>Late deposit attracts interest of 1.5% a month. <a href="javascript:alert(1)">Old calculator</a> · <a href="/services/compliance-services">Let us handle your TDS</a></p>
<script>document.title = 'hacked'</script>`,
}
