import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { formatDate } from "../../../domain/dates"
import { weightTotalText } from "../../../domain/evaluacion/objetivos"
import type { ObjectiveSheet } from "../../../domain/evaluacion/objetivos-api"
import { type Approval, objectiveCalls } from "../../../machines/evaluacion/objetivos-calls"
import { checkedClean, objectiveFormMachine, objectivesOf, pesosOf } from "../../../machines/evaluacion/objetivos-form"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { FormAlert } from "../../ui/FormAlert"
import { HeaderCells } from "../../ui/HeaderCells"
import { Modal } from "../../ui/Modal"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { Spinner } from "../../ui/Spinner"
import { TextArea } from "../../ui/TextArea"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { ObjectiveFields } from "./ObjectiveFields"

// One person's objectives sheet (EVA010) in a dialog: while it is a draft or returned and the
// project is capturing, the form of its objectives (rows added and removed, the running Σ peso,
// each problem under its field and focused), Guardar, Enviar and "Copiar del ciclo anterior";
// otherwise its objectives read-only. The boss, on a sent sheet, approves it or returns it with a
// comment. The rows are the form machine's; the reads and actions are loaded resources and commands.

export const sheetTexts = {
  title: (nombre: string) => `Objetivos de ${nombre}`,
  cargando: "Cargando objetivos",
  datos: (puesto: string, jefe: string, estado: string) => `Puesto: ${puesto} · Jefe: ${jefe || "sin jefe"} · Estado: ${estado}`,
  devuelto: (comentario: string) => `Devueltos por el jefe: ${comentario}`,
  limites: (min: number, max: number) => `Capture de ${min} a ${max} objetivos; cada peso entre 5 y 50, y la suma de los pesos 100.`,
  suma: (total: string) => `Suma de pesos: ${total} de 100`,
  agregar: "Agregar objetivo",
  guardar: "Guardar",
  enviar: "Enviar al jefe",
  copiar: "Copiar del ciclo anterior",
  copiarPregunta: "¿Copiar los objetivos de su ciclo anterior? Reemplazan los de esta hoja, en borrador, sin fechas compromiso ni resultados.",
  cerrado: "La captura de objetivos de este proyecto no está abierta.",
  sinObjetivos: "Sin objetivos capturados.",
  caption: "Objetivos capturados",
  columnas: ["Descripción", "Indicador", "Unidad", "Sentido", "Línea base", "Meta", "Peso", "Fecha compromiso"],
  revision: "Revisión del jefe",
  comentario: "Comentario",
  comentarioAyuda: "Requerido para devolver; opcional al aprobar.",
  aprobar: "Aprobar",
  devolver: "Devolver",
  cerrar: "Cerrar",
} as const

const t = sheetTexts
const calls = objectiveCalls(api)
const cell = "border-b border-ink-200 px-2 py-2 align-top"

