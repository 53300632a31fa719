import { useActorRef, useSelector } from "@xstate/react"
import { type KeyboardEvent, useEffect, useId, useRef } from "react"
import { type AnyField, type ChildDescriptor, type FormRow, type Lookup, emptyChildRow } from "../../domain/records/field"
import { canAdd, childRowRules, childRowsMachine, visibleRowProblems } from "../../machines/records/child-rows"
import { Button } from "../ui/Button"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { ScrollBox } from "../ui/ScrollBox"
import { IconButton, trashIcon, pencilIcon } from "../ui/IconButton"
import { errorClass } from "../ui/TextField"
import { ScalarFieldInput } from "./ScalarFieldInput"
import { recordText } from "./record-text"
import { cellOf } from "./cells"
import { useLookup } from "./use-lookup"

export interface ChildRowsEditorProps {
  readonly child: ChildDescriptor
  readonly label: string
  readonly rows: ReadonlyArray<FormRow>
  /** The parent form's message about the whole collection (at least one row, no repeats). */
  readonly error: string | null
  readonly isReadOnly: boolean
  readonly onChange: (rows: ReadonlyArray<FormRow>) => void
  readonly onRowOpen?: (open: boolean) => void
}


/** Each lookup field of a row whose label the server answers, and the field holding it. */
const childLabels = (child: ChildDescriptor): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(child.fields).flatMap(([name, f]) => (f.lookup?.shownBy === undefined ? [] : [[name, f.lookup.shownBy] as const])))

/** A row's id from a catalogue (an acta's witness who is an employee) shown by its label, the id until it loads. */
const LookupCell = ({ lookup, value }: { readonly lookup: Lookup; readonly value: string }) => {
  const items = useLookup(lookup.catalogue, lookup.idColumn, lookup.labelColumn)
  return <>{items.find((i) => i.id === value)?.label ?? value}</>
}

const childCell = (f: AnyField, row: FormRow, name: string) => {
  const value = row[name]
  const shown = f.lookup?.shownBy === undefined ? "" : (row[f.lookup.shownBy] ?? "")
  if (shown !== "") return shown
  return f.lookup !== undefined && f.lookup.parent === undefined && value !== undefined && value !== "" ? (
    <LookupCell lookup={f.lookup} value={value} />
  ) : (
    cellOf(f, value ?? (f.kind === "flag" ? "0" : ""))
  )
}

/**
 * The child rows of a record inside its form: a table of the rows with Editar and Eliminar on
 * each, Agregar under it, and one row at a time open in an inline form (not a nested dialog, so
 * focus stays in the parent's dialog). Enter in the row form keeps the row, Escape discards it,
 * and neither reaches the parent form. The rows go back to the parent on every change.
 */
