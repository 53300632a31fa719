import { LazyPartView, lazyField } from "./lazy-field"

export interface SelectItem {
  readonly id: string
  readonly label: string
}

export interface SearchSelectProps {
  readonly label: string
  readonly items: ReadonlyArray<SelectItem>
  /** The chosen item's id, or null. */
  readonly selectedId: string | null
  readonly onChange: (id: string | null) => void
  readonly onBlur?: () => void
  readonly errorMessage?: string | null
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly placeholder?: string
  readonly name?: string
  readonly autoFocus?: boolean
  /** A line under the field, tied to it (aria-describedby): e.g. what enables it while disabled. */
  readonly description?: string
}

// React-aria's combo box with its list and popover (ui/SearchSelectAria.tsx) loads when a
// searchable select is first drawn.
export const searchSelect = lazyField<SearchSelectProps>(() => import("./SearchSelectAria").then((m) => m.SearchSelect))

/** The searchable select (ui/SearchSelectAria.tsx). */
export const SearchSelect = (props: SearchSelectProps) => <LazyPartView part={searchSelect} props={props} />
