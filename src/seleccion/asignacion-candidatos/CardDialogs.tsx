import { type FormEvent, useRef } from "react"
import { formatDate } from "../../../domain/dates"
import { formatFixed } from "../../../domain/number-format"
import { stageResults } from "../../../domain/rules/seleccion-pipeline"
import type { AssignableCandidate, AssignmentHistory, Pipeline } from "../../../domain/seleccion/asignacion-candidatos-api"
import { pipelineCatalogNames } from "../../../domain/seleccion/asignacion-candidatos-lookups"
import { type CardDialog, type CardField, columnOf, moveTargets, reopenTargets } from "../../../machines/seleccion/asignacion-candidatos"
import type { Loaded } from "../../../machines/records/loaded-resource"
import { LoadFailure } from "../../records/LoadFailure"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"
import { FormAlert } from "../../ui/FormAlert"
import { HeaderCells } from "../../ui/HeaderCells"
import { Modal } from "../../ui/Modal"
import { RadioGroup } from "../../ui/RadioGroup"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { TextArea } from "../../ui/TextArea"
import { TextField } from "../../ui/TextField"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { pipelineTexts as t } from "./pipeline-texts"

// The dialogs of SEL250's cards: move (target stage, result of the stage left, its score, a
// comment and, to Descartado, the reason), reopen (stage and comment), assign (a candidate found
// by name or e-mail) and the history. Their forms are the page machine's; these only draw them.

export interface DialogProps {
  readonly pipeline: Pipeline
  readonly dialog: CardDialog
  readonly busy: boolean
  readonly onEdit: (field: CardField, value: string) => void
  readonly onSearch: (buscar: string) => void
  readonly onChooseCandidate: (id: number | null) => void
  readonly onSubmit: () => void
  readonly onClose: () => void
  readonly loadAssignable: (key: { readonly id_vacante: number; readonly buscar: string }) => Promise<Loaded<ReadonlyArray<AssignableCandidate>>>
  readonly loadHistory: (id: number) => Promise<Loaded<AssignmentHistory>>
}

const resultOptions = stageResults.map((r) => ({ id: r, label: r }))

const submitted = (onSubmit: () => void) => (e: FormEvent) => {
  e.preventDefault()
  onSubmit()
}

const MoveForm = ({ pipeline, dialog, busy, onEdit, onSubmit, onClose }: DialogProps & { readonly dialog: Extract<CardDialog, { readonly kind: "mover" | "reabrir" }> }) => {
  const form = useRef<HTMLFormElement>(null)
  const reasons = useLookup(pipelineCatalogNames.motivosRechazo, "id_motivo_rechazo", "n_motivo_rechazo")
  const { card, values, problems } = dialog
  const moving = dialog.kind === "mover"
  const targets = (moving ? moveTargets(pipeline, card) : reopenTargets(pipeline)).map((c) => ({ id: String(c.id_etapa), label: c.n_etapa }))
  const current = columnOf(pipeline, card.id_etapa)?.n_etapa ?? ""
  const discarding = columnOf(pipeline, Number(values.id_etapa))?.tipo === "Descartado"
  const live = useProblemFocus(form, dialog.attempt, () => Object.values(problems).filter((p) => p !== undefined).length + (dialog.refusal === null ? 0 : 1))
  return (
    <form ref={form} noValidate onSubmit={submitted(onSubmit)} className="flex flex-col gap-4">
      {live}
      <p className="text-ink-900">{t.etapaActual(current)}</p>
      <FormAlert message={dialog.refusal} />
      <Select
        label={moving ? t.etapaDestino : t.reabrirEn}
        options={targets}
        value={values.id_etapa}
        placeholder=""
        onChange={(v) => onEdit("id_etapa", v)}
        errorMessage={problems.id_etapa ?? null}
        isRequired
        isDisabled={busy}
      />
      {moving ? (
        <>
          <RadioGroup
            label={t.resultadoEtapa(current)}
            options={resultOptions}
            value={values.resultado}
            onChange={(v) => onEdit("resultado", v)}
            orientation="horizontal"
            errorMessage={problems.resultado ?? null}
            isRequired
            isDisabled={busy}
          />
          <TextField
            label={t.calificacionEtapa}
            value={values.calificacion}
            onChange={(v) => onEdit("calificacion", v)}
            inputMode="numeric"
            maxLength={6}
            errorMessage={problems.calificacion ?? null}
            isDisabled={busy}
          />
          {discarding ? (
            <Select
              label={t.motivoRechazo}
              options={reasons.map((r) => ({ id: r.id, label: r.label }))}
              value={values.id_motivo_rechazo}
              placeholder=""
              onChange={(v) => onEdit("id_motivo_rechazo", v)}
              errorMessage={problems.id_motivo_rechazo ?? null}
              isRequired
              isDisabled={busy}
            />
          ) : null}
        </>
      ) : null}
      <TextArea
        label={t.comentario}
        value={values.comentario}
        onChange={(v) => onEdit("comentario", v)}
        maxLength={500}
        rows={3}
        errorMessage={problems.comentario ?? null}
        isRequired={!moving}
        isDisabled={busy}
        {...(moving ? {} : { description: t.reabrirAyuda })}
      />
      <CancelAndSubmit submitLabel={moving ? t.moverBoton : t.reabrirBoton} onCancel={onClose} busy={busy} />
    </form>
  )
}

