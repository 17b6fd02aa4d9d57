import { exitPreviewUrl } from '@/lib/site/previewPaths'

type Props = { path: string; published: boolean; hasUnpublishedChanges: boolean; active: boolean }

/** Tells an editor in preview what they are looking at and what visitors see instead. */
export function PreviewBanner({ path, published, hasUnpublishedChanges, active }: Props) {
  const state = !published
    ? 'This draft is not published: visitors cannot see it yet.'
    : hasUnpublishedChanges
      ? 'You are seeing unpublished changes: visitors see the published version.'
      : 'This is the published version: there are no unpublished changes.'
  return <PreviewBar path={path}>{state}{active ? '' : ' The article is inactive, so it stays hidden from the site even when published.'}</PreviewBar>
}

/**
 * The same on every other page (the site's layout renders it): only articles have drafts, so an editor in preview sees
 * what visitors see, and is told that a page's content, which has no draft, is on the site once saved.
 */
export function PagePreviewBanner({ path }: { path: string }) {
  return <PreviewBar path={path}>Pages have no drafts: this is what visitors see, and page content shows here and on the site as soon as it is saved.</PreviewBar>
}

function PreviewBar({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p>
          <strong className="font-semibold">Preview.</strong> {children}
        </p>
        {/* A plain link: leaving preview is a request to the server, not a client-side navigation. */}
        <a href={exitPreviewUrl(path)} className="whitespace-nowrap font-semibold underline underline-offset-2 hover:text-amber-800">
          Exit preview
        </a>
      </div>
    </div>
  )
}
