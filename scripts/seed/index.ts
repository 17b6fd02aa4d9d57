import crypto from 'node:crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { SEED_FAQS } from '../../src/content/faqs'
import { SEED_JOBS } from '../../src/content/jobs'
import { SEED_KEYWORDS } from '../../src/content/keywords'
import { nextDeadline } from '../../src/lib/careers'
import { SEED_ARTICLES, type SeedArticle } from './articles'
import { coverImage, heroImage } from './images'
import { IMPORTED_ARTICLE } from './imported'

const context = { disableRevalidate: true }

const generatedPassword = () => crypto.randomBytes(12).toString('base64url')

async function seedUsers(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const adminEmail = (process.env.ADMIN_EMAIL || 'admin@example.com').toLowerCase()
  const adminPassword = process.env.ADMIN_PASSWORD || generatedPassword()
  const editorEmail = (process.env.EDITOR_EMAIL || 'editor@example.com').toLowerCase()
  const editorPassword = process.env.EDITOR_PASSWORD || generatedPassword()
  await payload.create({
    collection: 'users',
    data: { email: adminEmail, password: adminPassword, name: 'Site administrator', roles: ['admin'] },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'users',
    data: { email: editorEmail, password: editorPassword, name: 'Demo editor', roles: ['editor'] },
    overrideAccess: true,
    context,
  })
  const lines = [
    `Admin:  ${adminEmail}  ${process.env.ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : `password: ${adminPassword}`}`,
    `Editor: ${editorEmail}  ${process.env.EDITOR_PASSWORD ? '(password from EDITOR_PASSWORD)' : `password: ${editorPassword}`}`,
  ]
  const generated = !process.env.ADMIN_PASSWORD || !process.env.EDITOR_PASSWORD
  console.log(
    ['', '='.repeat(72), 'Created the first users of the admin.', ...lines,
      generated ? 'Generated passwords are shown only this once: keep them now.' : '', '='.repeat(72), '']
      .filter(Boolean)
      .join('\n'),
  )
}

async function seedSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (current?.firmName) return
  const picture = await heroImage()
  const hero = await payload.create({
    collection: 'media',
    data: { alt: 'Illustration of office towers at dusk, their windows lit' },
    file: { data: picture, mimetype: 'image/jpeg', name: 'home-hero.jpg', size: picture.length },
    overrideAccess: true,
    context,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    context,
    data: {
      firmName: 'Chartered Accountants Gurgaon',
      tagline: 'Tax, audit and compliance for individuals and businesses in Gurgaon and Delhi NCR',
      // Placeholders: an admin replaces them with the firm's real details in Settings > Site settings.
      phones: [
        { label: 'Office (placeholder)', number: '+91 00000 00000' },
        { label: 'Mobile (placeholder)', number: '+91 00000 00001' },
      ],
      email: 'contact@example.com',
      address: {
        street: 'Office address placeholder',
        locality: 'Sector 102',
        city: 'Gurgaon',
        region: 'Haryana',
        postalCode: '122006',
        country: 'IN',
      },
      hoursText: 'Mon-Sat 9:00 AM - 6:00 PM',
      openingHours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '09:00', closes: '16:00' },
      ],
      whatsapp: 'https://wa.me/910000000000',
      whatsappChannel: 'https://whatsapp.com/channel/placeholder',
      instagram: 'https://www.instagram.com/placeholder',
      facebook: 'https://www.facebook.com/placeholder',
      linkedin: 'https://www.linkedin.com/company/placeholder',
      youtube: 'https://www.youtube.com/@placeholder',
      yearsExperience: '15+',
      clients: '500+',
      clientSavings: '₹100 Cr+',
      successRate: '98%',
      compliance: '100%',
      support: '24/7',
      rating: { value: 4.8, count: 127, contactPageValue: 5.0, contactPageLabel: '500+ Satisfied Clients' },
      // One placeholder picture for both pages; the firm puts photographs of its office in their places.
      heroImage: hero.id,
      contactImage: hero.id,
    },
  })
  console.log('[seed] Site settings filled with placeholders: replace them in Settings > Site settings.')
}

async function seedArticles(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'news-updates', overrideAccess: true })
  if (totalDocs > 0) return
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const req = (await createLocalReq({ context }, payload)) as PayloadRequest
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    for (const article of SEED_ARTICLES) {
      await seedArticle(payload, req, editorConfig, article).catch((err: unknown) => {
        throw new Error(`Seeding the article "${article.slug}" failed: ${err instanceof Error ? err.message : String(err)}`)
      })
    }
    await payload.create({
      collection: 'news-updates',
      data: { ...IMPORTED_ARTICLE, active: true, trending: false, _status: 'published' },
      overrideAccess: true,
      req,
      context,
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (err) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw err
  }
  console.log(`[seed] Created ${SEED_ARTICLES.length} demo articles with cover images and 1 imported HTML article.`)
}