const AssignForm = ({ pipeline, dialog, busy, onSearch, onChooseCandidate, onSubmit, onClose, loadAssignable }: DialogProps & { readonly dialog: Extract<CardDialog, { readonly kind: "asignar" }> }) => {
  const form = useRef<HTMLFormElement>(null)
  const found = useLoadedResource({ id_vacante: pipeline.id_vacante, buscar: dialog.buscar }, loadAssignable, { debounceMs: 250, keepWhileLoading: true })
  const options = (found.value ?? []).map((c) => ({ id: String(c.id_candidato), label: `${c.n_candidato} (${c.email})` }))
  const live = useProblemFocus(form, dialog.attempt, () => (dialog.problem === null ? 0 : 1) + (dialog.refusal === null ? 0 : 1))
  return (
    <form ref={form} noValidate onSubmit={submitted(onSubmit)} className="flex flex-col gap-4">
      {live}
      <FormAlert message={dialog.refusal} />
      <TextField label={t.buscarCandidato} type="search" value={dialog.buscar} onChange={onSearch} maxLength={60} description={t.buscarAyuda} isDisabled={busy} />
      {found.phase === "failed" ? <LoadFailure message={found.failure} onRetry={found.retry} /> : null}
      {found.phase === "loading" && found.value === null ? <Spinner className="h-5 w-5 text-brand-700" /> : null}
      <RadioGroup
        label={t.candidato}
        options={options}
        value={dialog.id_candidato === null ? "" : String(dialog.id_candidato)}
        onChange={(v) => onChooseCandidate(v === "" ? null : Number(v))}
        errorMessage={dialog.problem}
        isRequired
        isDisabled={busy}
      />
      <CancelAndSubmit submitLabel={t.asignarBoton} onCancel={onClose} busy={busy} />
    </form>
  )
}

const HistoryTable = ({ dialog, loadHistory }: { readonly dialog: Extract<CardDialog, { readonly kind: "historial" }>; readonly loadHistory: DialogProps["loadHistory"] }) => {
  const history = useLoadedResource(dialog.card.id_asignacion, loadHistory)
  if (history.phase === "failed") return <LoadFailure message={history.failure} onRetry={history.retry} />
  if (history.value === null) return <Spinner className="h-6 w-6 text-brand-700" />
  if (history.value.historial.length === 0) return <p className="text-ink-700">{t.sinHistorial}</p>
  return (
    <ScrollingTable caption={t.historialTitulo(dialog.card.n_candidato)} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <HeaderCells labels={[t.fecha, t.etapa, t.resultado, t.calificacion, t.usuario, t.comentario]} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
        </tr>
      </thead>
      <tbody>
        {history.value.historial.map((h, i) => (
          // The history only grows, oldest first: its position is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no key of their own on the wire
          <tr key={i} className="border-b border-ink-200 align-top">
            <td className="px-2 py-2">{formatDate(h.fecha)}</td>
            <td className="px-2 py-2">{h.n_etapa}</td>
            <td className="px-2 py-2">{h.resultado}</td>
            <td className="px-2 py-2 text-right">{h.calificacion === null ? "—" : formatFixed(h.calificacion, 2)}</td>
            <td className="px-2 py-2">{h.n_usuario ?? "—"}</td>
            <td className="px-2 py-2">{h.comentario ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  )
}

export const CardDialogs = (props: DialogProps) => {
  const { dialog, busy, onClose } = props
  if (dialog.kind === "historial")
    return (
      <Modal title={t.historialTitulo(dialog.card.n_candidato)} isOpen onClose={onClose} size="lg">
        <HistoryTable dialog={dialog} loadHistory={props.loadHistory} />
      </Modal>
    )
  if (dialog.kind === "asignar")
    return (
      <Modal title={t.asignarTitulo} isOpen onClose={onClose} isDismissable={!busy}>
        <AssignForm {...props} dialog={dialog} />
      </Modal>
    )
  return (
    <Modal title={dialog.kind === "mover" ? t.moverTitulo(dialog.card.n_candidato) : t.reabrirTitulo(dialog.card.n_candidato)} isOpen onClose={onClose} isDismissable={!busy}>
      <MoveForm {...props} dialog={dialog} />
    </Modal>
  )
}