export const ChildRowsEditor = ({ child, label, rows, error, isReadOnly, onChange, onRowOpen }: ChildRowsEditorProps) => {
  const editor = useActorRef(childRowsMachine, {
    input: {
      rows,
      empty: emptyChildRow(child),
      validate: childRowRules(child),
      labels: childLabels(child),
      ...(child.maxRows === undefined ? {} : { maxRows: child.maxRows }),
    },
  })
  const state = useSelector(editor, (s) => s.value)
  const context = useSelector(editor, (s) => s.context)
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  /** What opened the row form: focus goes back there when it closes. */
  const opener = useRef<number | "add" | null>(null)
  const previous = useRef({ state, count: rows.length })

  useEffect(() => {
    const sub = editor.on("changed", (e) => onChange(e.rows))
    return () => sub.unsubscribe()
  }, [editor, onChange])

  // The parent's rows changed without us (another record opened, the form reset).
  useEffect(() => {
    if (rows !== editor.getSnapshot().context.rows) editor.send({ type: "SYNC", rows })
  }, [rows, editor])

  useEffect(() => {
    onRowOpen?.(state === "editing")
  }, [state, onRowOpen])

  useEffect(() => {
    const { state: was, count } = previous.current
    previous.current = { state, count: context.rows.length }
    if (was === "editing" && state === "listing") {
      const back = opener.current
      const name = typeof back === "number" ? recordText.editarFila(child.singular, back + 1) : recordText.agregar(child.singular)
      buttonNamed(name)?.focus()
    }
    // The removed row's button is gone; Agregar is the next sensible place.
    if (was === "confirming" && state === "listing" && context.rows.length < count) buttonNamed(recordText.agregar(child.singular))?.focus()
  })

  const buttonNamed = (name: string): HTMLButtonElement | null =>
    [...(section.current?.querySelectorAll("button") ?? [])].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name) ?? null

  const fields = Object.entries(child.fields).filter(([, f]) => f.derived !== true)
  const problems = visibleRowProblems(context)
  const editing = state === "editing"
  const rowNumber = context.index === null ? null : context.index + 1

  /**
   * The field whose Enter the row form claimed and has not saved yet. A react-aria field may
   * handle Enter itself and stop it there: a NumberField commits the typed text and lets the
   * browser submit the form the input belongs to, which is the parent record's. So Enter is
   * claimed on the way down (capture: its default, the parent's submission, is prevented), the
   * field still handles it, and the row is kept when the key reaches the row form (a text field)
   * or, when the field stopped it (a number field, after committing), on its keyup.
   */
  const pendingEnter = useRef<EventTarget | null>(null)
  const claimsEnter = (e: KeyboardEvent<HTMLFieldSetElement>): boolean => {
    const target = e.target as HTMLElement
    return e.key === "Enter" && !e.nativeEvent.isComposing && target.tagName !== "TEXTAREA" && target.tagName !== "BUTTON"
  }
  const onKeyDownCapture = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (!claimsEnter(e)) return
    e.preventDefault()
    pendingEnter.current = e.target
  }
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (claimsEnter(e) && pendingEnter.current === e.target) {
      pendingEnter.current = null
      e.stopPropagation()
      editor.send({ type: "SAVE_ROW" })
    }
    if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      editor.send({ type: "CANCEL_ROW" })
    }
  }
  const onKeyUp = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key !== "Enter" || pendingEnter.current !== e.target) return
    pendingEnter.current = null
    // A combobox takes Enter to choose the highlighted option, not to leave the row.
    if ((e.target as HTMLElement).getAttribute("role") === "combobox") return
    editor.send({ type: "SAVE_ROW" })
  }

  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink-900">
        {label}
      </h3>
      {/* Wider than the form (a phone), the table scrolls in its own box, named apart from the section. */}
      <ScrollBox label={recordText.tablaDe(label)} className="rounded-md border border-ink-200">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              <th scope="col" className="w-10 px-3 py-2 font-semibold text-ink-700">
                #
              </th>
              {fields.map(([name, f]) => (
                <th key={name} scope="col" className="px-3 py-2 font-semibold text-ink-700">
                  {f.label}
                </th>
              ))}
              {isReadOnly ? null : (
                <th scope="col" className="px-3 py-2 font-semibold text-ink-700">
                  <span className="sr-only">{recordText.quitar}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {context.rows.length === 0 ? (
              <tr>
                <td colSpan={fields.length + 2} className="px-3 py-3 text-center text-ink-600">
                  {recordText.sinFilas(label)}
                </td>
              </tr>
            ) : (
              context.rows.map((row, i) => (
                // Rows have no id of their own until saved; their place is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i} className={context.index === i && editing ? "bg-brand-50" : ""}>
                  <td className="px-3 py-2 text-ink-600 tabular-nums">{i + 1}</td>
                  {fields.map(([name, f]) => (
                    <td key={name} className="px-3 py-2 text-ink-900">
                      {childCell(f, row, name)}
                    </td>
                  ))}
                  {isReadOnly ? null : (
                    <td className="px-3 py-1">
                      <div className="flex gap-1">
                        <IconButton
                          label={recordText.editarFila(child.singular, i + 1)}
                          onPress={() => {
                            opener.current = i
                            editor.send({ type: "EDIT", index: i })
                          }}
                        >
                          {pencilIcon}
                        </IconButton>
                        <IconButton label={recordText.eliminarFila(child.singular, i + 1)} onPress={() => editor.send({ type: "REMOVE", index: i })}>
                          {trashIcon}
                        </IconButton>
                      </div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollBox>
      {error !== null ? <p className={errorClass}>{error}</p> : null}
      {editing ? (
        <fieldset onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown} onKeyUp={onKeyUp} className="flex flex-col gap-3 rounded-md border border-brand-700 bg-white p-3">
          <legend className="px-1 text-sm font-semibold text-ink-900">
            {rowNumber === null ? recordText.agregar(child.singular) : recordText.editarFila(child.singular, rowNumber)}
          </legend>
          {fields.map(([name, f], i) => (
            <ScalarFieldInput
              key={name}
              name={`${name}-fila`}
              field={f}
              value={context.draft[name] ?? ""}
              error={problems[name] ?? null}
              isReadOnly={false}
              autoFocus={i === 0}
              onChange={(value) => editor.send({ type: "CHANGE", field: name, value: typeof value === "string" ? value : "" })}
              onBlur={() => editor.send({ type: "BLUR", field: name })}
            />
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => editor.send({ type: "CANCEL_ROW" })}>
              {recordText.descartarFila(child.singular)}
            </Button>
            <Button onPress={() => editor.send({ type: "SAVE_ROW" })}>{recordText.guardarFila(child.singular)}</Button>
          </div>
        </fieldset>
      ) : isReadOnly ? null : (
        <div>
          <Button
            variant="secondary"
            isDisabled={!canAdd(context)}
            onPress={() => {
              opener.current = "add"
              editor.send({ type: "ADD" })
            }}
          >
            {recordText.agregar(child.singular)}
          </Button>
          {canAdd(context) || child.maxRows === undefined ? null : <span className="ml-3 text-sm text-ink-600">{recordText.maximoFilas(child.maxRows)}</span>}
        </div>
      )}
      <ConfirmDialog
        isOpen={state === "confirming"}
        message={recordText.eliminarFilaPregunta(child.singular, (context.removing ?? 0) + 1)}
        onConfirm={() => editor.send({ type: "CONFIRM_REMOVE" })}
        onCancel={() => editor.send({ type: "CANCEL_REMOVE" })}
      />
    </section>
  )
}
