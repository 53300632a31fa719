import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import type { ClimateProjectOption } from "../../../domain/clima-laboral/empleados-depto-api"
import { type GuideIRow, type ProjectReview, followUpStates, reviewMessages } from "../../../domain/clima-laboral/revision-proyectos-api"
import { formatDate } from "../../../domain/dates"
import { formatCount } from "../../../domain/number-format"
import { participantCalls } from "../../../machines/clima-laboral/empleados-depto-calls"
import { type FollowUpState, reviewChoicesMachine } from "../../../machines/clima-laboral/revision-proyectos"
import { reviewCalls } from "../../../machines/clima-laboral/revision-proyectos-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { BusyButton } from "../../ui/BusyButton"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { HeaderCells } from "../../ui/HeaderCells"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { TextField } from "../../ui/TextField"

// Revisión de proyectos (CLI220, MODULES-MX §4.2): choose a project of the user's centres; its
// progress by department and guide (invited, answered, %: counts only); a reminder to whoever has
// not answered; closing, which asks first when answers are pending (the links stop working). For
// administrators, the Guía I panel (nominal): who answered it, their "Sí" by section, whether it
// refers them to a clinical evaluation, and the confidential follow-up. Reads and actions are
// machine-backed (useLoadedResource, useCommand); the choices are the page machine's.

export const reviewPageTexts = {
  title: "Revisión de proyectos",
  proyecto: "Proyecto",
  elija: "Elija un proyecto de clima laboral para revisar su avance.",
  estado: (estado: string, pendientes: number) => `Estado: ${estado} · ${formatCount(pendientes)} cuestionarios pendientes`,
  recordar: "Enviar recordatorio a pendientes",
  cerrar: "Cerrar proyecto",
  cerrarTitulo: "Cerrar proyecto",
  cerrarSin: "¿Cerrar el proyecto? Los enlaces de invitación dejan de servir.",
  caption: (p: string) => `Avance de ${p} por departamento y guía`,
  columnas: ["Departamento", "Guía", "Invitados", "Respondieron", "%"],
  panel: "Guía I: acontecimientos traumáticos severos",
  panelAyuda: "Nominal y confidencial: solo lo consultan los administradores.",
  panelCaption: "Colaboradores que respondieron la Guía I",
  panelColumnas: ["Colaborador", "Fecha", "Sí por sección (I, II, III, IV)", "Requiere valoración", "Canalizado a", "Estado"],
  canalizadoA: (nombre: string) => `Canalizado a (${nombre})`,
  estadoDe: (nombre: string) => `Estado del seguimiento (${nombre})`,
  guardar: (nombre: string) => `Guardar el seguimiento de ${nombre}`,
  guardarCorto: "Guardar",
  si: "Sí",
  no: "No",
  sinGuiaI: "Nadie ha respondido la Guía I.",
} as const

const calls = reviewCalls(api)
const projectCalls = participantCalls(api)
const loadProjects = () => projectCalls.projects()
const noProjects: ReadonlyArray<ClimateProjectOption> = []
const stateOptions = followUpStates.map((s) => ({ id: s, label: s }))
const cell = "border-b border-ink-200 px-2 py-2 align-top"
const num = `${cell} text-right tabular-nums`

