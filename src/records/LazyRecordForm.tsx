import { dateField } from "../ui/DateField"
import { LazyPartView, lazyPart } from "../ui/lazy-field"
import { numberField } from "../ui/NumberField"
import { searchSelect } from "../ui/SearchSelect"
import { Shimmer } from "../ui/Shimmer"
import type { RecordFormProps } from "./RecordForm"

// A record's form (its fields, child rows and lookups: date pickers, combo boxes, number fields)
// loads when a form is first opened, not with the list that opens it, with the kit's lazy fields
// it may draw: shown, it draws them at once, whichever tab holds them. Ten shimmer rows stand in
// meanwhile, unless its frame (a modal, the page's form section) waits for it (LazyFrame).
const recordForm = lazyPart<RecordFormProps>(
  () => Promise.all([import("./RecordForm"), dateField.preload(), numberField.preload(), searchSelect.preload()]).then(([m]) => m.RecordForm),
  () => <Shimmer rows={10} />,
)

/** RecordForm (src/records/RecordForm.tsx), loaded when first drawn. */
export const LazyRecordForm = (props: RecordFormProps) => <LazyPartView part={recordForm} props={props} />
