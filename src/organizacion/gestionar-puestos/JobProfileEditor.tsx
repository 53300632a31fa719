import { useSelector } from "@xstate/react"
import { Either } from "effect"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs"
import { messages } from "../../../domain/messages"
import { formProblems, initialValues, requestOf, valuesOf } from "../../../domain/records/descriptor"
import { type ProfileSection, profileSections } from "../../../domain/organizacion/gestionar-puestos-sections"
import { type Choices, readProfileChoices, readSection, storeSection } from "../../../machines/organizacion/gestionar-puestos-calls"
import type { SaveOutcome, Values } from "../../../machines/record-modal"
import { visibleErrors } from "../../../machines/record-modal"
import type { Loaded } from "../../../machines/records/loaded-resource"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { type Outcome, outcomeOf, showToast } from "../../records/outcomes"
import { placeRefusal } from "../../../domain/records/place-refusal"
import { RecordForm } from "../../records/RecordForm"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useRecordModal } from "../../records/use-record-page"
import { Button } from "../../ui/Button"
import { FormAlert } from "../../ui/FormAlert"
import { Spinner } from "../../ui/Spinner"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { adjustGenerales, generalesRender, withChoices } from "./JobProfileSelects"
import { formErrors } from "../../records/form-errors"

// The job profile of one stored puesto: one tab per section (SPEC 7.4), each its own form that
// reads its section with /get-info-puesto-<section> and saves it alone with
// /store-info-puesto-<section> ('Datos guardados'). Every tab is the same component over a
// section's description: the sections are data (domain/organizacion/gestionar-puestos-sections.ts).
// The operative competencies apply to Operativo puestos only: their tab says so otherwise.
// SectionForm is exported: Competencias por puesto (COM250) edits the competency sections' rows
// with it.

type Row = Readonly<Record<string, unknown>>

/** The puesto's key is the tab's, never an input. */
const hidden = { id_puesto: () => null }

export interface SectionFormProps {
  readonly section: ProfileSection
  readonly choices: Choices
  /** The section's values as stored; null when they could not be read (the loader told the user). Read once per mount. */
  readonly load: () => Promise<Row | null>
  /** Sends the section's request; a done outcome's `result` is the section as stored after the save. */
  readonly store: (request: Row) => Promise<Outcome<{ readonly result: Row }>>
  /** The section was saved: its answer. */
  readonly onSaved?: (result: Row) => void
}

/**
 * One section's form: validates with the section's description and saves it alone. The job
 * profile's tabs and the grids of Competencias por puesto (COM250), which edit the same rows, are
 * this form over their own load and store calls.
 */
