import { useEffect, useRef } from "react"
import type { MyFeedback } from "../../../domain/evaluacion/retroalimentacion-api"
import { type Agreement, agreements } from "../../../domain/evaluacion/retroalimentacion-vocabulary"
import type { ResultsView } from "../../../machines/evaluacion/mis-evaluaciones-retroalimentaciones"
import { shownDate } from "../../records/cells"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { FormAlert } from "../../ui/FormAlert"
import { HeaderCells } from "../../ui/HeaderCells"
import { Modal } from "../../ui/Modal"
import { RadioGroup } from "../../ui/RadioGroup"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { Spinner } from "../../ui/Spinner"
import { TextArea } from "../../ui/TextArea"
import { EvaluationResultsView } from "../EvaluationResultsView"

// One of the person's feedback sessions, read-only: its facts, strengths, areas to improve and
// commitments; a held 360 session also shows the person's results. While the person may sign,
// their agreement (radios, arrows) and comments, and Firmar; a refusal stays above the button.

const Fact = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="flex flex-col">
    <dt className="text-sm font-semibold text-ink-700">{label}</dt>
    <dd className="break-words text-ink-900">{value}</dd>
  </div>
)

const Text = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <section className="flex flex-col gap-1">
    <h3 className="font-semibold text-ink-900">{label}</h3>
    <p className="whitespace-pre-line text-ink-900">{value}</p>
  </section>
)

const agreementOptions = agreements.map((a) => ({ id: a, label: a }))

export interface MyFeedbackDialogProps {
  readonly session: MyFeedback
  readonly conformidad: Agreement | ""
  readonly comentarios: string
  readonly problem: string | null
  readonly results: ResultsView
  readonly signing: boolean
  readonly onAgreement: (value: Agreement) => void
  readonly onComments: (value: string) => void
  readonly onSign: () => void
  readonly onClose: () => void
}

export const MyFeedbackDialog = ({ session: s, conformidad, comentarios, problem, results, signing, onAgreement, onComments, onSign, onClose }: MyFeedbackDialogProps) => {
  // Signed here: the form (and its focused button) goes, so the focus moves to the note that says so.
  const signedNote = useRef<HTMLParagraphElement>(null)
  const wasFirmable = useRef(s.firmable)
  useEffect(() => {
    if (wasFirmable.current && s.firma_colaborador) signedNote.current?.focus()
    wasFirmable.current = s.firmable
  }, [s.firmable, s.firma_colaborador])
  return (
  <Modal title={`Retroalimentación ${s.tipo}: ${s.n_proyecto}`} isOpen onClose={onClose} size="lg" isDismissable={!signing}>
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-4">
        <Fact label="Fecha de la sesión" value={s.f_sesion === null ? "—" : shownDate(s.f_sesion)} />
        <Fact label="Jefe" value={s.n_jefe ?? "—"} />
        <Fact label="Estado" value={s.estado} />
        <Fact label="Firma del jefe" value={s.firma_jefe ? "Firmada" : "Pendiente"} />
      </dl>
      <Text label="Fortalezas" value={s.fortalezas} />
      <Text label="Áreas de mejora" value={s.areas_mejora} />
      {s.compromisos.length === 0 ? null : (
        <ScrollingTable caption="Compromisos" boxClassName="overflow-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <HeaderCells labels={["Acción", "Tipo", "Responsable", "Fecha compromiso", "Avance %", "Estado"]} className="border-b border-ink-200 px-2 py-1 font-semibold text-ink-900" />
            </tr>
          </thead>
          <tbody>
            {s.compromisos.map((c) => (
              <tr key={c.id_compromiso} className="border-b border-ink-200">
                <th scope="row" className="px-2 py-1 text-left font-normal text-ink-900">
                  {c.accion}
                </th>
                <td className="px-2 py-1 text-ink-700">{c.tipo}</td>
                <td className="px-2 py-1 text-ink-700">{c.n_responsable}</td>
                <td className="px-2 py-1 text-ink-700">{shownDate(c.f_compromiso)}</td>
                <td className="px-2 py-1 text-ink-700">{c.avance}</td>
                <td className="px-2 py-1 text-ink-700">{c.estado}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {results.kind === "loading" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="h-4 w-4" />
          Leyendo sus resultados…
        </p>
      ) : null}
      {results.kind === "loaded" ? <EvaluationResultsView r={results.results} headingId="mis-resultados" /> : null}
      {results.kind === "failed" ? <p className="text-sm text-ink-700">{results.message}</p> : null}
      {s.firmable ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            onSign()
          }}
        >
          <RadioGroup label="Conformidad" options={agreementOptions} value={conformidad} onChange={(v) => onAgreement(v as Agreement)} orientation="horizontal" isRequired isDisabled={signing} />
          <TextArea label="Comentarios del colaborador" value={comentarios} onChange={onComments} maxLength={2000} rows={3} isDisabled={signing} />
          <FormAlert message={problem} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onPress={onClose} isDisabled={signing}>
              Cerrar
            </Button>
            <BusyButton type="submit" busy={signing}>
              Firmar
            </BusyButton>
          </div>
        </form>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Fact label="Conformidad" value={s.conformidad ?? "—"} />
            <Fact label="Comentarios del colaborador" value={s.comentarios_colaborador ?? "—"} />
          </dl>
          <p ref={signedNote} tabIndex={-1} className="text-sm text-ink-700">{s.firma_colaborador ? "Usted firmó la sesión." : "La sesión se firma cuando su jefe la haya firmado."}</p>
          <div className="flex justify-end">
            <Button variant="secondary" onPress={onClose}>
              Cerrar
            </Button>
          </div>
        </>
      )}
    </div>
  </Modal>
  )
}
