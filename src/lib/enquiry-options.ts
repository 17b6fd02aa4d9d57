/** Enquiry choices, apart from the zod schema so client components can import them without zod. */
/** What a visitor can ask about: the contact page's list, plus GST from the home-page form. */
export const SERVICE_INTERESTS = [
  { value: 'taxation', label: 'Income Tax & Taxation' },
  { value: 'gst', label: 'GST Registration & Returns' },
  { value: 'audit', label: 'Audit & Assurance' },
  { value: 'registration', label: 'Company Registration' },
  { value: 'financial-planning', label: 'Financial Planning' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'international', label: 'International Taxation (NRI)' },
  { value: 'other', label: 'Other' },
] as const
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]['value']

/** The contact page's dropdown (spec 01 section 3). */
export const CONTACT_FORM_SERVICES = SERVICE_INTERESTS.filter((s) => s.value !== 'gst')

/** The home-page form's 'Service Required' list, mapped onto the stored values. */
export const HOME_FORM_SERVICES: { label: string; value: ServiceInterest }[] = [
  { label: 'Income Tax Filing', value: 'taxation' },
  { label: 'GST Registration', value: 'gst' },
  { label: 'Company Registration', value: 'registration' },
  { label: 'Audit Services', value: 'audit' },
  { label: 'Other', value: 'other' },
]

/** Toast texts of spec 01 section 8. */
export const ENQUIRY_TOASTS = {
  success: { title: 'Message sent successfully!', description: "We'll get back to you soon." },
  failure: { title: 'Error sending message', description: 'Please try again later.' },
} as const

/** The hidden field the forms carry; people never fill it, form-filling bots do. */
export const HONEYPOT_FIELD = 'website'
