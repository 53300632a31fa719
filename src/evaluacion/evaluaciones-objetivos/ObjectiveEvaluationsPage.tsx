import { useActorRef, useSelector } from "@xstate/react"
import { Schema } from "effect"
import { useMemo } from "react"
import { fromPromise } from "xstate"
import { catalogNames } from "../../../domain/api/catalogs"
import { type ObjectiveEvaluationFilters, type ObjectiveEvaluationProject, ObjectiveEvaluationFilters as FiltersSchema } from "../../../domain/evaluacion/evaluaciones-objetivos-api"
import { objectiveEvaluationStates } from "../../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { objectiveEvaluationMachine, previewOf, stepOf } from "../../../machines/evaluacion/evaluaciones-objetivos"
import { objectiveEvaluationCalls } from "../../../machines/evaluacion/evaluaciones-objetivos-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useLookup } from "../../records/use-lookup"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { HeaderCells } from "../../ui/HeaderCells"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { CalibrationDialog } from "./CalibrationDialog"
import { ObjectiveSheetDialog } from "./ObjectiveSheetDialog"
import { figure, objectiveEvaluationTexts as t } from "./texts"

// Evaluaciones de objetivos (EVA200, MODULES-MX §5): a published cycle with objectives and the
// filters (centro, departamento, estado; kept for the session) list the people whose objectives
// are approved: Colaborador, Jefe, Autoevaluación, Calificación, Estado. A row opens the sheet,
// where the server's `acciones` say what the caller does now: self-evaluate, evaluate (with the
// fulfilment previewed by the rules), calibrate with a reason, sign; the individual report
// downloads from it. The page machine (machines/evaluacion/evaluaciones-objetivos.ts) holds it all.

const calls = objectiveEvaluationCalls(api)
const machine = objectiveEvaluationMachine.provide({
  actors: {
    list: fromPromise(({ input }) => calls.list(input)),
    sheet: fromPromise(({ input }) => calls.sheet(input)),
    save: fromPromise(({ input }) => calls.save(input)),
    calibrate: fromPromise(({ input }) => calls.calibrate(input)),
    sign: fromPromise(({ input }) => calls.sign(input)),
  },
})
const loadProjects = () => calls.projects()
const noProjects: ReadonlyArray<ObjectiveEvaluationProject> = []
const storageKey = "filtros:evaluacion/evaluaciones-objetivos"
const decodeFilters = Schema.decodeUnknownOption(Schema.parseJson(FiltersSchema))

const storedFilters = (): ObjectiveEvaluationFilters | undefined => {
  const text = window.sessionStorage.getItem(storageKey)
  if (text === null) return undefined
  const decoded = decodeFilters(text)
  return decoded._tag === "Some" ? decoded.value : undefined
}

const idOrNull = (id: string | null): number | null => (id === null || id === "" ? null : Number(id))
const stateOptions = objectiveEvaluationStates.map((s) => ({ id: s, label: s }))

