/**
 * Gives a staff account a new password from the server's command line: `npm run reset-password -- <email>`.
 *
 * The way back in for someone who has lost a password where the admin's "Forgot password?" cannot reach them: with
 * no SMTP server configured the reset e-mail is only noted in the log, without its link, and nobody can sign up. It
 * needs the shell of the machine the site runs on, as changing the database by hand would. The new password is
 * NEW_PASSWORD when set, else one is generated and printed once. A lock left by too many wrong passwords is lifted.
 */
import crypto from 'node:crypto'

// Set before the config loads: this short run queues no crawl and runs no background jobs.
process.env.SEO_SKIP_ONINIT = '1'
process.env.JOBS_AUTORUN = 'false'

/** The shortest NEW_PASSWORD accepted: as long as the generated ones are. */
const MIN_PASSWORD_LENGTH = 12

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase()
  const chosen = process.env.NEW_PASSWORD
  if (!email) {
    console.error('Name the account: npm run reset-password -- <email>  (NEW_PASSWORD=... to choose the new password)')
    return 2
  }
  if (chosen !== undefined && chosen.length < MIN_PASSWORD_LENGTH) {
    console.error(`NEW_PASSWORD is too short: use at least ${MIN_PASSWORD_LENGTH} characters, or leave it unset to get a generated one.`)
    return 2
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  try {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user) {
      const staff = await payload.find({ collection: 'users', limit: 50, depth: 0, sort: 'email', overrideAccess: true, pagination: false })
      const list = staff.docs.map((u) => `${u.email} (${(u.roles ?? []).join(', ') || 'no role'})`)
      console.error(`No user has the e-mail ${email}.${list.length ? ` Users of this database: ${list.join('; ')}.` : ' This database has no users yet.'}`)
      return 1
    }
    const password = chosen ?? crypto.randomBytes(12).toString('base64url')
    await payload.update({ collection: 'users', id: user.id, data: { password }, overrideAccess: true })
    // Payload types the unlock data with a password it does not read: the e-mail picks the account.
    await payload.unlock({ collection: 'users', data: { email, password }, overrideAccess: true })
    const roles = (user.roles ?? []).join(', ') || 'no role'
    console.log(
      chosen !== undefined
        ? `The password of ${email} (${roles}) is now NEW_PASSWORD.`
        : `The password of ${email} (${roles}) is now: ${password}\nIt is shown only this once: keep it now, or change it in the admin under Account.`,
    )
    return 0
  } finally {
    await payload.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
