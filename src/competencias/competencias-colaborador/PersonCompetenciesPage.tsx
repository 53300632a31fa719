import { useEffect, useRef, useState } from "react"
import type { CompetenciaColaborador, CompetenciasColaborador } from "../../../domain/competencias/competencias-colaborador-api"
import { catalogNames } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import { tiposCompetencia } from "../../../domain/competencias/competency-types"
import { hasGap } from "../../../domain/rules/competency-gap"
import { personCompetencyCalls } from "../../../machines/competencias/competencias-colaborador-calls"
import { api } from "../../app/api"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
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

// Competencias por colaborador (COM300, DOMAIN-MX 5.6): pick a person of the caller's centres and
// see the competencies of the puesto they occupy, each with the expected level, the latest
// assessment (date, assessor, origin), the gap and the fulfilment, and each type's weighted
// fulfilment. "Solo con brecha" keeps the rows with a gap. Per row: record a new assessment (the
// history keeps the earlier ones), see the history, send the gap to training needs. The figures
// are the server's (POST /get-competencias-colaborador); the page reads them again after a write,
// keeping the tables on screen meanwhile so the dialog gives the focus back to the row's button;
// a button the write removed ("Enviar a capacitación") leaves it on the row's Evaluar.

type State =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "loaded"; readonly data: CompetenciasColaborador }

type Open = { readonly action: RowAction; readonly row: CompetenciaColaborador } | null

const { figures: readFigures } = personCompetencyCalls(api)

export const PersonCompetenciesPage = () => {
  const [person, setPerson] = useState<SelectItem | null>(null)
  // The person's figures, read by a loaded-resource machine; read again after a write, they stay on screen meanwhile.
  const figures = useLoadedResource(person === null ? null : Number(person.id), readFigures)
  const state: State =
    figures.phase === "idle"
      ? { kind: "idle" }
      : figures.phase === "failed"
        ? { kind: "failed", message: figures.failure ?? messages.errorObtener }
        : figures.value === null
          ? { kind: "loading" }
          : { kind: "loaded", data: figures.value }
  const [onlyGaps, setOnlyGaps] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const levels = useLookup(catalogNames.nivelesCompetencia, "id_nivel", "n_nivel")

  /** The competency whose dialog saved, until the page has read the figures again. */
  const wrote = useRef<CompetenciaColaborador | null>(null)

  const reload = () => {
    setOpen(null)
    figures.retry()
  }
  const reloadAfterWrite = () => {
    wrote.current = open?.row ?? null
    setOpen(null)
    figures.reload()
  }
  const answered = figures.phase === "shown" || figures.phase === "empty"
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (the value) is when the focus goes back
  useEffect(() => {
    const row = wrote.current
    if (!answered || row === null) return
    wrote.current = null
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(`Evaluar ${row.n_competencia}`)}"]`)?.focus()
  }, [answered, figures.value])

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
        <AssessmentDialog idEmpleado={Number(person.id)} competency={open.row} levels={levels} onClose={() => setOpen(null)} onSaved={reloadAfterWrite} />
      ) : open.action === "historial" ? (
        <AssessmentHistoryDialog idEmpleado={Number(person.id)} competency={open.row} onClose={() => setOpen(null)} />
      ) : (
        <TrainingNeedDialog idEmpleado={Number(person.id)} competency={open.row} onClose={() => setOpen(null)} onSent={reloadAfterWrite} />
      )}
    </>
  )
}
