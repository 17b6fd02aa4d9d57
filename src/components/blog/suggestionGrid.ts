/** The grid the suggestion cards of "Article Not Found" stand in, server-drawn or closer ones drawn in the browser. */
export const SUGGESTION_GRID_CLASS = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
