import { useActorRef, useSelector } from "@xstate/react"
import { useMemo } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import type { ObjectiveProject } from "../../../domain/evaluacion/objetivos-api"
import { type ObjectiveSheetState, objectiveSheetStates } from "../../../domain/evaluacion/objetivos-vocabulary"
import { formatCount } from "../../../domain/number-format"
import { listRequest, objectiveChoicesMachine } from "../../../machines/evaluacion/objetivos"
import { objectiveCalls } from "../../../machines/evaluacion/objetivos-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { Button } from "../../ui/Button"
import { ExportAction } from "../../ui/ExportAction"
import { HeaderCells } from "../../ui/HeaderCells"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { ObjectiveSheetDialog } from "./ObjectiveSheetDialog"

// Objetivos (EVA010, MODULES-MX §5): choose a cycle with objectives (required) and, if wished, a
// company, centre, department and state; the participants of the caller's centres with their
// boss, objectives, Σ peso and state; each row opens the person's sheet to capture, send, copy
// from the previous cycle, or (the boss, on a sent sheet) approve or return. Excel of the list.
// What is chosen is the page machine's; reads and actions are machine-backed.

export const objectivesPageTexts = {
  title: "Objetivos",
  proyecto: "Proyecto",
  empresa: "Empresa",
  centro: "Centro de trabajo",
  depto: "Departamento",
  estado: "Estado",
  todos: "Todos",
  elija: "Elija un proyecto de evaluación con objetivos para ver a sus colaboradores.",
  fase: (p: ObjectiveProject) => `Fase actual: ${p.fase_actual ?? "sin fase"} · ${p.captura_abierta ? "captura de objetivos abierta" : "captura de objetivos cerrada"}`,
  caption: (n: number) => `Colaboradores del proyecto (${formatCount(n)})`,
  columnas: ["Colaborador", "Puesto", "Jefe", "Objetivos", "Σ peso", "Estado", "Acciones"],
  sinFilas: "Ningún colaborador coincide con los filtros.",
  capturar: (nombre: string) => `Capturar objetivos de ${nombre}`,
  revisar: (nombre: string) => `Revisar objetivos de ${nombre}`,
  ver: (nombre: string) => `Ver objetivos de ${nombre}`,
  capturarCorto: "Capturar",
  revisarCorto: "Revisar",
  verCorto: "Ver",
} as const

const t = objectivesPageTexts
const calls = objectiveCalls(api)
const loadProjects = () => calls.projects()
const noProjects: ReadonlyArray<ObjectiveProject> = []
const stateOptions = [{ id: "", label: t.todos }, ...objectiveSheetStates.map((s) => ({ id: s, label: s }))]
const cell = "border-b border-ink-200 px-2 py-2 align-top"
const num = `${cell} text-right tabular-nums`

export interface ObjectivesPageProps {
  readonly proyecto: number | null
  readonly onChosen: (proyecto: number | null) => void
}