const ReadOnlyObjectives = ({ sheet }: { readonly sheet: ObjectiveSheet }) =>
  sheet.objetivos.length === 0 ? (
    <p className="text-ink-700">{t.sinObjetivos}</p>
  ) : (
    <ScrollingTable caption={t.caption} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <HeaderCells labels={t.columnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
        </tr>
      </thead>
      <tbody>
        {sheet.objetivos.map((o) => (
          <tr key={o.id_objetivo}>
            <th scope="row" className={`${cell} text-left font-normal text-ink-900`}>
              {o.descripcion}
            </th>
            <td className={cell}>{o.indicador}</td>
            <td className={cell}>{o.unidad}</td>
            <td className={cell}>{o.sentido}</td>
            <td className={`${cell} text-right tabular-nums`}>{o.linea_base ?? ""}</td>
            <td className={`${cell} text-right tabular-nums`}>{o.meta}</td>
            <td className={`${cell} text-right tabular-nums`}>{o.peso.toFixed(2)}</td>
            <td className={cell}>{o.f_compromiso === null ? "" : formatDate(o.f_compromiso)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  )

export interface ObjectiveSheetDialogProps {
  readonly id_proyecto: number
  readonly id_empleado: number | null
  readonly comentario: string
  /** The comment's problem when a return was asked without one, and how many times. */
  readonly commentProblem: string | null
  readonly commentAttempt: number
  readonly confirmingCopy: boolean
  readonly onComment: (comentario: string) => void
  /** Asks for a return: the page machine refuses an empty comment (true when it did). */
  readonly onCheckReturn: () => boolean
  readonly onAskCopy: () => void
  readonly onCancelCopy: () => void
  readonly onClose: () => void
  /** Something was stored: the list reads again. */
  readonly onChanged: () => void
}

export const ObjectiveSheetDialog = ({
  id_proyecto,
  id_empleado,
  comentario,
  commentProblem,
  commentAttempt,
  confirmingCopy,
  onComment,
  onCheckReturn,
  onAskCopy,
  onCancelCopy,
  onClose,
  onChanged,
}: ObjectiveSheetDialogProps) => {
  const key = id_empleado === null ? null : { id_proyecto, id_empleado }
  const loaded = useLoadedResource(key, calls.sheet, { keepWhileLoading: false })
  const sheet = loaded.phase === "shown" ? loaded.value : null
  const form = useActorRef(objectiveFormMachine)
  const draft = useSelector(form, (s) => s.context)
  const container = useRef<HTMLFormElement>(null)
  const announcement = useProblemFocus(container, draft.attempt, () => Object.keys(draft.errors).length)
  const reviewBox = useRef<HTMLElement>(null)
  const reviewAnnouncement = useProblemFocus(reviewBox, commentAttempt, () => (commentProblem === null ? 0 : 1))
  const reloaded = (value: ObjectiveSheet) => {
    form.send({ type: "LOAD", sheet: value })
    loaded.reload()
    onChanged()
  }
  useEffect(() => {
    if (sheet !== null) form.send({ type: "LOAD", sheet })
  }, [sheet, form])
  const saving = useCommand(calls.save, { onDone: reloaded })
  useEffect(() => {
    const r = saving.refusal
    if (r !== null) form.send({ type: "REFUSED", message: r.message, problems: r.problemas ?? [] })
  }, [saving.refusal, form])
  const sending = useCommand(calls.send, { onDone: reloaded })
  const copying = useCommand(calls.copy, { onDone: (value) => { onCancelCopy(); reloaded(value) }, onFailed: onCancelCopy })
  const approving = useCommand(calls.approve, { onDone: reloaded })
  const busy = [saving, sending, copying, approving].some((c) => c.phase === "running")
  const editable = sheet?.captura_abierta === true && (sheet.estado_objetivos === "Borrador" || sheet.estado_objetivos === "Devuelto")
  const reviewing = sheet?.captura_abierta === true && sheet.es_jefe && sheet.estado_objetivos === "Enviado"
  const commentError = commentProblem ?? approving.refusal?.problemas?.find((p) => p.campo === "comentario")?.mensaje ?? null
  const approvalRefusal = commentError ?? approving.refusal?.message ?? null
  const decide = (resultado: Approval["resultado"]) => {
    if (resultado === "Devuelto" && onCheckReturn()) return
    if (sheet !== null) approving.run({ id_proyecto, id_empleado: sheet.id_empleado, resultado, comentario })
  }
  const submit = () => {
    form.send({ type: "CHECK" })
    const checked = form.getSnapshot().context
    if (sheet !== null && checkedClean(checked)) saving.run({ id_proyecto, id_empleado: sheet.id_empleado, objetivos: objectivesOf(checked.rows) })
  }

  return (
    <Modal title={sheet === null ? t.cargando : t.title(sheet.colaborador)} isOpen={id_empleado !== null} onClose={onClose} size="lg" isDismissable={!busy}>
      {loaded.phase === "failed" ? <LoadFailure message={loaded.failure} onRetry={loaded.retry} /> : null}
      {sheet === null ? (
        loaded.phase === "failed" ? null : <Spinner className="h-6 w-6 text-brand-700" />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-ink-900">{t.datos(sheet.n_puesto, sheet.jefe, sheet.estado_objetivos)}</p>
          {sheet.estado_objetivos === "Devuelto" && sheet.comentario_devolucion !== null ? (
            <p className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-ink-900">{t.devuelto(sheet.comentario_devolucion)}</p>
          ) : null}
          {!sheet.captura_abierta ? <p className="text-ink-700">{t.cerrado}</p> : null}
          {editable ? (
            <form
              ref={container}
              noValidate
              aria-label={t.title(sheet.colaborador)}
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault()
                submit()
              }}
            >
              <p className="text-sm text-ink-700">{t.limites(sheet.min_objetivo, sheet.max_objetivo)}</p>
              <FormAlert message={draft.alert} />
              {draft.rows.map((row, index) => (
                <ObjectiveFields
                  key={row.key}
                  row={row}
                  index={index}
                  errors={draft.errors}
                  parents={sheet.objetivos_jefe}
                  period={{ f_inicio: sheet.f_inicio, f_fin: sheet.f_fin }}
                  canRemove={draft.rows.length > 1}
                  isDisabled={busy}
                  onEdit={(field, value) => form.send({ type: "EDIT", key: row.key, field, value })}
                  onRemove={() => form.send({ type: "REMOVE", key: row.key })}
                />
              ))}
              <p aria-live="polite" className="font-semibold text-ink-900">
                {t.suma(weightTotalText(pesosOf(draft.rows)))}
              </p>
              {announcement}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" isDisabled={busy || draft.rows.length >= sheet.max_objetivo} onPress={() => form.send({ type: "ADD" })}>
                  {t.agregar}
                </Button>
                <BusyButton type="submit" busy={saving.phase === "running"} isDisabled={busy}>
                  {t.guardar}
                </BusyButton>
                <BusyButton
                  variant="secondary"
                  busy={sending.phase === "running"}
                  isDisabled={busy || draft.dirty || sheet.objetivos.length === 0}
                  onPress={() => sending.run({ id_proyecto, id_empleado: sheet.id_empleado })}
                >
                  {t.enviar}
                </BusyButton>
                <BusyButton variant="secondary" busy={copying.phase === "running"} isDisabled={busy} onPress={onAskCopy}>
                  {t.copiar}
                </BusyButton>
              </div>
            </form>
          ) : (
            <ReadOnlyObjectives sheet={sheet} />
          )}
          {reviewing ? (
            <section ref={reviewBox} aria-labelledby="objetivos-revision" className="flex flex-col gap-3">
              <h3 id="objetivos-revision" className="text-lg font-semibold text-ink-900">
                {t.revision}
              </h3>
              <FormAlert message={approvalRefusal} />
              {reviewAnnouncement}
              <TextArea label={t.comentario} value={comentario} onChange={onComment} maxLength={500} rows={3} errorMessage={commentError} description={t.comentarioAyuda} />
              <div className="flex flex-wrap gap-2">
                <BusyButton busy={approving.phase === "running"} isDisabled={busy} onPress={() => decide("Aprobado")}>
                  {t.aprobar}
                </BusyButton>
                <BusyButton variant="secondary" busy={approving.phase === "running"} isDisabled={busy} onPress={() => decide("Devuelto")}>
                  {t.devolver}
                </BusyButton>
              </div>
            </section>
          ) : null}
          <div className="flex justify-end">
            <Button variant="secondary" isDisabled={busy} onPress={onClose}>
              {t.cerrar}
            </Button>
          </div>
          <ConfirmDialog
            isOpen={confirmingCopy}
            title={t.copiar}
            message={t.copiarPregunta}
            detail={sheet.colaborador}
            confirmLabel={t.copiar}
            isBusy={copying.phase === "running"}
            onCancel={onCancelCopy}
            onConfirm={() => copying.run({ id_proyecto, id_empleado: sheet.id_empleado })}
          />
        </div>
      )}
    </Modal>
  )
}
