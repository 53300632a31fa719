import { useActorRef, useSelector } from "@xstate/react"
import { useMemo, useState } from "react"
import { fromPromise } from "xstate"
import { catalogNames } from "../../../domain/api/catalogs"
import { type EvaluatorRelation, evaluatorRelations } from "../../../domain/evaluacion/proyectos-vocabulary"
import { evaluationProjectCalls } from "../../../machines/evaluacion/proyectos-calls"
import { evaluatorsMachine, tallies, tallyText } from "../../../machines/evaluacion/proyectos-evaluadores"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { textOf } from "../../records/RecordImageInput"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { useToasts } from "../../records/use-toasts"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { HeaderCells } from "../../ui/HeaderCells"
import { IconButton, trashIcon } from "../../ui/IconButton"
import { Modal } from "../../ui/Modal"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"

// "Evaluadores 360" of a published 360 or integral project's row (EVA150): one participant's
// evaluators, each relation's count against the project's minimum, evaluators added by relation
// and removed, and Guardar replacing them through /guardar-evaluadores-360. What is chosen, read
// and edited is the machine's (machines/evaluacion/proyectos-evaluadores.ts); the dialog renders it.

type Row = Readonly<Record<string, unknown>>

export const evaluatorsTexts = {
  abrir: (proyecto: string) => `Evaluadores 360 del proyecto ${proyecto}`,
  titulo: (proyecto: string) => `Evaluadores 360: ${proyecto}`,
  colaborador: "Colaborador",
  colaboradorAyuda: "Los participantes del proyecto, por nombre",
  elija: "Elija un colaborador del proyecto para ver y cambiar sus evaluadores.",
  leyendo: "Leyendo sus evaluadores…",
  porRelacion: "Evaluadores por relación",
  caption: (persona: string) => `Evaluadores de ${persona}`,
  sinEvaluadores: "El colaborador aún no tiene evaluadores.",
  relacion: "Relación",
  evaluador: "Evaluador",
  acciones: "Acciones",
  quitar: (evaluador: string, relacion: string) => `Quitar a ${evaluador} (${relacion})`,
  agregar: "Agregar evaluador",
  evaluadorAyuda: "Colaboradores activos; en la autoevaluación, el propio colaborador",
  elijaRelacion: "Seleccione la relación",
  guardar: "Guardar",
  cerrar: "Cerrar",
  minimosNota: "Los mínimos se informan, no se exigen: un resultado con menos evaluadores que el mínimo no se muestra solo.",
} as const

const relationOptions = evaluatorRelations.map((r) => ({ id: r, label: r }))
const relationOf = (v: string): EvaluatorRelation | null => evaluatorRelations.find((r) => r === v) ?? null

const calls = evaluationProjectCalls(api)
const machine = evaluatorsMachine.provide({
  actors: {
    read: fromPromise(({ input }) => calls.personEvaluators(input)),
    save: fromPromise(({ input }) => calls.saveEvaluators(input)),
  },
})