export const ObjectivesPage = ({ proyecto, onChosen }: ObjectivesPageProps) => {
  const choices = useActorRef(objectiveChoicesMachine, { input: { storage: window.sessionStorage } })
  const chosen = useSelector(choices, (s) => s.context)
  const filters = chosen.filters
  const projects = useLoadedResource("proyectos-objetivos", loadProjects, { toastOnFailure: true })
  const projectList = projects.value ?? noProjects
  const items = useMemo<ReadonlyArray<SelectItem>>(() => projectList.map((p) => ({ id: String(p.id_proyecto), label: `${p.n_proyecto} (${p.estado})` })), [projectList])
  const project = projectList.find((p) => p.id_proyecto === proyecto) ?? null
  const companies = useLookup(catalogNames.empresasDelRol, "id_empresa", "n_empresa")
  const byCompany = { column: "id_empresa", value: filters.id_empresa ?? "" }
  const centres = useLookup(catalogNames.centrosDelRol, "id_centro_trabajo", "n_centro_trabajo", byCompany)
  const departments = useLookup(catalogNames.departamentosDelRol, "id_depto", "n_depto", byCompany)
  const request = proyecto === null ? null : listRequest(proyecto, filters)
  const list = useLoadedResource(request, calls.list, { keepWhileLoading: true })
  const exporting = useExport(calls.exportList)
  const rows = list.value ?? []

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid max-w-5xl grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SearchSelect
            label={t.proyecto}
            items={items}
            selectedId={proyecto === null ? null : String(proyecto)}
            onChange={(id) => {
              choices.send({ type: "RESET" })
              onChosen(id === null ? null : Number(id))
            }}
            isRequired
          />
          <SearchSelect label={t.empresa} items={companies} selectedId={filters.id_empresa} onChange={(id) => choices.send({ type: "FILTER", filters: { id_empresa: id } })} />
          <SearchSelect
            label={t.centro}
            items={centres}
            selectedId={filters.id_centro_trabajo}
            onChange={(id) => choices.send({ type: "FILTER", filters: { id_centro_trabajo: id } })}
            isDisabled={filters.id_empresa === null}
          />
          <SearchSelect
            label={t.depto}
            items={departments}
            selectedId={filters.id_depto}
            onChange={(id) => choices.send({ type: "FILTER", filters: { id_depto: id } })}
            isDisabled={filters.id_empresa === null}
          />
          <Select
            label={t.estado}
            options={stateOptions}
            value={filters.estado ?? ""}
            onChange={(id) => choices.send({ type: "FILTER", filters: { estado: id === "" ? null : (id as ObjectiveSheetState) } })}
          />
        </div>
        {proyecto === null || request === null ? (
          <p className="text-ink-700">{t.elija}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {project === null ? <span /> : <p className="text-ink-900">{t.fase(project)}</p>}
              <ExportAction busy={exporting.phase === "running"} onPress={() => exporting.run(request)} />
            </div>
            {list.phase === "failed" ? <LoadFailure message={list.failure} onRetry={list.retry} /> : null}
            {list.phase === "shown" && rows.length === 0 ? <p className="text-ink-700">{t.sinFilas}</p> : null}
            {rows.length === 0 ? null : (
              <ScrollingTable caption={t.caption(rows.length)} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full border-collapse text-left text-sm">
                <thead>
                  <tr>
                    <HeaderCells labels={t.columnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const editable = project?.captura_abierta === true && (r.estado === "Borrador" || r.estado === "Devuelto")
                    const reviewing = project?.captura_abierta === true && r.es_jefe && r.estado === "Enviado"
                    const [label, short] = reviewing ? [t.revisar(r.colaborador), t.revisarCorto] : editable ? [t.capturar(r.colaborador), t.capturarCorto] : [t.ver(r.colaborador), t.verCorto]
                    return (
                      <tr key={r.id_empleado}>
                        <th scope="row" className={`${cell} text-left font-normal text-ink-900`}>
                          {r.colaborador}
                        </th>
                        <td className={cell}>{r.n_puesto}</td>
                        <td className={cell}>{r.jefe}</td>
                        <td className={num}>{formatCount(r.objetivos)}</td>
                        <td className={num}>{r.suma_peso.toFixed(2)}</td>
                        <td className={cell}>{r.estado}</td>
                        <td className={cell}>
                          <Button variant="secondary" aria-label={label} onPress={() => choices.send({ type: "OPEN", id_empleado: r.id_empleado })}>
                            {short}
                          </Button>
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </ScrollingTable>
            )}
          </div>
        )}
      </div>
      {proyecto === null ? null : (
        <ObjectiveSheetDialog
          id_proyecto={proyecto}
          id_empleado={chosen.open}
          comentario={chosen.comentario}
          commentProblem={chosen.commentProblem}
          commentAttempt={chosen.attempt}
          confirmingCopy={chosen.confirmingCopy}
          onComment={(comentario) => choices.send({ type: "COMMENT", comentario })}
          onCheckReturn={() => {
            choices.send({ type: "CHECK_RETURN" })
            return choices.getSnapshot().context.commentProblem !== null
          }}
          onAskCopy={() => choices.send({ type: "ASK_COPY" })}
          onCancelCopy={() => choices.send({ type: "CANCEL_COPY" })}
          onClose={() => choices.send({ type: "CLOSE" })}
          onChanged={() => list.reload()}
        />
      )}
    </>
  )
}