async function seedArticle(
  payload: Payload,
  req: PayloadRequest,
  editorConfig: Awaited<ReturnType<typeof editorConfigFactory.default>>,
  article: SeedArticle,
) {
  const data = await coverImage(article.slug, article.category)
  const image = await payload.create({
    collection: 'media',
    data: { alt: `Illustration for the article “${article.title}”` },
    file: { data, mimetype: 'image/jpeg', name: `${article.slug}.jpg`, size: data.length },
    overrideAccess: true,
    req,
    context,
  })
  const { markdown, published, ...fields } = article
  await payload.create({
    collection: 'news-updates',
    data: {
      ...fields,
      content: convertMarkdownToLexical({ editorConfig, markdown }),
      published_date: published,
      image: image.id,
      active: true,
      trending: Boolean(article.trending),
      _status: 'published',
    },
    overrideAccess: true,
    req,
    context,
  })
}

/** Creates documents in one transaction, one after another (an orderable collection lists them in this order); all or nothing. */
async function createAll(payload: Payload, collection: 'faqs' | 'job-openings' | 'page-content' | 'keywords', docs: Record<string, unknown>[]) {
  const req = (await createLocalReq({ context }, payload)) as PayloadRequest
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    for (const data of docs) {
      await payload.create({ collection, data: data as never, overrideAccess: true, req, context })
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (err) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw new Error(`Seeding ${collection} failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}

async function seedFaqs(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'faqs', overrideAccess: true })
  if (totalDocs > 0) return
  await createAll(payload, 'faqs', SEED_FAQS.map((f) => ({ ...f, active: true })))
  console.log(`[seed] Created ${SEED_FAQS.length} FAQs.`)
}

async function seedJobs(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'job-openings', overrideAccess: true })
  if (totalDocs > 0) return
  // The spec's July/August 2025 deadlines have passed: a new install gets the same days in the year ahead.
  const now = new Date()
  await createAll(
    payload,
    'job-openings',
    SEED_JOBS.map((j) => ({
      ...j,
      deadline: nextDeadline(j.deadline, now),
      responsibilities: j.responsibilities.map((text) => ({ text })),
      requirements: j.requirements.map((text) => ({ text })),
      active: true,
    })),
  )
  console.log(`[seed] Created ${SEED_JOBS.length} job openings.`)
}

/** The about page's enhanced content, as spec 01 section 2 shows it. */
async function seedPageContent(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'page-content', overrideAccess: true })
  if (totalDocs > 0) return
  await createAll(payload, 'page-content', [
    {
      path: '/about',
      source: 'manual',
      enhanced: {
        heading: 'Expert CA Services in Gurgaon',
        paragraphs: [
          {
            text: 'Businesses across Gurgaon and Delhi NCR rely on our chartered accountants for income tax, GST, audit and company law work. Every engagement is led by a qualified CA who knows the local authorities and the industries our clients work in.',
          },
          {
            text: 'Whether you are a salaried professional filing your first return, a startup registering a company, or an established business facing a statutory audit, we explain what is needed, agree a fixed fee and deliver on time.',
          },
          {
            text: 'Our office in Sector 102 is open Monday to Saturday, and most of our work can be done remotely: share documents by e-mail or WhatsApp and we handle the rest.',
          },
        ],
        links_heading: 'Related Professional Services',
        links: [
          { text: 'All our services', url: '/services', context: 'Tax, GST, audit, accounting and more' },
          { text: 'Tax planning', url: '/services/tax-planning', context: 'Lower tax, legally, all year round' },
          { text: 'Business consulting', url: '/services/business-consulting', context: 'Plans, funding and growth advice' },
          { text: 'Talk to us', url: '/#contact', context: 'A free first consultation' },
        ],
      },
    },
  ])
  console.log('[seed] Created page content for /about.')
}

async function seedKeywords(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'keywords', overrideAccess: true })
  if (totalDocs > 0) return
  await createAll(payload, 'keywords', SEED_KEYWORDS)
  console.log(`[seed] Created ${SEED_KEYWORDS.length} tracked keywords (scored by the first crawl; positions stay empty until a rank provider is set up).`)
}

/** Seeds what is missing on a new database. Each part runs only when its collection is empty. */
export async function seed(payload: Payload): Promise<void> {
  await seedUsers(payload)
  await seedSettings(payload)
  await seedArticles(payload)
  await seedFaqs(payload)
  await seedJobs(payload)
  await seedPageContent(payload)
  await seedKeywords(payload)
}
