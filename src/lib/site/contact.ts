/** A tel: link for a phone number as people write it ('+91 98100 12345'). Safe for client components. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`
