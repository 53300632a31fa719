import { formatDate } from "../../../domain/dates"
import type { CompetenciaColaborador } from "../../../domain/competencias/competencias-colaborador-api"
import { messages } from "../../../domain/messages"
import { origenLabel } from "../../../domain/competencias/assessments"
import { type AssessmentEntry, personCompetencyCalls } from "../../../machines/competencias/competencias-colaborador-calls"
import { api } from "../../app/api"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { Spinner } from "../../ui/Spinner"
import { HeaderCells } from "../../ui/HeaderCells"
import { ScrollingTable } from "../../ui/ScrollingTable"

// One competency's history for the person (COM300): every assessment, the latest first, read
// from the list of /evaluaciones-competencia filtered by person and competency. Read-only: an
// assessment is never changed; a correction is a new one.

type State = { readonly kind: "loading" } | { readonly kind: "failed" } | { readonly kind: "loaded"; readonly rows: ReadonlyArray<AssessmentEntry> }

export interface AssessmentHistoryDialogProps {
  readonly idEmpleado: number
  readonly competency: CompetenciaColaborador
  readonly onClose: () => void
}

const cell = "px-3 py-2 align-top"

const { history: readHistory } = personCompetencyCalls(api)

export const AssessmentHistoryDialog = ({ idEmpleado, competency, onClose }: AssessmentHistoryDialogProps) => {
  const title = `Historial: ${competency.n_competencia}`
  // The history, read by a loaded-resource machine; no assessments yet is an empty list.
  const history = useLoadedResource({ idEmpleado, idCompetencia: competency.id_competencia }, readHistory)
  const state: State =
    history.phase === "failed"
      ? { kind: "failed" }
      : history.phase === "shown" || history.phase === "empty"
        ? { kind: "loaded", rows: history.value ?? [] }
        : { kind: "loading" }
  return (
    <Modal title={title} isOpen onClose={onClose} size="lg">
      <div className="flex flex-col gap-4">
        {state.kind === "loading" ? (
          <p className="flex items-center gap-2 text-ink-700">
            <Spinner className="h-5 w-5 text-brand-700" />
            {messages.cargando}
          </p>
        ) : state.kind === "failed" ? (
          <p role="alert" className="text-danger-700">
            {messages.errorObtener}
          </p>
        ) : state.rows.length === 0 ? (
          <p className="text-ink-700">La competencia aún no tiene evaluaciones.</p>
        ) : (
          // Always a named, focusable scroller: the dialog's width changes with the viewport while it
          // is open, and the keyboard must reach whatever does not fit.
          <ScrollingTable caption={title} boxClassName="relative overflow-x-auto rounded-lg border border-ink-200" tableClassName="w-full border-collapse text-left text-sm">
            <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
              <tr>
                <HeaderCells labels={["Fecha", "Nivel evaluado", "Evaluador", "Origen", "Evidencia"]} className={`${cell} font-semibold`} />
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {state.rows.map((r) => (
                <tr key={r.id_evaluacion}>
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    {formatDate(r.f_evaluacion)}
                  </th>
                  <td className={cell}>{`${r.n_nivel} (${r.valor})`}</td>
                  <td className={cell}>{r.evaluador ?? "—"}</td>
                  <td className={cell}>{origenLabel(r.origen)}</td>
                  <td className={cell}>{r.evidencia ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onPress={onClose}>
            Cerrar
          </Button>
        </div>
      </div>
    </Modal>
  )
}
