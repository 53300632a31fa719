import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { type ClimateProgress, type ClimateProjectOption, invitationMedia, participantMessages } from "../../../domain/clima-laboral/empleados-depto-api"
import { formatCount } from "../../../domain/number-format"
import { participantChoicesMachine, seedOf } from "../../../machines/clima-laboral/empleados-depto"
import { participantCalls } from "../../../machines/clima-laboral/empleados-depto-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { BusyButton } from "../../ui/BusyButton"
import { HeaderCells } from "../../ui/HeaderCells"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { TextField } from "../../ui/TextField"

// Empleados por departamento (CLI210, MODULES-MX §4.2): choose a project of the user's centres; its
// departments show Trabajadores, Seleccionados, Hombres/Mujeres, Invitados and Respondieron (counts
// only: nobody's answer is shown). A draft draws its participants (all, or the Guía III sample
// stratified by sex) with a seed the user may give to draw the same sample again; a project in
// application invites them by mail or through the kiosk, or resends to those who have not answered,
// in all departments or one. The address names the project (`?proyecto=`). The reads and actions
// are machine-backed (useLoadedResource, useCommand); the choices are the page machine's.

export const participantPageTexts = {
  title: "Empleados por departamento",
  proyecto: "Proyecto",
  elija: "Elija un proyecto de clima laboral para ver a sus participantes por departamento.",
  sinProyectos: "No hay proyectos de clima laboral en sus centros de trabajo. Cree uno en Proyectos.",
  resumen: (p: ClimateProgress) =>
    `${p.n_centro_trabajo} · ${p.num_trabajadores} trabajadores al inicio · Guías ${p.guias.replace(",", " y ")}${p.usar_muestra === "1" && p.tamano_muestra !== null ? ` · muestra de ${p.tamano_muestra}` : ""}${p.semilla === null ? "" : ` · semilla ${p.semilla}`}`,
  estado: (estado: string) => `Estado: ${estado}`,
  semilla: "Semilla (opcional)",
  semillaAyuda: "Vacío: se usa una semilla nueva. La misma semilla con las mismas personas elige la misma muestra.",
  generar: "Generar participantes",
  regenerar: "Regenerar participantes",
  soloBorrador: "Los participantes se generan o regeneran con el proyecto en borrador.",
  medio: "Medio de invitación",
  departamento: "Departamento",
  todos: "Todos los departamentos",
  enviar: "Enviar invitaciones",
  reenviar: "Reenviar a quienes no han respondido",
  soloAplicacion: "Las invitaciones se envían con el proyecto en aplicación (Proyectos, «Iniciar aplicación»).",
  caption: (proyecto: string) => `Participantes de ${proyecto} por departamento`,
  columnas: ["Departamento", "Trabajadores", "Seleccionados", "Hombres/Mujeres", "Invitados", "Respondieron"],
  total: "Total",
  sinDeptos: "El centro de trabajo no tiene departamentos.",
} as const

const calls = participantCalls(api)
const loadProjects = () => calls.projects()
const noProjects: ReadonlyArray<ClimateProjectOption> = []
const mediumOptions = invitationMedia.map((m) => ({ id: m, label: m === "Correo" ? "Correo (enlace de un solo uso)" : "Kiosko" }))

const n = (v: number) => formatCount(v)