export const ObjectiveEvaluationsPage = () => {
  const actor = useActorRef(machine, { input: { ...(storedFilters() === undefined ? {} : { filters: storedFilters() }) } })
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  const listing = useSelector(actor, (s) => s.matches("listing"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const saving = useSelector(actor, (s) => s.matches({ sheet: "saving" }))
  const signing = useSelector(actor, (s) => s.matches({ sheet: "signing" }))
  const confirmingSign = useSelector(actor, (s) => s.matches({ sheet: "confirmingSign" }) || s.matches({ sheet: "signing" }))
  const calibrating = useSelector(actor, (s) => s.matches({ sheet: "calibrating" }) || s.matches({ sheet: "calibrationSaving" }))
  const calibrationBusy = useSelector(actor, (s) => s.matches({ sheet: "calibrationSaving" }))
  const projects = useLoadedResource("proyectos", loadProjects, { toastOnFailure: true })
  const projectList = projects.value ?? noProjects
  const projectOptions = useMemo(() => projectList.map((p) => ({ id: String(p.id_proyecto), label: `${p.n_proyecto} (${p.fase_actual ?? p.estado})` })), [projectList])
  const centres = useLookup(catalogNames.centrosDelRol, "id_centro_trabajo", "n_centro_trabajo")
  const departments = useLookup(catalogNames.departamentosDelRol, "id_depto", "n_depto")
  const printing = useExport(calls.print)
  const filters = context.filters
  const project = projectList.find((p) => p.id_proyecto === filters.id_proyecto)
  const filter = (changes: Partial<ObjectiveEvaluationFilters>) => {
    const next = { ...filters, ...changes }
    window.sessionStorage.setItem(storageKey, JSON.stringify(next))
    actor.send({ type: "FILTER", filters: next })
  }
  const sheet = context.sheet
  const step = stepOf(sheet)

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            label={t.proyecto}
            options={projectOptions}
            value={filters.id_proyecto > 0 ? String(filters.id_proyecto) : ""}
            placeholder=""
            onChange={(id) => filter({ id_proyecto: id === "" ? 0 : Number(id) })}
            isRequired
          />
          <SearchSelect label={t.centro} items={centres} selectedId={filters.id_centro_trabajo === null ? null : String(filters.id_centro_trabajo)} onChange={(id) => filter({ id_centro_trabajo: idOrNull(id) })} />
          <SearchSelect label={t.depto} items={departments} selectedId={filters.id_depto === null ? null : String(filters.id_depto)} onChange={(id) => filter({ id_depto: idOrNull(id) })} />
          <Select
            label={t.estado}
            options={stateOptions}
            value={filters.estado ?? ""}
            placeholder={t.todos}
            onChange={(id) => filter({ estado: objectiveEvaluationStates.find((s) => s === id) ?? null })}
          />
        </div>
        {projects.phase === "shown" && projectList.length === 0 ? <p className="text-ink-700">{t.sinProyectos}</p> : null}
        {project === undefined ? null : <p className="text-ink-900">{t.fase(project.fase_actual, project.tope_cumplimiento)}</p>}
        {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
        {listing ? <Spinner className="h-6 w-6 text-brand-700" /> : null}
        {filters.id_proyecto === 0 ? (
          <p className="text-ink-700">{t.elija}</p>
        ) : listing || failed ? null : context.rows.length === 0 ? (
          <p className="text-ink-700">{t.sinFilas}</p>
        ) : (
          <ScrollingTable
            caption={t.caption(project?.n_proyecto ?? t.proyecto)}
            boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
            tableClassName="w-full border-collapse text-left text-sm"
          >
            <thead>
              <tr>
                <HeaderCells labels={[t.colaborador, t.jefe, t.autoevaluacion, t.calificacion, t.estado, t.acciones]} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
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
                  <td className="px-2 py-2 text-ink-900">{r.f_autoevaluacion === null ? t.pendiente : t.hecha}</td>
                  <td className="px-2 py-2 text-ink-900 tabular-nums">
                    {figure(r.calificacion)}
                    {r.calificacion_calibrada === null ? null : <span className="block">{`${t.calificacionCalibrada}: ${figure(r.calificacion_calibrada)}`}</span>}
                  </td>
                  <td className="px-2 py-2 text-ink-900">{r.estado}</td>
                  <td className="px-2 py-2">
                    <Button variant="secondary" aria-label={t.abrirDe(r.n_empleado)} onPress={() => actor.send({ type: "OPEN", id_empleado: r.id_empleado })}>
                      {t.abrir}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </div>
      {sheet === null ? null : (
        <ObjectiveSheetDialog
          sheet={sheet}
          step={step}
          drafts={context.drafts}
          preview={previewOf(sheet, context.drafts)}
          problem={calibrating ? null : context.problem}
          saving={saving}
          signing={signing}
          printing={printing.phase === "running"}
          covered={calibrating || confirmingSign}
          onEdit={(id_objetivo, field, value) => actor.send({ type: "EDIT", id_objetivo, field, value })}
          onSave={() => actor.send({ type: "SAVE" })}
          onCalibrate={() => actor.send({ type: "CALIBRATE" })}
          onSign={() => actor.send({ type: "SIGN" })}
          onPrint={() => printing.run({ id_proyecto: sheet.id_proyecto, id_empleado: sheet.id_empleado })}
          onClose={() => actor.send({ type: "CLOSE" })}
        />
      )}
      <ConfirmDialog
        isOpen={sheet !== null && confirmingSign}
        title={t.firmar}
        message={t.firmarPregunta}
        detail={sheet === null ? undefined : `${sheet.n_empleado} · ${sheet.n_proyecto}`}
        confirmLabel={t.firmar}
        isBusy={signing}
        onConfirm={() => actor.send({ type: "CONFIRM_SIGN" })}
        onCancel={() => actor.send({ type: "CANCEL_SIGN" })}
      />
      {sheet === null ? null : (
        <CalibrationDialog
          sheet={sheet}
          isOpen={calibrating}
          draft={context.calibration}
          problem={context.problem}
          busy={calibrationBusy}
          onEdit={(field, value) => actor.send({ type: "EDIT_CALIBRATION", field, value })}
          onConfirm={() => actor.send({ type: "CONFIRM_CALIBRATION" })}
          onCancel={() => actor.send({ type: "CANCEL_CALIBRATION" })}
        />
      )}
    </>
  )
}
