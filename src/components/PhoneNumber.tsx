/**
 * A phone number kept in one piece: "+91 98100" at the end of a line and "12345" on the next is easily misread. It
 * moves to a line of its own when the rest of the line is too short; only a box narrower than the whole number (a
 * phone zoomed far in) breaks it, at its spaces. Plain markup, for server and client components alike.
 *
 * For a number in a button-like link or a list of contacts. A number that is itself an underlined link inside running
 * text (the legal pages, the chat's answers, FirmContact) keeps `whitespace-nowrap` on its link instead: an inline block
 * inside a link is drawn without the link's underline, and those lines always have room for the whole number.
 */
export function PhoneNumber({ number }: { number: string }) {
  return <span className="inline-block">{number}</span>
}
