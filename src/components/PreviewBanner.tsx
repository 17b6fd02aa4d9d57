import { exitPreviewUrl } from '@/lib/site/previewPaths'

type Props = { path: string; published: boolean; hasUnpublishedChanges: boolean; active: boolean }

/** Tells an editor in preview what they are looking at and what visitors see instead. */
export function PreviewBanner({ path, published, hasUnpublishedChanges, active }: Props) {
  const state = !published
    ? 'This draft is not published: visitors cannot see it yet.'
    : hasUnpublishedChanges
      ? 'You are seeing unpublished changes: visitors see the published version.'
      : 'This is the published version: there are no unpublished changes.'
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <p>
          <strong className="font-semibold">Preview.</strong> {state}
          {active ? '' : ' The article is inactive, so it stays hidden from the site even when published.'}
        </p>
        {/* A plain link: leaving preview is a request to the server, not a client-side navigation. */}
        <a href={exitPreviewUrl(path)} className="whitespace-nowrap font-semibold underline underline-offset-2 hover:text-amber-800">
          Exit preview
        </a>
      </div>
    </div>
  )
}
