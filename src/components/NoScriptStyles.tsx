/**
 * Where the page's script does not run (blocked, failed, or not loaded on a poor connection), the controls that only
 * work with it are hidden and what they would open is reachable another way. Marked in the markup with:
 * - `data-needs-script`: a control that does nothing without script (chat, share, bookmark, job tabs): hidden;
 * - `data-hover-menu`: a menu item whose list opens on a click (Our Firm): it opens on hover and keyboard focus.
 */
// In Tailwind's base layer: its preflight hides `[hidden]` with `!important` there, and an important declaration in a
// layer wins over any outside layers; within the layer, these more specific selectors win.
const NO_SCRIPT_CSS = [
  '@layer base{',
  '[data-needs-script]{display:none!important}',
  '[data-hover-menu]:hover>[hidden],[data-hover-menu]:focus-within>[hidden]{display:block!important}',
  '}',
].join('')

export function NoScriptStyles() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>
  )
}
