import { EmailAddress } from '@/components/EmailAddress'

/**
 * The address beside an e-mail button, for a visitor whose device opens no mail app for it (webmail in a browser,
 * a shared office PC): they copy it into their own mail. `select-all` selects it whole with one tap.
 */
export function WriteTo({ email, subject, className = 'text-slate-600' }: { email: string; subject: string; className?: string }) {
  return (
    <p className={`text-sm print:hidden ${className}`}>
      or e-mail your CV to <span className="select-all font-semibold"><EmailAddress address={email} /></span> with the subject “{subject}”
    </p>
  )
}
