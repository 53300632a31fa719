import { LazyPartView, lazyPart } from "../ui/lazy-field"
import { Shimmer } from "../ui/Shimmer"
import type { RecordFormProps } from "./RecordForm"

// A record's form (its fields, child rows and lookups: date pickers, combo boxes, number fields)
// loads when a form is first opened, not with the list that opens it; the modal's ten shimmer
// rows stand in meanwhile.
const recordForm = lazyPart<RecordFormProps>(
  () => import("./RecordForm").then((m) => m.RecordForm),
  () => <Shimmer rows={10} />,
)

/** RecordForm (src/records/RecordForm.tsx), loaded when first drawn. */
export const LazyRecordForm = (props: RecordFormProps) => <LazyPartView part={recordForm} props={props} />
