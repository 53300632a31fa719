import { useCallback, useEffect, useState } from "react"
import { type CompetenciaColaborador, type CompetenciasColaborador, competenciasColaboradorEndpoints } from "../../../domain/api/competencias-colaborador"
import { messages } from "../../../domain/messages"
import { tiposCompetencia } from "../../../domain/records/competencias/competency-types"
import { hasGap } from "../../../domain/rules/competency-gap"
import { api } from "../../app/api"
import { outcomeOf } from "../../records/outcomes"
import { useLoaded } from "../../records/useLoaded"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { PageTitle } from "../../ui/PageTitle"
import type { SelectItem } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { AssessmentDialog } from "./AssessmentDialog"
import { AssessmentHistoryDialog } from "./AssessmentHistoryDialog"
import { PersonCompetencyTable, type RowAction } from "./PersonCompetencyTable"
import { PersonPicker } from "./PersonPicker"
import { TrainingNeedDialog } from "./TrainingNeedDialog"
import { loadLevels } from "./levelItems"

// Competencias por colaborador (COM300, DOMAIN-MX 5.6): pick a person of the caller's centres and
// see the competencies of the puesto they occupy, each with the expected level, the latest
// assessment (date, assessor, origin), the gap and the fulfilment, and each type's weighted
// fulfilment. "Solo con brecha" keeps the rows with a gap. Per row: record a new assessment (the
// history keeps the earlier ones), see the history, send the gap to training needs. The figures
// are the server's (POST /get-competencias-colaborador); the page reads them again after a write.

type State =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "loaded"; readonly data: CompetenciasColaborador }

type Open = { readonly action: RowAction; readonly row: CompetenciaColaborador } | null

export const PersonCompetenciesPage = () => {
  const [person, setPerson] = useState<SelectItem | null>(null)
  const [state, setState] = useState<State>({ kind: "idle" })
  const [onlyGaps, setOnlyGaps] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const levels = useLoaded("niveles-competencia", loadLevels)

  const load = useCallback(async (id: number, live: () => boolean) => {
    setState({ kind: "loading" })
    const outcome = outcomeOf(await api.call(competenciasColaboradorEndpoints.getCompetenciasColaborador, { id_empleado: id }))
    if (!live()) return
    setState(
      outcome.kind === "done"
        ? { kind: "loaded", data: outcome.value.result }
        : { kind: "failed", message: outcome.kind === "refused" ? outcome.message : messages.errorObtener },
    )
  }, [])

  useEffect(() => {
    if (person === null) {
      setState({ kind: "idle" })
      return
    }
    let live = true
    void load(Number(person.id), () => live)
    return () => {
      live = false
    }
  }, [person, load])

  const reload = () => {
    setOpen(null)
    if (person !== null) void load(Number(person.id), () => true)
  }

  return (
    <>
      <PageTitle>Competencias por colaborador</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="max-w-xl">
          <PersonPicker label="Colaborador" searchLabel="Buscar colaborador" value={person} onChange={setPerson} isRequired />
        </div>
        {state.kind === "idle" ? (
          <p className="text-ink-700">Elija un colaborador para ver sus competencias, evaluarlo y enviar sus brechas a capacitación.</p>
        ) : state.kind === "loading" ? (
          <p className="flex items-center gap-2 text-ink-700" role="status">
            <Spinner className="h-5 w-5 text-brand-700" />
            {messages.cargando}
          </p>
        ) : state.kind === "failed" ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-danger-700">
              {state.message}
            </p>
            <Button variant="secondary" onPress={reload}>
              Reintentar
            </Button>
          </div>
        ) : state.data.id_puesto === null ? (
          <p className="text-ink-700">El colaborador no ocupa un puesto: no hay competencias que comparar.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink-900">
                <span className="font-semibold">Puesto:</span> {`${state.data.n_puesto ?? ""} (${state.data.id_puesto})`}
              </p>
              <Checkbox isSelected={onlyGaps} onChange={setOnlyGaps}>
                Solo con brecha
              </Checkbox>
            </div>
            {state.data.competencias.length === 0 ? (
              <p className="text-ink-700">El puesto del colaborador no tiene competencias asignadas.</p>
            ) : (
              tiposCompetencia
                .filter((tipo) => state.data.competencias.some((c) => c.tipo === tipo))
                .map((tipo) => (
                  <PersonCompetencyTable
                    key={tipo}
                    tipo={tipo}
                    rows={state.data.competencias.filter((c) => c.tipo === tipo && (!onlyGaps || hasGap(c)))}
                    total={state.data.totales.find((t) => t.tipo === tipo)}
                    filtered={onlyGaps}
                    onAction={(action, row) => setOpen({ action, row })}
                  />
                ))
            )}
          </>
        )}
      </div>
      {person === null || open === null ? null : open.action === "evaluar" ? (
        <AssessmentDialog idEmpleado={Number(person.id)} competency={open.row} levels={levels} onClose={() => setOpen(null)} onSaved={reload} />
      ) : open.action === "historial" ? (
        <AssessmentHistoryDialog idEmpleado={Number(person.id)} competency={open.row} onClose={() => setOpen(null)} />
      ) : (
        <TrainingNeedDialog idEmpleado={Number(person.id)} competency={open.row} onClose={() => setOpen(null)} onSent={reload} />
      )}
    </>
  )
}
