import { telHref } from '@/lib/site/contact'

import { EmailAddress } from './EmailAddress'
import { MailIcon, PhoneIcon } from './icons'
import { PhoneNumber } from './PhoneNumber'

/**
 * A link that calls a number, with the phone icon and the number kept in one piece (PhoneNumber); `label` ("Call")
 * goes before the number, as on the home and service pages' hero buttons. Plain markup, drawn on the server.
 */
export function CallLink({
  phone,
  className,
  label,
  iconClassName = 'h-4 w-4 shrink-0',
}: {
  phone: string
  /** The link's classes (a flex row holds the icon and the words). */
  className: string
  label?: string
  iconClassName?: string
}) {
  return (
    <a href={telHref(phone)} className={className}>
      <PhoneIcon className={iconClassName} />{' '}
      {label ? (
        <span>
          {label} <PhoneNumber number={phone} />
        </span>
      ) : (
        <PhoneNumber number={phone} />
      )}
    </a>
  )
}

/**
 * A link that calls the firm (when it has a phone number) and one that writes to it, each with its icon: the header's
 * contact bar, the phone menu and the home page's "Talk to a chartered accountant" panel. The number stays in one piece
 * and the address breaks only at its @ or a dot (PhoneNumber, EmailAddress). Plain markup, drawn on the server.
 */
export function CallAndWriteLinks({
  phone,
  email,
  className,
  iconClassName = 'h-4 w-4 shrink-0',
}: {
  phone: string | null | undefined
  email: string
  /** Each link's classes (a flex row holds the icon and the words). */
  className: string
  iconClassName?: string
}) {
  return (
    <>
      {phone ? <CallLink phone={phone} className={className} iconClassName={iconClassName} /> : null}
      <a href={`mailto:${email}`} className={className}>
        <MailIcon className={iconClassName} />{' '}
        <span className="min-w-0">
          <EmailAddress address={email} />
        </span>
      </a>
    </>
  )
}
