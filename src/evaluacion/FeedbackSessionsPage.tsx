import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { fromPromise } from "xstate"
import { todayInMexico } from "../../domain/dates"
import type { FeedbackProject } from "../../domain/evaluacion/retroalimentacion-api"
import { type FeedbackKind, feedbackStates } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { formatDate } from "../../domain/dates"
import { feedbackMachine } from "../../machines/evaluacion/retroalimentacion"
import { feedbackCalls } from "../../machines/evaluacion/retroalimentacion-calls"
import { api } from "../app/api"
import { LoadFailure } from "../records/LoadFailure"
import { useLoadedResource } from "../records/use-loaded-resource"
import { useToasts } from "../records/use-toasts"
import { Button } from "../ui/Button"
import { HeaderCells } from "../ui/HeaderCells"
import { PageTitle } from "../ui/PageTitle"
import { ScrollingTable } from "../ui/ScrollingTable"
import { Select } from "../ui/Select"
import { Spinner } from "../ui/Spinner"
import { FeedbackSessionDialog } from "./FeedbackSessionDialog"

// Retroalimentación operativa (EVA370) and 360 (EVA375), MODULES-MX §5: a published cycle of the
// kind lists its participants (Colaborador, Jefe, Fecha, Conformidad, Compromisos, Estado); a
// row opens the session, held by the boss or Recursos Humanos. The page machine
// (machines/evaluacion/retroalimentacion.ts) holds it all; both pages are this view by kind.

const calls = feedbackCalls(api)
const machine = feedbackMachine.provide({
  actors: {
    list: fromPromise(({ input }) => calls.list(input)),
    session: fromPromise(({ input }) => calls.session(input)),
    save: fromPromise(({ input }) => calls.save(input)),
  },
})
const noProjects: ReadonlyArray<FeedbackProject> = []
const stateOptions = feedbackStates.map((s) => ({ id: s, label: s }))

export const FeedbackSessionsPage = ({ tipo, title }: { readonly tipo: FeedbackKind; readonly title: string }) => {
  const actor = useActorRef(machine, { input: { filters: { id_proyecto: 0, tipo, id_centro_trabajo: null, id_depto: null, estado: null }, today: todayInMexico() } })
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  const listing = useSelector(actor, (s) => s.matches("listing"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const saving = useSelector(actor, (s) => s.matches({ session: "saving" }))
  const projects = useLoadedResource(`proyectos-${tipo}`, () => calls.projects(tipo), { toastOnFailure: true })
  const projectList = projects.value ?? noProjects
  const projectOptions = useMemo(() => projectList.map((p) => ({ id: String(p.id_proyecto), label: `${p.n_proyecto} (${p.fase_actual ?? p.estado})` })), [projectList])
  const filters = context.filters
  const project = projectList.find((p) => p.id_proyecto === filters.id_proyecto)
  const session = context.session

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            label="Proyecto"
            options={projectOptions}
            value={filters.id_proyecto > 0 ? String(filters.id_proyecto) : ""}
            placeholder=""
            onChange={(id) => actor.send({ type: "FILTER", filters: { ...filters, id_proyecto: id === "" ? 0 : Number(id) } })}
            isRequired
          />
          <Select
            label="Estado"
            options={stateOptions}
            value={filters.estado ?? ""}
            placeholder="Todos"
            onChange={(id) => actor.send({ type: "FILTER", filters: { ...filters, estado: feedbackStates.find((s) => s === id) ?? null } })}
          />
        </div>
        {projects.phase === "shown" && projectList.length === 0 ? <p className="text-ink-700">No hay proyectos publicados con este tipo de retroalimentación.</p> : null}
        {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
        {listing ? <Spinner className="h-6 w-6 text-brand-700" /> : null}
        {filters.id_proyecto === 0 ? (
          <p className="text-ink-700">Elija un proyecto para ver sus sesiones de retroalimentación.</p>
        ) : listing || failed ? null : context.rows.length === 0 ? (
          <p className="text-ink-700">No hay colaboradores con esos filtros.</p>
        ) : (
          <ScrollingTable
            caption={`Retroalimentación de ${project?.n_proyecto ?? "el proyecto"}`}
            boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
            tableClassName="w-full border-collapse text-left text-sm"
          >
            <thead>
              <tr>
                <HeaderCells labels={["Colaborador", "Jefe", "Fecha", "Conformidad", "Compromisos", "Estado", "Acciones"]} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
              </tr>
            </thead>
            <tbody>
              {context.rows.map((r) => (
                <tr key={r.id_empleado} className="border-b border-ink-200 align-top">
                  <th scope="row" className="px-2 py-2 text-left font-normal text-ink-900">
                    {r.n_empleado}
                    <span className="block text-ink-700">{r.n_puesto}</span>
                  </th>
                  <td className="px-2 py-2 text-ink-900">{r.n_jefe ?? "—"}</td>
                  <td className="px-2 py-2 text-ink-900">{r.f_sesion === null ? "—" : formatDate(r.f_sesion)}</td>
                  <td className="px-2 py-2 text-ink-900">{r.conformidad ?? "—"}</td>
                  <td className="px-2 py-2 text-ink-900 tabular-nums">{r.compromisos}</td>
                  <td className="px-2 py-2 text-ink-900">{r.estado}</td>
                  <td className="px-2 py-2">
                    <Button variant="secondary" aria-label={`Abrir la retroalimentación de ${r.n_empleado}`} onPress={() => actor.send({ type: "OPEN", id_empleado: r.id_empleado })}>
                      Abrir
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </div>
      {session === null ? null : (
        <FeedbackSessionDialog
          session={session}
          draft={context.draft}
          problem={context.problem}
          saving={saving}
          onEdit={(field, value) => actor.send({ type: "EDIT", field, value })}
          onSignBoss={(value) => actor.send({ type: "SIGN_BOSS", value })}
          onAdd={() => actor.send({ type: "ADD_COMMITMENT" })}
          onRemove={(index) => actor.send({ type: "REMOVE_COMMITMENT", index })}
          onEditCommitment={(index, field, value) => actor.send({ type: "EDIT_COMMITMENT", index, field, value })}
          onSave={() => actor.send({ type: "SAVE" })}
          onClose={() => actor.send({ type: "CLOSE" })}
        />
      )}
    </>
  )
}
