'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { telHref } from '@/lib/site/contact'
import { EmailAddress } from './EmailAddress'

export type FirmContact = { phone: string | null; email: string }

const Context = createContext<FirmContact | null>(null)

/** Makes the firm's phone and e-mail available to client views that cannot fetch them (the error screen). */
export function FirmContactProvider({ value, children }: { value: FirmContact; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export const useFirmContact = () => useContext(Context)

/**
 * "{lead} Call {phone} or e-mail {email}." (without a phone number, "{lead} E-mail {email}."), for the error views;
 * nothing when the firm's contact details are not provided.
 */
export function FirmContactLine({ lead }: { lead: string }) {
  const contact = useFirmContact()
  if (!contact) return null
  const link = 'font-semibold text-brand-700 underline'
  return (
    <p className="mt-8 text-sm text-slate-600">
      {lead}{' '}
      {contact.phone ? (
        <>
          Call{' '}
          <a className={`${link} whitespace-nowrap`} href={telHref(contact.phone)}>
            {contact.phone}
          </a>{' '}
          or e-mail{' '}
        </>
      ) : (
        'E-mail '
      )}
      <a className={link} href={`mailto:${contact.email}`}>
        <EmailAddress address={contact.email} />
      </a>
      .
    </p>
  )
}