export const SectionForm = ({ section, choices, load, store, onSaved }: SectionFormProps) => {
  const d = useMemo(() => withChoices(section.descriptor, choices), [section, choices])
  const openRows = useRef(new Set<string>())
  const answer = useRef<Row | null>(null)
  // The machine keeps the save it was created with: it reaches the current calls through refs.
  const calls = useRef({ store, onSaved })
  calls.current = { store, onSaved }
  const loadOnce = useRef(load)
  const save = async ({ values }: { readonly values: Values }): Promise<SaveOutcome> => {
    const request = requestOf(section.descriptor, "edit", values)
    if (Either.isLeft(request)) return { kind: "refused", message: messages.solicitudInvalida, problems: request.left }
    const outcome = await calls.current.store(request.right)
    if (outcome.kind === "done") {
      answer.current = outcome.value.result
      return { kind: "saved", message: messages.datosGuardados }
    }
    if (outcome.kind === "failed") throw new Error(outcome.kind)
    const placed = placeRefusal(section.descriptor, outcome)
    return { kind: "refused", message: outcome.message, problems: placed.problems, general: placed.general }
  }
  const reopen = useCallback(() => {
    if (answer.current !== null) calls.current.onSaved?.(answer.current)
  }, [])
  const form = useRecordModal(
    {
      empty: initialValues(section.descriptor),
      keyField: "id_puesto",
      validate: (values, mode) => formErrors(section.descriptor, formProblems(section.descriptor, mode, values), openRows.current),
      failure: { add: messages.errorGuardarRegistro, edit: messages.errorActualizarRegistro },
      ...(section.id === "generales" ? { adjust: adjustGenerales } : {}),
    },
    save,
    reopen,
  )
  // The section as stored, read once per mount by a loaded-resource machine; the form opens on it.
  const stored = useLoadedResource<string, Row>(section.id, async (): Promise<Loaded<Row>> => {
    const row = await loadOnce.current()
    return row === null ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: row }
  })
  const storedRow = stored.value
  useEffect(() => {
    if (storedRow === null) return
    form.send({ type: "OPEN_EDIT", values: valuesOf(section.descriptor, storedRow) })
  }, [storedRow, section, form])
  // Shown once the form machine holds the stored section (a save reopens it at once, on the answer).
  const loaded = useSelector(form, (s) => !s.matches("closed"))
  // A save closes the machine's form: open it again on what the server answered.
  useEffect(() => {
    const sub = form.on("saved", () => {
      if (answer.current !== null) form.send({ type: "OPEN_EDIT", values: valuesOf(section.descriptor, answer.current) })
    })
    return () => sub.unsubscribe()
  }, [form, section])
  const context = useSelector(form, (s) => s.context)
  const saving = useSelector(form, (s) => s.matches({ open: "saving" }))
  const refusal = context.refusal === null || context.refusal.message === "" ? null : context.refusal.message
  const formRef = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(formRef, context.attempt, () =>
    Object.values(visibleErrors(form.getSnapshot().context)).filter((e) => e !== null && e !== undefined).length,
  )
  if (stored.phase === "failed") return <LoadFailure message={stored.failure} onRetry={stored.retry} />
  if (!loaded) return <Spinner className="h-6 w-6 text-brand-700" />
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={section.title}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        form.send({ type: "SUBMIT" })
      }}
    >
      {announcer}
      <FormAlert message={refusal} />
      <RecordForm
        descriptor={d}
        values={context.values}
        errors={visibleErrors(context)}
        readOnlyKey
        change={(field, value) => form.send({ type: "CHANGE", field, value })}
        blur={(field) => form.send({ type: "BLUR", field })}
        render={section.id === "generales" ? { ...hidden, ...generalesRender } : hidden}
        onRowOpen={(field, open) => {
          if (open) openRows.current.add(field)
          else openRows.current.delete(field)
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" aria-busy={saving}>
          {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
          {`${messages.guardar} ${section.title.toLowerCase()}`}
        </Button>
      </div>
    </form>
  )
}

interface ProfileTabProps {
  readonly section: ProfileSection
  readonly idPuesto: string
  readonly choices: Choices
  readonly onSaved: (result: Row) => void
}

// The calls of a tab, bound to the app's client (machines/organizacion/gestionar-puestos-calls.ts).
const readOne = readSection(api)
const storeOne = storeSection(api)

/** A job profile tab: its section read with /get-info-puesto-<section>, saved with /store-info-puesto-<section>. */
const ProfileTab = ({ section, idPuesto, choices, onSaved }: ProfileTabProps) => {
  const load = useCallback(async (): Promise<Row | null> => {
    const outcome = await readOne({ section: section.id, id_puesto: idPuesto })
    if (outcome.kind === "done") return outcome.value
    showToast(toast(outcome.tone ?? "error", outcome.message))
    return null
  }, [section, idPuesto])
  const store = useCallback(async (request: Row): Promise<Outcome<{ readonly result: Row }>> => outcomeOf(await storeOne({ section: section.id, request })), [section])
  // Another puesto is another form (the form reads its section once).
  return <SectionForm key={idPuesto} section={section} choices={choices} load={load} store={store} onSaved={onSaved} />
}

const loadProfileChoices = readProfileChoices(
  api,
  profileSections.map((s) => s.descriptor),
)

export interface JobProfileEditorProps {
  /** The stored puesto: its key, company, name and type as the list row gave them. */
  readonly puesto: Row
  readonly onClose: () => void
}

/** Every section of one puesto in tabs; each tab saves alone. */
export const JobProfileEditor = ({ puesto, onClose }: JobProfileEditorProps) => {
  const idPuesto = String(puesto.id_puesto)
  const [title, setTitle] = useState(`${idPuesto} · ${String(puesto.n_puesto ?? "")}`)
  const [tipo, setTipo] = useState(String(puesto.tipo_puesto ?? "A"))
  const [selected, setSelected] = useState<string>(profileSections[0]?.id ?? "generales")
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  // The sections' lookups for the puesto's company, in a loaded-resource machine.
  const lookups = useLoadedResource(Number(puesto.id_empresa), loadProfileChoices, { toastOnFailure: true })
  const choices = lookups.value
  const onSaved = useCallback(
    (section: ProfileSection) => (result: Row) => {
      if (section.id === "generales") {
        setTitle(`${idPuesto} · ${String(result.n_puesto ?? "")}`)
        setTipo(String(result.tipo_puesto ?? "A"))
      }
    },
    [idPuesto],
  )
  return (
    <section aria-labelledby="puesto-titulo" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="puesto-titulo" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink-900 outline-none">
          {`Puesto ${title}`}
        </h2>
        <Button variant="secondary" onPress={onClose}>
          Volver a la lista
        </Button>
      </div>
      {lookups.phase === "failed" ? (
        <LoadFailure message={lookups.failure} onRetry={lookups.retry} />
      ) : choices === null ? (
        <Spinner className="h-6 w-6 text-brand-700" />
      ) : (
        <Tabs selectedKey={selected} onSelectionChange={(key) => setSelected(String(key))} className="flex flex-col gap-4">
          <TabList aria-label="Secciones del puesto" className="flex flex-wrap gap-1 border-b border-ink-200">
            {profileSections.map((s) => (
              <Tab
                key={s.id}
                id={s.id}
                className="-mb-px cursor-pointer rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-700 outline-none hover:text-brand-700 data-[selected]:border-b-4 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus"
              >
                {s.title}
              </Tab>
            ))}
          </TabList>
          {profileSections.map((s) => (
            <TabPanel key={s.id} id={s.id} className="outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus">
              {s.id === "competencias-operativas" && tipo !== "O" ? (
                <p className="text-ink-700">Las competencias operativas solo aplican a puestos de tipo Operativo.</p>
              ) : (
                <ProfileTab section={s} idPuesto={idPuesto} choices={choices} onSaved={onSaved(s)} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  )
}
