import { type ReactNode, useState } from "react"
import { type RecordDescriptor, formWarnings, writableFields } from "../../domain/records/descriptor"
import { lockedNote } from "../../domain/records/workflow"
import { type AnyField, appliesTo } from "../../domain/records/field"
import { Tabs } from "../ui/Tabs"
import { FieldInput } from "./FieldInput"
import type { FieldInputProps } from "./ScalarFieldInput"
import type { FieldProps } from "./RecordFormModal"
import { recordText } from "./record-text"

type Row = Readonly<Record<string, unknown>>

/** A tab of a long form: its title and the fields it holds, in order. */
export interface FormSection {
  readonly title: string
  readonly fields: ReadonlyArray<string>
  /** What the tab shows instead of fields: read-only data of the stored record (null when adding). */
  readonly content?: (record: Row | null) => ReactNode
}

/**
 * What a custom input receives: the same as the generic one, so it may wrap or replace it, the
 * form's values (an input whose choices depend on another field, e.g. a state's cities), and
 * whether the record is stored already (an upload that belongs to a saved record).
 */
export type FieldRenderProps = FieldInputProps & {
  readonly values: FieldProps["values"]
  readonly stored: boolean
  /** The stored record as read (derived fields included: a server-drawn key), null when adding. */
  readonly record: Row | null
  /**
   * Changes another field of the form, as its own input would (the page's `adjust` runs): a
   * choice that brings values with it, e.g. a pre-alta's candidate fills the person's name.
   */
  readonly changeField: FieldProps["change"]
}

export interface RecordFormOptions {
  /** Tabs of fields; fields in no section show above the tabs. Without it, every field in order. */
  readonly sections?: ReadonlyArray<FormSection>
  /** Custom inputs by field name (a tree, a calculated figure...); the rest are drawn by kind. */
  readonly render?: Readonly<Record<string, (props: FieldRenderProps) => ReactNode>>
  /** The fields' order when a page's own differs from the descriptor's (which also orders the columns); fields not named follow. */
  readonly order?: ReadonlyArray<string>
  /** Below the fields, inside the form. */
  readonly extra?: ReactNode
  /** Above the fields and tabs: a summary of the record (e.g. an employee's seniority). */
  readonly header?: (values: FieldProps["values"], record: Row | null) => ReactNode
}

export interface RecordFormProps extends FieldProps, RecordFormOptions {
  readonly descriptor: RecordDescriptor
  /** A "rows" field opened or closed one of its rows (the parent refuses to save meanwhile). */
  readonly onRowOpen?: (field: string, open: boolean) => void
  /** The stored record as read, null when adding. */
  readonly record?: Row | null
}

const inOrder = <T extends readonly [string, unknown]>(fields: ReadonlyArray<T>, order: ReadonlyArray<string> | undefined): ReadonlyArray<T> => {
  if (order === undefined) return fields
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return [...fields].sort((a, b) => rank(a[0]) - rank(b[0]))
}

