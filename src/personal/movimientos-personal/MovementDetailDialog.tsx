import { changeValueText } from "../../../domain/personal/movimientos-personal-vocabulary"
import { movementCalls } from "../../../machines/personal/movimientos-personal-calls"
import { api } from "../../app/api"
import { DetailDialog } from "../../records/DetailDialog"
import { shownDate } from "../../records/cells"
import { FlowSteps } from "../../records/FlowSteps"
import { HeaderCells } from "../../ui/HeaderCells"

// One movement seen whole: its before/after pairs, the timeline of its authorization flow (each
// level's approver, result, date and comment; the waiting one marked) and its IMSS notices.

const noticeText: Readonly<Record<string, string>> = { "08": "08 Alta o reingreso", "07": "07 Modificación de salario", "02": "02 Baja" }

const readDetail = movementCalls(api).detail

export const MovementDetailDialog = ({ id, onClose }: { readonly id: number | null; readonly onClose: () => void }) => (
  <DetailDialog title={`Movimiento ${id ?? ""}`} id={id} read={readDetail} onClose={onClose} size="lg" className="flex flex-col gap-4 p-5">
    {(detail) => (
      <>
        <section aria-labelledby="mov-cambios">
          <h3 id="mov-cambios" className="font-semibold text-ink-900">
            Antes y después
          </h3>
          {detail.cambios.length === 0 ? (
            <p className="text-sm text-ink-700">Sin cambios de posición ni de salario.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <HeaderCells labels={["Campo", "Antes"]} className="py-1 pr-3" />
                    <th scope="col" className="py-1">
                      Después
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.cambios.map((c) => (
                    <tr key={c.campo} className="border-t border-ink-200">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {c.etiqueta}
                      </th>
                      <td className="py-1 pr-3">{changeValueText(c.campo, c.valor_anterior)}</td>
                      <td className="py-1">{changeValueText(c.campo, c.valor_nuevo)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <FlowSteps id="mov-pasos" steps={detail.pasos} empty="Sin pasos de autorización (sin flujo configurado o aún no enviado)." />
        <section aria-labelledby="mov-avisos">
          <h3 id="mov-avisos" className="font-semibold text-ink-900">
            Avisos al IMSS
          </h3>
          {detail.avisos.length === 0 ? (
            <p className="text-sm text-ink-700">Se registran al aplicar el movimiento.</p>
          ) : (
            <ul className="text-sm">
              {detail.avisos.map((a) => (
                <li key={a.tipo_aviso}>
                  {noticeText[a.tipo_aviso] ?? a.tipo_aviso} · movimiento {shownDate(a.f_movimiento)} · presentar a más tardar el {shownDate(a.f_limite)} · {a.estado}
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    )}
  </DetailDialog>
)
