import { surveyCalls } from "../../../machines/evaluacion/encuestas-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Modal } from "../../ui/Modal"

// "Vista previa" of an instrument (EVA100): its instructions, the scale's labels, then each
// section with its questions numbered across the instrument, each saying how it is answered and
// whether it is required. Text only: nothing here is answered or saved.

const readPreview = surveyCalls(api).preview

const answeredBy = (tipo: string, escala: ReadonlyArray<string>) =>
  tipo === "Escala" ? `Escala: ${escala.join(", ")}` : tipo === "Sí-No" ? "Respuesta: Sí o No" : "Respuesta abierta"

export const SurveyPreviewDialog = ({ id, onClose }: { readonly id: number | null; readonly onClose: () => void }) => {
  const resource = useLoadedResource(id, readPreview)
  const preview = resource.value
  return (
    <Modal title={preview === null ? "Vista previa" : `Vista previa: ${preview.titulo}`} isOpen={id !== null} onClose={onClose} size="lg">
      <div className="flex flex-col gap-4 text-sm">
        {resource.phase === "failed" ? <LoadFailure message={resource.failure} onRetry={resource.retry} /> : null}
        {preview === null && resource.phase !== "failed" ? <p role="status">Cargando…</p> : null}
        {preview === null ? null : (
          <>
            {preview.instrucciones === null ? null : <p>{preview.instrucciones}</p>}
            <p>
              <strong>Escala:</strong> {preview.escala.join(" · ")}
            </p>
            {preview.secciones.map((s) => (
              <section key={s.numero} aria-labelledby={`vista-previa-seccion-${s.numero}`} className="flex flex-col gap-2">
                <h3 id={`vista-previa-seccion-${s.numero}`} className="text-base font-semibold text-ink-900">
                  {s.numero}. {s.titulo}
                </h3>
                <ol className="flex flex-col gap-2">
                  {s.preguntas.map((q) => (
                    <li key={q.numero} value={q.numero} className="rounded-md border border-ink-200 px-3 py-2">
                      <p>
                        {q.numero}. {q.texto}
                        {q.obligatoria ? <span className="ml-1 text-ink-700">(obligatoria)</span> : null}
                      </p>
                      <p className="text-xs text-ink-700">{answeredBy(q.tipo, preview.escala)}</p>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </div>
    </Modal>
  )
}