export const EvaluatorsDialog = ({ row, onClose }: { readonly row: Row; readonly onClose: () => void }) => {
  const id_proyecto = Number(row.id_proyecto)
  const actor = useActorRef(machine, { input: { id_proyecto } })
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const saving = useSelector(actor, (s) => s.matches("saving"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const [relacion, setRelacion] = useState<EvaluatorRelation | null>(null)
  const [evaluador, setEvaluador] = useState<string | null>(null)
  const participants = useLoadedResource(id_proyecto, calls.participants, { toastOnFailure: true })
  const people = useMemo(
    () => (participants.value ?? []).map((p) => ({ id: String(p.id_empleado), label: p.n_puesto === "" ? p.n_empleado : `${p.n_empleado} (${p.n_puesto})` })),
    [participants.value],
  )
  const candidates = useLookup(catalogNames.empleadosActivos, "id_empleado", "n_empleado")
  const loaded = context.loaded
  const shown = loaded === null ? [] : tallies(context.draft, loaded.por_relacion)
  const add = () => {
    const found = candidates.find((c) => c.id === evaluador)
    actor.send({ type: "ADD", relacion, evaluador: found === undefined ? null : { id: Number(found.id), label: found.label } })
    // Cleared once taken, ready for the next one; a refusal keeps them to mend.
    if (actor.getSnapshot().context.addProblem === null) {
      setRelacion(null)
      setEvaluador(null)
    }
  }
  const proyecto = textOf(row.n_proyecto)
  return (
    <Modal title={evaluatorsTexts.titulo(proyecto)} isOpen onClose={onClose} size="lg" isDismissable={!saving}>
      <div className="flex flex-col gap-4">
        <SearchSelect
          label={evaluatorsTexts.colaborador}
          items={people}
          selectedId={context.person === null ? null : String(context.person)}
          onChange={(id) => actor.send({ type: "CHOOSE_PERSON", person: id === null ? null : Number(id) })}
          isDisabled={saving}
          description={evaluatorsTexts.colaboradorAyuda}
        />
        {context.person === null ? <p className="text-ink-700">{evaluatorsTexts.elija}</p> : null}
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-ink-700">
            <Spinner className="h-5 w-5" />
            {evaluatorsTexts.leyendo}
          </p>
        ) : null}
        {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
        {loaded !== null && !loading && !failed ? (
          <>
            <section aria-label={evaluatorsTexts.porRelacion} className="flex flex-col gap-1">
              <ul aria-live="polite" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {shown.map((t) => (
                  <li key={t.relacion} className={t.faltan > 0 ? "font-semibold text-danger-700" : "text-ink-700"}>
                    {tallyText(t)}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-ink-700">{evaluatorsTexts.minimosNota}</p>
            </section>
            {context.draft.length === 0 ? (
              <p className="text-ink-700">{evaluatorsTexts.sinEvaluadores}</p>
            ) : (
              <ScrollingTable
                caption={evaluatorsTexts.caption(loaded.n_evaluado)}
                boxClassName="max-h-80 overflow-auto focus-visible:outline-3 focus-visible:outline-focus"
                tableClassName="w-full border-collapse text-left text-sm"
              >
                <thead>
                  <tr>
                    <HeaderCells
                      labels={[evaluatorsTexts.relacion, evaluatorsTexts.evaluador, evaluatorsTexts.acciones]}
                      className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900"
                    />
                  </tr>
                </thead>
                <tbody>
                  {context.draft.map((e) => (
                    <tr key={e.id_evaluador} className="border-b border-ink-200">
                      <td className="px-2 py-1 text-ink-700">{e.relacion}</td>
                      <th scope="row" className="px-2 py-1 text-left font-normal text-ink-900">
                        {e.n_evaluador}
                      </th>
                      <td className="px-2 py-1">
                        <IconButton label={evaluatorsTexts.quitar(e.n_evaluador, e.relacion)} onPress={() => actor.send({ type: "REMOVE", id_evaluador: e.id_evaluador })}>
                          {trashIcon}
                        </IconButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )}
            <form
              aria-label={evaluatorsTexts.agregar}
              className="grid gap-3 rounded-md border border-ink-200 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                add()
              }}
            >
              <Select
                label={evaluatorsTexts.relacion}
                options={relationOptions}
                value={relacion ?? ""}
                onChange={(v) => setRelacion(relationOf(v))}
                placeholder={evaluatorsTexts.elijaRelacion}
                isRequired
                errorMessage={context.addProblem?.relacion ?? null}
              />
              <SearchSelect
                label={evaluatorsTexts.evaluador}
                items={candidates}
                selectedId={evaluador}
                onChange={setEvaluador}
                description={evaluatorsTexts.evaluadorAyuda}
                errorMessage={context.addProblem?.evaluador ?? null}
              />
              <Button type="submit" variant="secondary" className="sm:mt-6">
                {evaluatorsTexts.agregar}
              </Button>
            </form>
          </>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            {evaluatorsTexts.cerrar}
          </Button>
          {loaded !== null ? (
            <BusyButton busy={saving} onPress={() => actor.send({ type: "SAVE" })}>
              {evaluatorsTexts.guardar}
            </BusyButton>
          ) : null}
        </div>
      </div>
    </Modal>
  )
}
