/** The one h1 of a page. */
export const PageTitle = ({ children }: { readonly children: string }) => (
  <h1 className="mb-4 text-2xl font-bold text-ink-900">{children}</h1>
)