const ProgressTable = ({ review }: { readonly review: ProjectReview }) => (
  <ScrollingTable caption={reviewPageTexts.caption(review.n_proyecto)} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
    <thead>
      <tr>
        <HeaderCells labels={reviewPageTexts.columnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
      </tr>
    </thead>
    <tbody>
      {review.filas.map((r) => (
        <tr key={`${r.id_depto}-${r.guia}`}>
          <th scope="row" className={`${cell} text-left font-normal text-ink-900`}>
            {r.n_depto}
          </th>
          <td className={cell}>{r.guia}</td>
          <td className={num}>{formatCount(r.invitados)}</td>
          <td className={num}>{formatCount(r.respondieron)}</td>
          <td className={num}>{r.porcentaje.toFixed(2)}</td>
        </tr>
      ))}
    </tbody>
  </ScrollingTable>
)

export interface ReviewPageProps {
  readonly proyecto: number | null
  readonly onChosen: (proyecto: number | null) => void
}

export const ReviewPage = ({ proyecto, onChosen }: ReviewPageProps) => {
  const choices = useActorRef(reviewChoicesMachine)
  const chosen = useSelector(choices, (s) => s.context)
  const projects = useLoadedResource("proyectos-clima-revision", loadProjects, { toastOnFailure: true })
  const list = projects.value ?? noProjects
  const items = useMemo<ReadonlyArray<SelectItem>>(() => list.map((p) => ({ id: String(p.id_proyecto), label: `${p.n_proyecto} (${p.estado})` })), [list])
  const review = useLoadedResource(proyecto, (id: number) => calls.review(id), { keepWhileLoading: true })
  const panel = useLoadedResource(proyecto, (id: number) => calls.guideI(id), { keepWhileLoading: true })
  const reminding = useCommand(calls.remind, { onDone: () => review.reload() })
  const closing = useCommand(calls.close, {
    onDone: () => {
      choices.send({ type: "CANCEL_CLOSE" })
      review.reload()
    },
    onFailed: () => choices.send({ type: "CANCEL_CLOSE" }),
  })
  const referring = useCommand(calls.refer, { onDone: () => panel.reload() })
  const shown = review.value !== null && review.value.id_proyecto === proyecto ? review.value : null
  const busy = reminding.phase === "running" || closing.phase === "running"
  const rows: ReadonlyArray<GuideIRow> = panel.phase === "shown" ? (panel.value ?? []) : []

  return (
    <>
      <PageTitle>{reviewPageTexts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="max-w-xl">
          <SearchSelect
            label={reviewPageTexts.proyecto}
            items={items}
            selectedId={proyecto === null ? null : String(proyecto)}
            onChange={(id) => {
              choices.send({ type: "RESET" })
              onChosen(id === null ? null : Number(id))
            }}
            isRequired
            isDisabled={busy}
          />
        </div>
        {proyecto === null ? <p className="text-ink-700">{reviewPageTexts.elija}</p> : null}
        {proyecto !== null && review.phase === "failed" ? <LoadFailure message={review.failure} onRetry={review.retry} /> : null}
        {shown === null ? null : (
          <div className="flex flex-col gap-6">
            <p className="text-ink-900">{reviewPageTexts.estado(shown.estado, shown.pendientes)}</p>
            {shown.estado === "En aplicación" ? (
              <div className="flex flex-wrap gap-2">
                <BusyButton busy={reminding.phase === "running"} isDisabled={busy} onPress={() => reminding.run(shown.id_proyecto)}>
                  {reviewPageTexts.recordar}
                </BusyButton>
                <BusyButton variant="secondary" busy={closing.phase === "running"} isDisabled={busy} onPress={() => choices.send({ type: "ASK_CLOSE" })}>
                  {reviewPageTexts.cerrar}
                </BusyButton>
              </div>
            ) : null}
            <ProgressTable review={shown} />
            <ConfirmDialog
              isOpen={chosen.confirmingClose}
              title={reviewPageTexts.cerrarTitulo}
              message={shown.pendientes > 0 ? reviewMessages.pendientes : reviewPageTexts.cerrarSin}
              detail={shown.n_proyecto}
              confirmLabel={reviewPageTexts.cerrar}
              isBusy={closing.phase === "running"}
              onCancel={() => choices.send({ type: "CANCEL_CLOSE" })}
              onConfirm={() => closing.run({ id_proyecto: shown.id_proyecto, confirmar: "1" })}
            />
            {panel.phase === "shown" ? (
              <section aria-labelledby="clima-guia-i" className="flex flex-col gap-3">
                <h2 id="clima-guia-i" className="text-lg font-semibold text-ink-900">
                  {reviewPageTexts.panel}
                </h2>
                <p className="text-sm text-ink-700">{reviewPageTexts.panelAyuda}</p>
                {rows.length === 0 ? (
                  <p className="text-ink-700">{reviewPageTexts.sinGuiaI}</p>
                ) : (
                  <ScrollingTable caption={reviewPageTexts.panelCaption} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
                    <thead>
                      <tr>
                        <HeaderCells labels={reviewPageTexts.panelColumnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => {
                        const draft = chosen.drafts[r.id_empleado] ?? { canalizado_a: r.canalizado_a ?? "", estado_seguimiento: r.estado_seguimiento as FollowUpState }
                        return (
                          <tr key={r.id_empleado}>
                            <th scope="row" className={`${cell} text-left font-normal text-ink-900`}>
                              {r.colaborador}
                            </th>
                            <td className={cell}>{formatDate(r.f_respuesta)}</td>
                            <td className={cell}>{[r.si_seccion_i, r.si_seccion_ii, r.si_seccion_iii, r.si_seccion_iv].join(", ")}</td>
                            <td className={cell}>{r.requiere_valoracion === "1" ? reviewPageTexts.si : reviewPageTexts.no}</td>
                            {r.requiere_valoracion === "1" ? (
                              <>
                                <td className={cell}>
                                  <TextField
                                    label={reviewPageTexts.canalizadoA(r.colaborador)}
                                    value={draft.canalizado_a}
                                    maxLength={150}
                                    onChange={(v) => choices.send({ type: "DRAFT", id_empleado: r.id_empleado, draft: { ...draft, canalizado_a: v } })}
                                  />
                                </td>
                                <td className={cell}>
                                  <div className="flex flex-col gap-2">
                                    <Select
                                      label={reviewPageTexts.estadoDe(r.colaborador)}
                                      options={stateOptions}
                                      value={draft.estado_seguimiento}
                                      onChange={(v) => choices.send({ type: "DRAFT", id_empleado: r.id_empleado, draft: { ...draft, estado_seguimiento: v as FollowUpState } })}
                                    />
                                    <BusyButton
                                      aria-label={reviewPageTexts.guardar(r.colaborador)}
                                      busy={referring.phase === "running"}
                                      onPress={() => referring.run({ id_proyecto: shown.id_proyecto, id_empleado: r.id_empleado, ...draft })}
                                    >
                                      {reviewPageTexts.guardarCorto}
                                    </BusyButton>
                                  </div>
                                </td>
                              </>
                            ) : (
                              <>
                                <td className={cell} />
                                <td className={cell} />
                              </>
                            )}
                          </tr>
                        )
                      })}
                    </tbody>
                  </ScrollingTable>
                )}
              </section>
            ) : null}
          </div>
        )}
      </div>
    </>
  )
}
