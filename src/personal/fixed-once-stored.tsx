import { FieldInput } from "../records/FieldInput"
import type { FieldRenderProps } from "../records/RecordForm"
import { textOf } from "../records/RecordImageInput"
import { TextField } from "../ui/TextField"

/**
 * A field fixed once the record exists (a loan's asset and person, an acta's person): a new
 * record picks it from its lookup; a stored one shows the name the record answers in `shown`,
 * read-only (the lookup offers only what may be picked now: an available asset, an active person).
 */
export const fixedOnceStored = (shown: string) => (props: FieldRenderProps) =>
  props.stored ? <TextField label={props.field.label} value={textOf(props.record?.[shown])} onChange={() => undefined} isReadOnly /> : <FieldInput {...props} />
