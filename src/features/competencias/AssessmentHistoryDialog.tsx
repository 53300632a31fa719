import { useEffect, useState } from "react"
import type { CompetenciaColaborador } from "../../../domain/api/competencias-colaborador"
import { messages } from "../../../domain/messages"
import { competencyAssessmentsEndpoints, origenLabel } from "../../../domain/records/competencias/assessments"
import { api } from "../../app/api"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { Spinner } from "../../ui/Spinner"

// One competency's history for the person (COM300): every assessment, the latest first, read
// from the list of /evaluaciones-competencia filtered by person and competency. Read-only: an
// assessment is never changed; a correction is a new one.

interface Entry {
  readonly id_evaluacion: number
  readonly f_evaluacion: string
  readonly n_nivel: string
  readonly valor: number
  readonly evaluador: string | null
  readonly origen: string
  readonly evidencia: string | null
}

type State = { readonly kind: "loading" } | { readonly kind: "failed" } | { readonly kind: "loaded"; readonly rows: ReadonlyArray<Entry> }

export interface AssessmentHistoryDialogProps {
  readonly idEmpleado: number
  readonly competency: CompetenciaColaborador
  readonly onClose: () => void
}

const cell = "px-3 py-2 align-top"

export const AssessmentHistoryDialog = ({ idEmpleado, competency, onClose }: AssessmentHistoryDialogProps) => {
  const [state, setState] = useState<State>({ kind: "loading" })
  const title = `Historial: ${competency.n_competencia}`
  useEffect(() => {
    let live = true
    void api
      .call(competencyAssessmentsEndpoints.list, {
        id_empleado: String(idEmpleado),
        id_competencia: String(competency.id_competencia),
        orden: "f_evaluacion",
        direccion: "desc",
        por_pagina: 100,
      })
      .then((r) => {
        if (!live) return
        setState(r.ok ? { kind: "loaded", rows: r.value.result.registros as unknown as ReadonlyArray<Entry> } : { kind: "failed" })
      })
    return () => {
      live = false
    }
  }, [idEmpleado, competency.id_competencia])
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
          <section
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container the keyboard must reach (axe: scrollable-region-focusable)
            tabIndex={0}
            className="relative overflow-x-auto rounded-lg border border-ink-200"
          >
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
                <tr>
                  {["Fecha", "Nivel evaluado", "Evaluador", "Origen", "Evidencia"].map((h) => (
                    <th key={h} scope="col" className={`${cell} font-semibold`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {state.rows.map((r) => (
                  <tr key={r.id_evaluacion}>
                    <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                      {r.f_evaluacion}
                    </th>
                    <td className={cell}>{`${r.n_nivel} (${r.valor})`}</td>
                    <td className={cell}>{r.evaluador ?? "—"}</td>
                    <td className={cell}>{origenLabel(r.origen)}</td>
                    <td className={cell}>{r.evidencia ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
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
