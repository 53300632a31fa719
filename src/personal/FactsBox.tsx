import { FactList } from "../ui/FactList"

/** What a form shows of its person as read-only facts beside the picker: label and value pairs. */
export const FactsBox = ({ title, rows }: { readonly title: string; readonly rows: ReadonlyArray<readonly [string, string]> }) => (
  <section aria-label={title} className="mt-2 rounded-md border border-ink-200 bg-ink-50 p-3">
    <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
    <FactList items={rows} className="mt-1 gap-x-4" />
  </section>
)
