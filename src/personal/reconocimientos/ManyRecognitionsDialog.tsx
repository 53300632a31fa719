import { Either } from "effect"
import { useEffect, useState } from "react"
import { messages } from "../../../domain/messages"
import { formProblems, initialValues, requestOf } from "../../../domain/records/descriptor"
import { recognitions } from "../../../domain/personal/reconocimientos"
import type { FormValue } from "../../../domain/records/field"
import { documentCalls } from "../../../machines/personal/documents-calls"
import { type ManyRecognitions, recognizeMany } from "../../../machines/personal/reconocimientos-calls"
import { api } from "../../app/api"
import { FieldInput } from "../../records/FieldInput"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { Modal } from "../../ui/Modal"
import { TextField } from "../../ui/TextField"
import { formatCount } from "../../../domain/number-format"
import { useUnsavedGuard } from "../../ui/use-unsaved-guard"

// "Reconocer a varios" (DOMAIN-MX 4.12, Horilla's multi-employee action): the people found by a
// search are ticked into the list of those recognised, and one form (the recognition descriptor's
// own fields and checks) gives them all the same type, date, motive, prize, amount, giver and
// publication; POST /reconocimientos-varios writes one record each, in one transaction.

type Person = { readonly id: string; readonly label: string }
const { searchEmployees } = documentCalls(api)
const saveMany = recognizeMany(api)
const nobody: ReadonlyArray<Person> = []
const shared = ["id_tipo_reconocimiento", "f_reconocimiento", "motivo", "premio", "monto", "otorgado_por", "publicar"] as const

export const ManyRecognitionsDialog = ({ isOpen, onClose, onSaved }: { readonly isOpen: boolean; readonly onClose: () => void; readonly onSaved: () => void }) => {
  const [term, setTerm] = useState("")
  const [chosen, setChosen] = useState<ReadonlyArray<Person>>([])
  const [values, setValues] = useState<Readonly<Record<string, FormValue>>>(initialValues(recognitions))
  const [touched, setTouched] = useState(false)
  // Each keystroke waits a moment before it is searched; the last answer stays meanwhile.
  const found = useLoadedResource(isOpen ? { buscar: term, bajas: false } : null, searchEmployees, { debounceMs: 250, keepWhileLoading: true }).value ?? nobody
  const saving = useCommand(saveMany, {
    onDone: () => {
      onSaved()
      onClose()
    },
  })
  const busy = saving.phase === "running"
  // A closed dialog starts afresh next time.
  useEffect(() => {
    if (!isOpen) {
      setTerm("")
      setChosen([])
      setValues(initialValues(recognitions))
      setTouched(false)
    }
  }, [isOpen])

  // The people ticked and the shared fields are the work; the search term is not.
  const guard = useUnsavedGuard({ ...values, elegidos: chosen.map((c) => c.id) }, onClose)
  const withPerson = { ...values, id_empleado: chosen[0]?.id ?? "" }
  const problems = formProblems(recognitions, "add", withPerson)
  const noneChosen = chosen.length === 0
  const toggle = (p: Person, on: boolean) => setChosen((list) => (on ? (list.some((c) => c.id === p.id) ? list : [...list, p]) : list.filter((c) => c.id !== p.id)))
  const save = () => {
    setTouched(true)
    const request = requestOf(recognitions, "add", withPerson)
    if (noneChosen || Either.isLeft(request)) return
    const { id_empleado: _, ...common } = request.right
    saving.run({ ...(common as Omit<ManyRecognitions, "id_empleados">), id_empleados: chosen.map((c) => Number(c.id)) })
  }
  return (
    <Modal title="Reconocer a varios colaboradores" isOpen={isOpen} onClose={guard.dismiss} size="lg" isDismissable={!busy && !guard.asking}>
      <div className="flex flex-col gap-4">
        <TextField label="Buscar colaborador" type="search" value={term} onChange={setTerm} maxLength={100} description="Número o nombre; se muestran hasta 20" />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink-900">Colaboradores encontrados</legend>
          {found.length === 0 ? <p className="text-sm text-ink-700">{messages.sinOpciones}</p> : null}
          {found.map((p) => (
            <Checkbox key={p.id} isSelected={chosen.some((c) => c.id === p.id)} onChange={(on) => toggle(p, on)}>
              {p.label}
            </Checkbox>
          ))}
        </fieldset>
        <section aria-labelledby="varios-elegidos" className="rounded-md border border-ink-200 bg-ink-50 p-3">
          <h3 id="varios-elegidos" className="text-sm font-semibold text-ink-900">
            {chosen.length === 1 ? "1 colaborador seleccionado" : `${formatCount(chosen.length)} colaboradores seleccionados`}
          </h3>
          {noneChosen && touched ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              Seleccione al menos un colaborador
            </p>
          ) : null}
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {chosen.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <span>{p.label}</span>
                <Button variant="ghost" onPress={() => toggle(p, false)} aria-label={`Quitar a ${p.label}`}>
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 [&>div:has(textarea)]:md:col-span-2">
          {shared.map((name) => {
            const field = recognitions.fields[name]
            return field === undefined ? null : (
              <div key={name}>
                <FieldInput
                  name={name}
                  field={field}
                  value={values[name] ?? field.initial}
                  error={touched ? (problems[name] ?? null) : null}
                  isReadOnly={false}
                  onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
                  onBlur={() => undefined}
                />
              </div>
            )
          })}
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onPress={guard.dismiss} isDisabled={busy}>
            {messages.cancelar}
          </Button>
          <Button onPress={save} isDisabled={busy}>
            Guardar reconocimientos
          </Button>
        </div>
      </div>
      {guard.question}
    </Modal>
  )
}
