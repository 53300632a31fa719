import { useActorRef, useSelector } from "@xstate/react"
import { type RefObject, useEffect, useMemo, useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { ParticipantEvaluation } from "../../../domain/evaluacion/mis-evaluaciones-api"
import { relationLabel } from "../../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { type Ref, type SaveInput, myEvaluationsMachine } from "../../../machines/evaluacion/mis-evaluaciones"
import { myEvaluationCalls } from "../../../machines/evaluacion/mis-evaluaciones-calls"
import { captureCalls, noOwnList, refOfParticipantEvaluation } from "../../../machines/evaluacion/proyectos-captura-calls"
import { evaluationProjectCalls } from "../../../machines/evaluacion/proyectos-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { LoadFailure } from "../../records/LoadFailure"
import { textOf } from "../../records/RecordImageInput"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { SearchSelect } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { EvaluationResultsView } from "../EvaluationResultsView"
import { EvaluationForm } from "../mis-evaluaciones/EvaluationForm"

// "Capturar evaluaciones" of a 360, operative or integral project's row in its evaluation phases
// (EVA150): HR picks a participant, sees their evaluators and operative evaluation with their
// states and their results, and answers one on the evaluator's behalf in the form of "Mis
// evaluaciones" (the same machine and form; the form says whom it is captured for). The server
// records and audits who captured it. Back from the form the participant is read again and the
// focus returns to their evaluations' heading.

type Row = Readonly<Record<string, unknown>>

export const captureTexts = {
  abrir: (proyecto: string) => `Capturar evaluaciones del proyecto ${proyecto}`,
  titulo: (proyecto: string) => `Capturar evaluaciones: ${proyecto}`,
  colaborador: "Colaborador",
  colaboradorAyuda: "Los participantes del proyecto, por nombre",
  elija: "Elija un colaborador del proyecto para ver sus evaluaciones y sus resultados, y capturar en nombre de sus evaluadores.",
  leyendo: "Leyendo sus evaluaciones…",
  evaluaciones: (persona: string) => `Evaluaciones de ${persona}`,
  sinEvaluaciones: "El colaborador no tiene evaluadores 360 ni evaluación operativa.",
  relacion: "Relación",
  evaluador: "Evaluador",
  estado: "Estado",
  respondida: "Respondida",
  acciones: "Acciones",
  sinEvaluador: "Sin evaluador",
  respondidaEl: (fecha: string, quien: string | null) => `Respondida el ${fecha}${quien === null ? "" : ` (capturó ${quien})`}`,
  capturar: "Capturar",
  editar: "Editar",
  capturarA: (evaluador: string, relacion: string) => `Capturar en nombre de ${evaluador} (${relacion})`,
  editarA: (evaluador: string, relacion: string) => `Editar lo capturado en nombre de ${evaluador} (${relacion})`,
  volver: "Volver a las evaluaciones del colaborador",
  cerrar: "Cerrar",
} as const

const projectCalls = evaluationProjectCalls(api)
const calls = captureCalls(api)
const answering = myEvaluationsMachine.provide({
  actors: {
    load: fromPromise(noOwnList),
    open: fromPromise(({ input }: { input: Ref }) => myEvaluationCalls(api).open(input)),
    save: fromPromise(({ input }: { input: SaveInput }) => myEvaluationCalls(api).save(input)),
  },
})


const Evaluations = ({
  persona,
  items,
  open,
  headingRef,
}: {
  readonly persona: string
  readonly items: ReadonlyArray<ParticipantEvaluation>
  readonly open: (e: ParticipantEvaluation) => void
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}) => (
  <section aria-labelledby="captura-evaluaciones" className="flex flex-col gap-2">
    <h3 id="captura-evaluaciones" ref={headingRef} tabIndex={-1} className="font-semibold text-ink-900">
      {captureTexts.evaluaciones(persona)}
    </h3>
    {items.length === 0 ? (
      <p className="text-ink-700">{captureTexts.sinEvaluaciones}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {items.map((e) => {
          const evaluador = e.n_evaluador === "" ? captureTexts.sinEvaluador : e.n_evaluador
          const relacion = relationLabel(e.relacion)
          const answered = e.estado === "Respondida"
          return (
            <li
              key={`${e.tipo}-${e.id_asignacion_evaluador ?? e.id_evaluacion_operativa}`}
              className="flex flex-col gap-2 rounded-md border border-ink-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <p className="font-semibold text-ink-900">{evaluador}</p>
                <p className="text-ink-700">
                  {relacion} ·{" "}
                  {answered && e.f_respuesta !== null ? captureTexts.respondidaEl(shownDate(e.f_respuesta.slice(0, 10)), e.capturada_por) : e.estado}
                </p>
              </div>
              <Button
                variant={answered ? "secondary" : "primary"}
                aria-label={answered ? captureTexts.editarA(evaluador, relacion) : captureTexts.capturarA(evaluador, relacion)}
                onPress={() => open(e)}
              >
                {answered ? captureTexts.editar : captureTexts.capturar}
              </Button>
            </li>
          )
        })}
      </ul>
    )}
  </section>
)

export const CaptureDialog = ({ row, onClose }: { readonly row: Row; readonly onClose: () => void }) => {
  const id_proyecto = Number(row.id_proyecto)
  const [person, setPerson] = useState<number | null>(null)
  const participants = useLoadedResource(id_proyecto, projectCalls.participants, { toastOnFailure: true })
  const people = useMemo(
    () => (participants.value ?? []).map((p) => ({ id: String(p.id_empleado), label: p.n_puesto === "" ? p.n_empleado : `${p.n_empleado} (${p.n_puesto})` })),
    [participants.value],
  )
  const capture = useLoadedResource(person, (id_empleado: number) => calls.participantCapture({ id_proyecto, id_empleado }))
  const actor = useActorRef(answering)
  useToasts(actor)
  const state = useSelector(actor, (s) => s)
  const formOpen = state.context.form !== null && (state.matches("answering") || state.matches("checking") || state.matches("saving"))
  const saving = state.matches("saving")
  const headingRef = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(false)
  // Back from the form (saved or not): the participant is read again, the focus on their evaluations.
  const reload = capture.reload
  useEffect(() => {
    if (wasOpen.current && !formOpen && state.matches("list")) {
      reload()
      headingRef.current?.focus()
    }
    if (formOpen) wasOpen.current = true
    else if (state.matches("list")) wasOpen.current = false
  }, [formOpen, state, reload])
  const proyecto = textOf(row.n_proyecto)
  const loaded = capture.value
  return (
    <Modal title={captureTexts.titulo(proyecto)} isOpen onClose={onClose} size="lg" isDismissable={!saving}>
      <div className="flex flex-col gap-4">
        {formOpen && state.context.form !== null ? (
          <EvaluationForm
            form={state.context.form}
            answers={state.context.answers}
            levels={state.context.levels}
            errors={state.context.errors}
            attempt={state.context.attempt}
            saving={saving}
            send={actor.send}
            backLabel={captureTexts.volver}
          />
        ) : (
          <>
            <SearchSelect
              label={captureTexts.colaborador}
              items={people}
              selectedId={person === null ? null : String(person)}
              onChange={(id) => setPerson(id === null ? null : Number(id))}
              description={captureTexts.colaboradorAyuda}
            />
            {person === null ? <p className="text-ink-700">{captureTexts.elija}</p> : null}
            {capture.phase === "loading" || state.matches("opening") ? (
              <p role="status" className="flex items-center gap-2 text-ink-700">
                <Spinner className="h-5 w-5" />
                {captureTexts.leyendo}
              </p>
            ) : null}
            {capture.phase === "failed" ? <LoadFailure message={capture.failure} onRetry={capture.retry} /> : null}
            {person !== null && loaded !== null && capture.phase !== "failed" ? (
              <>
                <Evaluations
                  persona={loaded.resultados.n_empleado}
                  items={loaded.evaluaciones}
                  open={(e) => actor.send({ type: "OPEN", ref: refOfParticipantEvaluation(e) })}
                  headingRef={headingRef}
                />
                <EvaluationResultsView r={loaded.resultados} headingId="captura-resultados" />
              </>
            ) : null}
            <div className="flex justify-end">
              <Button variant="secondary" onPress={onClose}>
                {captureTexts.cerrar}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  )
}
