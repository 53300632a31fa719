import { useSelector } from "@xstate/react"
import { Either } from "effect"
import { useEffect, useMemo, useRef } from "react"
import { type CompetenciaEsperada, type PuestoCompetencias, competenciasPuestoEndpoints } from "../../../domain/api/competencias-puesto"
import { type TipoCompetenciaWire, tipoSection } from "../../../domain/records/competencias/competency-types"
import { type Problems, type RecordDescriptor, formProblems, requestOf, valuesOf } from "../../../domain/records/descriptor"
import { sectionOf } from "../../../domain/records/organization/job-profile-sections"
import { messages } from "../../../domain/messages"
import type { FieldErrors, SaveOutcome, Values } from "../../../machines/recordModal"
import { visibleErrors } from "../../../machines/recordModal"
import { api } from "../../app/api"
import { outcomeOf } from "../../records/outcomes"
import { placeRefusal } from "../../records/placeRefusal"
import { RecordForm } from "../../records/RecordForm"
import { recordText } from "../../records/recordText"
import { useRecordModal } from "../../records/useRecordPage"
import { Button } from "../../ui/Button"
import type { SelectItem } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { withChoices } from "../organization/JobProfileSelects"

// One type's grid of Competencias por puesto: the job profile's competency section of that type
// (same fields, same rules: no competency twice, weights adding up to 100), saved with
// /guardar-competencias-puesto. The grid starts from the rows it is given (the stored ones, or a
// copy of another puesto's), and after a save from what the server answered.

/** Each field's first problem; a child row's problem on its collection, naming the row; an open row blocks the save. */
const errorsOf = (d: RecordDescriptor, problems: Problems, open: boolean): FieldErrors => {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(problems)) {
    const [field, index, child] = path.split(".")
    if (field === undefined || errors[field] !== undefined) continue
    const rows = d.fields[field]?.rows
    errors[field] = index !== undefined && child !== undefined && rows !== undefined ? recordText.renglon(rows.label, Number(index) + 1, message) : message
  }
  const rows = d.fields.competencias?.rows
  if (open && rows !== undefined) errors.competencias = recordText.filaAbierta(rows.singular)
  return errors
}

const hidden = { id_puesto: () => null }

export interface PuestoGridFormProps {
  readonly tipo: TipoCompetenciaWire
  readonly idEmpresa: number
  readonly idPuesto: string
  readonly rows: ReadonlyArray<CompetenciaEsperada>
  /** Select items by catalogue name (the type's competencies and the levels). */
  readonly choices: Readonly<Record<string, ReadonlyArray<SelectItem>>>
  readonly onSaved: (answer: PuestoCompetencias) => void
}

export const PuestoGridForm = ({ tipo, idEmpresa, idPuesto, rows, choices, onSaved }: PuestoGridFormProps) => {
  const section = sectionOf(tipoSection[tipo])
  const d = useMemo(() => withChoices(section.descriptor, choices), [section, choices])
  const open = useRef(false)
  const answer = useRef<PuestoCompetencias | null>(null)
  const valuesOfRows = (list: ReadonlyArray<CompetenciaEsperada>): Values =>
    valuesOf(section.descriptor, {
      id_puesto: idPuesto,
      competencias: list.map((r) => ({ id_competencia: r.id_competencia, id_nivel_esperado: r.id_nivel_esperado, peso: r.peso })),
    })
  const save = async ({ values }: { readonly values: Values }): Promise<SaveOutcome> => {
    const request = requestOf(section.descriptor, "edit", values)
    if (Either.isLeft(request)) return { kind: "refused", message: messages.solicitudInvalida, problems: request.left }
    const filas = (request.right.competencias ?? []) as ReadonlyArray<{ id_competencia: number; id_nivel_esperado: number; peso: number }>
    const outcome = outcomeOf(await api.call(competenciasPuestoEndpoints.guardarCompetenciasPuesto, { id_empresa: idEmpresa, id_puesto: idPuesto, tipo, filas }))
    if (outcome.kind === "done") {
      answer.current = (outcome.value as { readonly result: PuestoCompetencias }).result
      return { kind: "saved", message: messages.datosGuardados }
    }
    if (outcome.kind === "failed") throw new Error(outcome.kind)
    const placed = placeRefusal(section.descriptor, outcome)
    return { kind: "refused", message: outcome.message, problems: placed.problems, general: placed.general }
  }
  const form = useRecordModal(
    {
      empty: valuesOfRows([]),
      keyField: "id_puesto",
      validate: (values, mode) => errorsOf(section.descriptor, formProblems(section.descriptor, mode, values), open.current),
      failure: { add: messages.errorGuardarRegistro, edit: messages.errorActualizarRegistro },
    },
    save,
    () => {
      if (answer.current !== null) onSaved(answer.current)
    },
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the grid opens once on the rows it was mounted with (a copy or a new puesto mounts it again)
  useEffect(() => {
    form.send({ type: "OPEN_EDIT", values: valuesOfRows(rows) })
  }, [form])
  // A save closes the machine's form: open it again on what the server answered.
  useEffect(() => {
    const sub = form.on("saved", () => {
      const saved = answer.current
      if (saved !== null) form.send({ type: "OPEN_EDIT", values: valuesOfRows(saved.competencias.filter((c) => c.tipo === tipo)) })
    })
    return () => sub.unsubscribe()
  })
  const context = useSelector(form, (s) => s.context)
  const ready = useSelector(form, (s) => !s.matches("closed"))
  const saving = useSelector(form, (s) => s.matches({ open: "saving" }))
  const refusal = context.refusal === null || context.refusal.message === "" ? null : context.refusal.message
  if (!ready) return <Spinner className="h-6 w-6 text-brand-700" />
  return (
    <form
      noValidate
      aria-label={section.title}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        form.send({ type: "SUBMIT" })
      }}
    >
      {refusal !== null ? (
        <p role="alert" className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-ink-900">
          {refusal}
        </p>
      ) : null}
      <RecordForm
        descriptor={d}
        values={context.values}
        errors={visibleErrors(context)}
        readOnlyKey
        change={(field, value) => form.send({ type: "CHANGE", field, value })}
        blur={(field) => form.send({ type: "BLUR", field })}
        render={hidden}
        onRowOpen={(_, isOpen) => {
          open.current = isOpen
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
