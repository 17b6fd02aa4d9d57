const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// India's time (no daylight saving) in numbers; the month's name from MONTHS, as the migrations that named older
// rows write it with PostgreSQL's `Mon` (Intl's en-IN would write "Sept").
const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
})

/**
 * A moment as the SEO suite names its records, in India's time: "22 Nov 2026, 21:09 IST". Payload shows other dates
 * in the browser's zone, so the zone is written out. SQL for rows named before: `to_char(ts AT TIME ZONE
 * 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'`.
 */
export function istStamp(at: Date): string {
  const part = Object.fromEntries(IST_PARTS.formatToParts(at).map((p) => [p.type, p.value]))
  return `${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year}, ${part.hour}:${part.minute} IST`
}
