import { useEffect, useState } from "react"
import { type DetalleMovimiento, detalleMovimiento } from "../../../../domain/api/personal-movements"
import { messages } from "../../../../domain/messages"
import { api } from "../../../app/api"
import { shownDate } from "../../../records/cells"
import { Modal } from "../../../ui/Modal"

// One movement seen whole: its before/after pairs, the timeline of its authorization flow (each
// level's approver, result, date and comment; the waiting one marked) and its IMSS notices.

const resultText = (r: "A" | "R" | null): string => (r === "A" ? "Autorizado" : r === "R" ? "Rechazado" : "En espera")
const noticeText: Readonly<Record<string, string>> = { "08": "08 Alta o reingreso", "07": "07 Modificación de salario", "02": "02 Baja" }

export const MovementDetailDialog = ({ id, onClose }: { readonly id: number | null; readonly onClose: () => void }) => {
  const [detail, setDetail] = useState<DetalleMovimiento | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setDetail(null)
    setFailed(false)
    if (id === null) return
    let live = true
    void api.call(detalleMovimiento, { id_movimiento: id }).then((r) => {
      if (!live) return
      if (r.ok) setDetail(r.value.result)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [id])
  return (
    <Modal title={`Movimiento ${id ?? ""}`} isOpen={id !== null} onClose={onClose} size="lg">
      <div className="flex flex-col gap-4 p-5">
        {failed ? <p role="alert">{messages.errorObtener}</p> : null}
        {detail === null && !failed ? <p role="status">Cargando…</p> : null}
        {detail === null ? null : (
          <>
            <p>
              Estado: <strong>{detail.estado}</strong>
            </p>
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
                        <th scope="col" className="py-1 pr-3">
                          Campo
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Antes
                        </th>
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
                          <td className="py-1 pr-3">{c.valor_anterior ?? "—"}</td>
                          <td className="py-1">{c.valor_nuevo ?? "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="mov-pasos">
              <h3 id="mov-pasos" className="font-semibold text-ink-900">
                Autorización
              </h3>
              {detail.pasos.length === 0 ? (
                <p className="text-sm text-ink-700">Sin pasos de autorización (sin flujo configurado o aún no enviado).</p>
              ) : (
                <ol className="flex flex-col gap-2 border-l-2 border-ink-200 pl-4 text-sm">
                  {detail.pasos.map((p) => (
                    // One step per level in a request's flow.
                    <li key={`nivel-${p.nivel}`}>
                      <span className="font-medium">Nivel {p.nivel}</span>: {p.autorizador} · {resultText(p.resultado)}
                      {p.fecha === null ? "" : ` · ${shownDate(p.fecha)}`}
                      {p.comentario === null || p.comentario === "" ? "" : ` · «${p.comentario}»`}
                    </li>
                  ))}
                </ol>
              )}
            </section>
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
      </div>
    </Modal>
  )
}
