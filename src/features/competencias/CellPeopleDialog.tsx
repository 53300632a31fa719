import { useEffect, useState } from "react"
import { type PersonaCelda, competenciasMapaEndpoints } from "../../../domain/api/competencias-mapa"
import { messages } from "../../../domain/messages"
import { api } from "../../app/api"
import { outcomeOf, showToast, toastOf } from "../../records/outcomes"
import { Modal } from "../../ui/Modal"
import { Shimmer } from "../../ui/Shimmer"
import type { OpenCell } from "./CompetencyMapPage"

// The drill-down of a heat map cell (COM350): the people the average rests on, each with the
// level their puesto expects, their latest assessment at the cut-off and their fulfilment.

const headers = ["No. colaborador", "Nombre", "Puesto", "Nivel esperado", "Nivel evaluado", "Fecha de evaluación", "Cumplimiento"] as const

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

export const CellPeopleDialog = ({ cell, onClose }: { readonly cell: OpenCell | null; readonly onClose: () => void }) => {
  const [people, setPeople] = useState<ReadonlyArray<PersonaCelda> | null>(null)

  useEffect(() => {
    setPeople(null)
    if (cell === null) return
    let live = true
    void api.call(competenciasMapaEndpoints.personasCeldaCompetencias, cell.request).then((result) => {
      if (!live) return
      const outcome = outcomeOf(result)
      if (outcome.kind === "done") setPeople((outcome.value as { readonly result: ReadonlyArray<PersonaCelda> }).result)
      else {
        showToast(toastOf(outcome, messages.errorObtener))
        onClose()
      }
    })
    return () => {
      live = false
    }
  }, [cell, onClose])

  return (
    <Modal title={cell?.title ?? ""} isOpen={cell !== null} onClose={onClose} size="lg">
      {people === null ? (
        <Shimmer rows={10} />
      ) : people.length === 0 ? (
        <p className="text-ink-700">Nadie tiene una evaluación de esta competencia a la fecha de corte.</p>
      ) : (
        // Narrow screens scroll the table sideways in a region the keyboard can reach.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <section aria-label={`Personas de ${cell?.title ?? ""}`} tabIndex={0} className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{`Personas de ${cell?.title ?? ""}`}</caption>
            <thead>
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.id_empleado}>
                  <td className="border-b border-ink-100 px-2 py-1.5 tabular-nums">{p.num_empleado}</td>
                  <th scope="row" className="border-b border-ink-100 px-2 py-1.5 font-normal">
                    {p.nombre}
                  </th>
                  <td className="border-b border-ink-100 px-2 py-1.5">{p.n_puesto}</td>
                  <td className="border-b border-ink-100 px-2 py-1.5">{`${p.n_nivel_esperado} (${p.valor_esperado})`}</td>
                  <td className="border-b border-ink-100 px-2 py-1.5">{`${p.n_nivel_evaluado} (${p.valor_evaluado})`}</td>
                  <td className="border-b border-ink-100 px-2 py-1.5 tabular-nums">{ddmmyyyy(p.f_evaluacion)}</td>
                  <td className="border-b border-ink-100 px-2 py-1.5 text-right tabular-nums">{`${p.cumplimiento.toLocaleString("es-MX", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Modal>
  )
}