/** Every writable field of a record, drawn by kind (or by `render`), optionally in tabs. */
export const RecordForm = ({ descriptor, values, errors, readOnlyKey, change, blur, sections, order, render, extra, header, onRowOpen, record = null }: RecordFormProps) => {
  const fields = inOrder(writableFields(descriptor), order)
  const byName = new Map<string, AnyField>(fields)
  const fixed = (f: AnyField) => readOnlyKey && (f.key === true || f.readOnlyInEdit === true || f.addOnly === true)
  const firstEditable = fields.find(([, f]) => !fixed(f))?.[0]
  // A stored record keeps its password when the fields stay empty: the first one says so.
  const firstPassword = readOnlyKey ? fields.find(([, f]) => f.kind === "password")?.[0] : undefined
  const warnings = formWarnings(descriptor, values)

  const input = (name: string) => {
    const described = byName.get(name)
    // A field only some records carry shows only while it applies.
    if (described === undefined || !appliesTo(described, values)) return null
    const field = name === firstPassword && described.description === undefined ? { ...described, description: recordText.conservarContrasena } : described
    const props: FieldInputProps = {
      name,
      field,
      value: values[name] ?? field.initial,
      error: errors[name] ?? null,
      isReadOnly: fixed(field),
      onChange: (value) => change(name, value),
      onBlur: () => blur(name),
      onPropose: (other, proposed) => change(other, proposed),
      autoFocus: name === firstEditable,
      ...(onRowOpen === undefined ? {} : { onRowOpen: (open: boolean) => onRowOpen(name, open) }),
    }
    const custom = render?.[name]
    // The key is read-only exactly when the form edits a stored record.
    const drawn = custom ? custom({ ...props, values, stored: readOnlyKey, record, changeField: change }) : <FieldInput {...props} />
    // A descriptor's warning shows under its field while it applies; the save is not refused.
    const warning = warnings[name]
    // A field the page hides (a key the page around the form sets) takes no cell of the grid.
    if (drawn === null && warning === undefined) return null
    return (
      <div key={name} className={warning === undefined ? undefined : "flex flex-col gap-1"}>
        {drawn}
        {warning === undefined ? null : (
          <p role="status" className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-sm text-ink-900">
            {warning}
          </p>
        )}
      </div>
    )
  }

  const grid = (names: ReadonlyArray<string>) => <div className="grid grid-cols-1 gap-4 md:grid-cols-2 [&>div:has(section,textarea)]:md:col-span-2">{names.map(input)}</div>

  // A record its workflow's state no longer lets a save change opens to be read, and says why.
  const note = lockedNote(descriptor, record)
  const top = (
    <>
      {note === undefined ? null : (
        <p role="note" className="mb-2 rounded-md border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-900">
          {note}
        </p>
      )}
      {header?.(values, record) ?? null}
    </>
  )
  if (sections === undefined || sections.length === 0) {
    return (
      <>
        {top}
        {grid(fields.map(([name]) => name))}
        {extra}
      </>
    )
  }
  return (
    <>
      {top}
      <TabbedForm fields={fields.map(([n]) => n)} sections={sections} errors={errors} grid={grid} extra={extra} record={record} />
    </>
  )
}

const TabbedForm = ({
  fields,
  sections,
  errors,
  grid,
  extra,
  record,
}: {
  readonly fields: ReadonlyArray<string>
  readonly sections: ReadonlyArray<FormSection>
  readonly errors: FieldProps["errors"]
  readonly grid: (names: ReadonlyArray<string>) => ReactNode
  readonly extra: ReactNode
  readonly record: Row | null
}) => {
  const [selected, setSelected] = useState(sections[0]?.title ?? "")
  const placed = new Set(sections.flatMap((s) => s.fields))
  const loose = fields.filter((f) => !placed.has(f))
  const failing = sections.filter((s) => s.fields.some((f) => (errors[f] ?? null) !== null)).map((s) => s.title)
  // An invalid submit or a refused save shows messages in tabs the user cannot see: when the
  // set of tabs with messages changes, open the first of them unless the open tab has its own
  // to fix. It is decided while rendering (not in an effect), so the tab is on screen when the
  // form moves the focus to its first problem.
  const failingKey = failing.join("\u0000")
  const [seen, setSeen] = useState(failingKey)
  if (seen !== failingKey) {
    setSeen(failingKey)
    const first = failing[0]
    if (first !== undefined && !failing.includes(selected)) setSelected(first)
  }
  return (
    <>
      {loose.length > 0 ? grid(loose) : null}
      <Tabs
        label={recordText.seccionesFormulario}
        selectedId={selected}
        onChange={setSelected}
        items={sections.map((s) => ({
          id: s.title,
          label: failing.includes(s.title) ? `${s.title} ${recordText.conErrores}` : s.title,
          content: s.content === undefined ? grid(s.fields.filter((f) => fields.includes(f))) : s.content(record),
        }))}
      />
      {extra}
    </>
  )
}