const ProgressTable = ({ progress }: { readonly progress: ClimateProgress }) => {
  const sum = (f: (d: ClimateProgress["deptos"][number]) => number) => progress.deptos.reduce((t, d) => t + f(d), 0)
  const cell = "border-b border-ink-200 px-2 py-2 text-right tabular-nums"
  return progress.deptos.length === 0 ? (
    <p className="text-ink-700">{participantPageTexts.sinDeptos}</p>
  ) : (
    <ScrollingTable caption={participantPageTexts.caption(progress.n_proyecto)} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <HeaderCells labels={participantPageTexts.columnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
        </tr>
      </thead>
      <tbody>
        {progress.deptos.map((d) => (
          <tr key={d.id_depto}>
            <th scope="row" className="border-b border-ink-200 px-2 py-2 text-left font-normal text-ink-900">
              {d.n_depto}
            </th>
            <td className={cell}>{n(d.trabajadores)}</td>
            <td className={cell}>{n(d.seleccionados)}</td>
            <td className={cell}>{`${n(d.hombres)}/${n(d.mujeres)}`}</td>
            <td className={cell}>{n(d.invitados)}</td>
            <td className={cell}>{n(d.respondieron)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="px-2 py-2 text-left text-ink-900">
            {participantPageTexts.total}
          </th>
          <td className={cell}>{n(sum((d) => d.trabajadores))}</td>
          <td className={cell}>{n(sum((d) => d.seleccionados))}</td>
          <td className={cell}>{`${n(sum((d) => d.hombres))}/${n(sum((d) => d.mujeres))}`}</td>
          <td className={cell}>{n(sum((d) => d.invitados))}</td>
          <td className={cell}>{n(sum((d) => d.respondieron))}</td>
        </tr>
      </tfoot>
    </ScrollingTable>
  )
}

export interface ParticipantsPageProps {
  /** The project the address names (null: none). */
  readonly proyecto: number | null
  readonly onChosen: (proyecto: number | null) => void
}

export const ParticipantsPage = ({ proyecto, onChosen }: ParticipantsPageProps) => {
  const choices = useActorRef(participantChoicesMachine)
  const chosen = useSelector(choices, (s) => s.context)
  const projects = useLoadedResource("proyectos-clima", loadProjects, { toastOnFailure: true })
  const list = projects.value ?? noProjects
  const items = useMemo<ReadonlyArray<SelectItem>>(() => list.map((p) => ({ id: String(p.id_proyecto), label: `${p.n_proyecto} (${p.estado})` })), [list])
  const progress = useLoadedResource(proyecto, (id: number) => calls.progress(id), { keepWhileLoading: true })
  const drawing = useCommand(calls.draw, { onDone: () => progress.reload() })
  const inviting = useCommand(calls.invite, { onDone: () => progress.reload() })
  const shown = progress.value !== null && progress.value.id_proyecto === proyecto ? progress.value : null
  const seedProblem = chosen.seed.trim() !== "" && seedOf(chosen.seed) === null ? participantMessages.semilla : null
  const busy = drawing.phase === "running" || inviting.phase === "running"
  const departments = (shown?.deptos ?? []).filter((d) => d.seleccionados > 0).map((d) => ({ id: String(d.id_depto), label: d.n_depto }))
  const invite = (reenviar: "1" | "0") =>
    shown === null
      ? undefined
      : inviting.run({ id_proyecto: shown.id_proyecto, medio: chosen.medium, reenviar, deptos: chosen.department === null ? [] : [chosen.department] })
  const selected = shown === null ? 0 : shown.deptos.reduce((t, d) => t + d.seleccionados, 0)

  return (
    <>
      <PageTitle>{participantPageTexts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="max-w-xl">
          <SearchSelect
            label={participantPageTexts.proyecto}
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
        {projects.phase === "shown" && list.length === 0 ? <p className="text-ink-700">{participantPageTexts.sinProyectos}</p> : null}
        {proyecto !== null && progress.phase === "failed" ? <LoadFailure message={progress.failure} onRetry={progress.retry} /> : null}
        {proyecto !== null && shown === null && progress.phase === "loading" ? <Spinner className="h-6 w-6 text-brand-700" /> : null}
        {proyecto === null ? <p className="text-ink-700">{participantPageTexts.elija}</p> : null}
        {shown === null ? null : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col gap-1 text-ink-900">
              <p>{participantPageTexts.resumen(shown)}</p>
              <p>{participantPageTexts.estado(shown.estado)}</p>
            </div>
            {shown.estado === "Borrador" ? (
              <section aria-labelledby="clima-generar" className="flex flex-col gap-3">
                <h2 id="clima-generar" className="text-lg font-semibold text-ink-900">
                  {selected === 0 ? participantPageTexts.generar : participantPageTexts.regenerar}
                </h2>
                <div className="grid max-w-3xl grid-cols-1 items-end gap-4 sm:grid-cols-2">
                  <TextField
                    label={participantPageTexts.semilla}
                    value={chosen.seed}
                    onChange={(seed) => choices.send({ type: "SEED", seed })}
                    inputMode="numeric"
                    maxLength={10}
                    description={participantPageTexts.semillaAyuda}
                    errorMessage={seedProblem}
                  />
                  <div>
                    <BusyButton
                      busy={drawing.phase === "running"}
                      isDisabled={inviting.phase === "running"}
                      onPress={() => (seedProblem === null ? drawing.run({ id_proyecto: shown.id_proyecto, semilla: seedOf(chosen.seed) }) : undefined)}
                    >
                      {selected === 0 ? participantPageTexts.generar : participantPageTexts.regenerar}
                    </BusyButton>
                  </div>
                </div>
              </section>
            ) : (
              <p className="text-ink-700">{participantPageTexts.soloBorrador}</p>
            )}
            {shown.estado === "En aplicación" ? (
              <section aria-labelledby="clima-invitar" className="flex flex-col gap-3">
                <h2 id="clima-invitar" className="text-lg font-semibold text-ink-900">
                  {participantPageTexts.enviar}
                </h2>
                <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
                  <Select
                    label={participantPageTexts.medio}
                    options={mediumOptions}
                    value={chosen.medium}
                    onChange={(id) => choices.send({ type: "MEDIUM", medium: id === "Kiosko" ? "Kiosko" : "Correo" })}
                    isDisabled={busy}
                  />
                  <Select
                    label={participantPageTexts.departamento}
                    options={departments}
                    value={chosen.department === null ? "" : String(chosen.department)}
                    placeholder={participantPageTexts.todos}
                    onChange={(id) => choices.send({ type: "DEPARTMENT", department: id === "" ? null : Number(id) })}
                    isDisabled={busy}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <BusyButton busy={inviting.phase === "running"} isDisabled={drawing.phase === "running"} onPress={() => invite("0")}>
                    {participantPageTexts.enviar}
                  </BusyButton>
                  <BusyButton variant="secondary" busy={inviting.phase === "running"} isDisabled={drawing.phase === "running"} onPress={() => invite("1")}>
                    {participantPageTexts.reenviar}
                  </BusyButton>
                </div>
              </section>
            ) : (
              <p className="text-ink-700">{participantPageTexts.soloAplicacion}</p>
            )}
            <ProgressTable progress={shown} />
          </div>
        )}
      </div>
    </>
  )
}
