/**
 * Where the page's script does not run (blocked, failed, or not loaded on a poor connection), the controls that only
 * work with it are hidden and what they would open is reachable another way. Marked in the markup with
 * `data-needs-script`: a control that does nothing without script (bookmark, reading progress, the GST calculator).
 * The other way round, `hidden data-without-script`: what is shown only then (the blog's Saved list says it needs it).
 * The menus, the Share popover, FAQ answers and job details are native disclosures (`<details>`), and the careers
 * filter is radio buttons that the page's CSS follows, which need no script; the chat button and Share's Copy link
 * are drawn by the script itself, once it runs.
 */
// In Tailwind's base layer: its preflight hides `[hidden]` with `!important` there, and an important declaration in a
// layer wins over any outside layers; within the layer, these more specific selectors win.
const NO_SCRIPT_CSS = [
  '@layer base{',
  '[data-needs-script]{display:none!important}',
  '[data-without-script][hidden]{display:block!important}',
  '}',
].join('')

export function NoScriptStyles() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>
  )
}
