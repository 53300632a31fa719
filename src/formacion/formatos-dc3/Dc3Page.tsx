import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import type { Dc3Course, Dc3Row } from "../../../domain/formacion/formatos-dc3-api"
import { formatDate } from "../../../domain/dates"
import { formatFixed } from "../../../domain/number-format"
import { dc3PageMachine } from "../../../machines/formacion/formatos-dc3"
import { dc3Calls } from "../../../machines/formacion/formatos-dc3-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useCommand } from "../../records/use-command"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useToasts } from "../../records/use-toasts"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { DateField } from "../../ui/DateField"
import { HeaderCells } from "../../ui/HeaderCells"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { TextArea } from "../../ui/TextArea"

// Formatos DC-3 (FOR250, MODULES-MX §3): choose a concluded or closed course; its passed
// participants are listed with their DC-3 (folio, issue, delivery limit, delivery). Each row
// previews its DC-3 (no folio, opened from a link in a new tab), downloads it (issued the first
// time) or records its delivery with the worker's acknowledgement; the ticked ones download as one
// zip. An overdue DC-3 says so in words and in red. The DC-4 of a plan year downloads as xlsx. What
// is chosen and the delivery dialog are the page machine's (machines/formacion/formatos-dc3.ts);
// what is read is the loaded resources'; the view only renders them.

export const dc3Texts = {
  title: "Formatos DC-3",
  curso: "Curso",
  elija: "Elija un curso concluido o cerrado para emitir las constancias DC-3 de sus participantes aprobados.",
  sinCursos: "No hay cursos concluidos ni cerrados en sus centros de trabajo.",
  sinAprobados: "El curso no tiene participantes aprobados.",
  reverso: "Incluir el reverso con los catálogos (áreas temáticas y ocupaciones)",
  seleccionarTodos: "Seleccionar todos",
  quitarSeleccion: "Quitar la selección",
  descargarLote: (n: number) => `Descargar constancias (${n})`,
  anio: "Año del plan (DC-4)",
  exportarDc4: "Exportar DC-4",
  caption: (curso: string) => `Constancias DC-3 de ${curso}`,
  columnas: ["Seleccionar", "Colaborador", "CURP", "Curso", "Calificación", "Folio DC-3", "Emisión", "Límite de entrega", "Entregada", "Acciones"],
  seleccionar: (nombre: string) => `Seleccionar a ${nombre}`,
  vistaPrevia: "Vista previa",
  vistaPreviaDe: (nombre: string) => `Vista previa de la constancia de ${nombre}`,
  descargar: "Descargar",
  descargarDe: (nombre: string) => `Descargar la constancia de ${nombre}`,
  entregar: "Marcar entregada",
  entregarDe: (nombre: string) => `Marcar entregada la constancia de ${nombre}`,
  sinFolio: "Sin emitir",
  vencida: "Vencida",
  pendiente: "Pendiente",
  entregadaEl: (fecha: string) => `Sí, el ${fecha}`,
  no: "No",
  faltan: "No se puede emitir:",
  abrirVista: (nombre: string) => `Abrir la vista previa de la constancia de ${nombre} (pestaña nueva)`,
  vistaLista: "Vista previa lista.",
  dialogo: (nombre: string) => `Registrar la entrega de la constancia de ${nombre}`,
  fechaEntrega: "Fecha de entrega",
  acuse: "Acuse de recibo del trabajador",
  acuseAyuda: "Lo que el trabajador firmó o escribió al recibir su constancia",
  registrar: "Registrar entrega",
  cancelar: "Cancelar",
  rechazo: "No se emitió ninguna constancia.",
} as const

const calls = dc3Calls(api)
const machine = dc3PageMachine.provide({ actors: { deliver: fromPromise(({ input }) => calls.deliver(input)) } })
const loadCourses = () => calls.courses()
const noCourses: ReadonlyArray<Dc3Course> = []
const noRows: ReadonlyArray<Dc3Row> = []

const LimitCell = ({ row }: { readonly row: Dc3Row }) =>
  row.vencida ? (
    <span className="font-semibold text-danger-700">
      {formatDate(row.f_limite_entrega)} · {dc3Texts.vencida}
    </span>
  ) : (
    <span>{formatDate(row.f_limite_entrega)}</span>
  )

export interface Dc3PageProps {
  /** The course the address names (null: none). */
  readonly curso: number | null
  readonly onChosen: (curso: number | null) => void
}

export const Dc3Page = ({ curso, onChosen }: Dc3PageProps) => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  const saving = useSelector(actor, (s) => s.matches({ delivering: "saving" }))
  useEffect(() => {
    if (actor.getSnapshot().context.course !== curso) actor.send({ type: "CHOOSE_COURSE", course: curso })
  }, [actor, curso])

  const courses = useLoadedResource("cursos-dc3", loadCourses, { toastOnFailure: true })
  const list = courses.value ?? noCourses
  const courseItems = useMemo<ReadonlyArray<SelectItem>>(() => list.map((c) => ({ id: String(c.id_proyecto), label: `${c.n_curso} (${c.estado}, ${formatDate(c.f_fin)})` })), [list])
  const sheet = useLoadedResource(context.course, calls.sheet, { keepWhileLoading: true })
  useEffect(() => {
    const reload = actor.on("reload", () => sheet.reload())
    return () => reload.unsubscribe()
  }, [actor, sheet.reload])
  const rows = sheet.value?.filas ?? noRows
  const chosen = list.find((c) => c.id_proyecto === context.course)

  const years = useMemo(() => [...new Set(list.map((c) => c.f_fin.slice(0, 4)))].sort().reverse(), [list])
  const dc4Year = context.year ?? chosen?.f_fin.slice(0, 4) ?? years[0] ?? ""
  const dc4Company = chosen?.id_empresa ?? list[0]?.id_empresa ?? null

  // The preview is kept as a link the user follows (a new tab): the CSP lets no blob into a frame.
  const previewing = useCommand(calls.print)
  const previewFile = previewing.phase === "done" ? previewing.value : null
  const previewUrl = useMemo(() => (previewFile === null ? null : URL.createObjectURL(previewFile.blob)), [previewFile])
  useEffect(() => () => (previewUrl === null ? undefined : URL.revokeObjectURL(previewUrl)), [previewUrl])
  const previewName = rows.find((r) => r.id_empleado === context.previewed)?.n_empleado ?? ""
  const downloading = useExport(calls.print)
  const exporting = useExport(calls.dc4)
  // Each command's refusal goes to the machine when it comes; the box shows the machine's, the last print's.
  useEffect(() => {
    if (downloading.refusal !== null) actor.send({ type: "PRINT_REFUSED", refusal: downloading.refusal })
  }, [actor, downloading.refusal])
  useEffect(() => {
    if (previewing.refusal !== null) actor.send({ type: "PRINT_REFUSED", refusal: previewing.refusal })
  }, [actor, previewing.refusal])
  const refusal = context.refusal
  useEffect(() => {
    if (downloading.phase === "done") sheet.reload()
  }, [downloading.phase, sheet.reload])

  const print = (colaboradores: ReadonlyArray<number>, vista: "0" | "1") => {
    const request = { id_proyecto: context.course ?? 0, conexion: "default", colaboradores: [...colaboradores], reverse: context.reverse ? ("1" as const) : ("0" as const), vista }
    actor.send({ type: "PRINTING" })
    if (vista === "1") {
      actor.send({ type: "PREVIEW", id_empleado: colaboradores[0] ?? 0 })
      previewing.run(request)
    } else downloading.run(request)
  }
  useEffect(() => {
    const download = actor.on("download", (e) => print(e.ids, "0"))
    return () => download.unsubscribe()
  })

  const choose = (id: number | null) => {
    actor.send({ type: "CHOOSE_COURSE", course: id })
    previewing.reset()
    onChosen(id)
  }

  return (
    <>
      <PageTitle>{dc3Texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-2">
          <SearchSelect label={dc3Texts.curso} items={courseItems} selectedId={context.course === null ? null : String(context.course)} onChange={(id) => choose(id === null ? null : Number(id))} isRequired />
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-40">
              <Select label={dc3Texts.anio} options={years.map((y) => ({ id: y, label: y }))} value={dc4Year} placeholder="" onChange={(y) => actor.send({ type: "SET_YEAR", year: y === "" ? null : y })} />
            </div>
            <BusyButton
              variant="secondary"
              busy={exporting.phase === "running"}
              onPress={() => (dc4Company === null || dc4Year === "" ? undefined : exporting.run({ anio: Number(dc4Year), id_empresa: dc4Company }))}
            >
              {dc3Texts.exportarDc4}
            </BusyButton>
          </div>
        </div>
        {courses.phase === "shown" && list.length === 0 ? <p className="text-ink-700">{dc3Texts.sinCursos}</p> : null}
        {sheet.phase === "failed" ? <LoadFailure message={sheet.failure} onRetry={sheet.retry} /> : null}
        {sheet.phase === "loading" && sheet.value === null ? <Spinner className="h-6 w-6 text-brand-700" /> : null}
        {context.course === null ? <p className="text-ink-700">{dc3Texts.elija}</p> : null}
        {refusal === null ? null : (
          <div role="alert" className="rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-ink-900">
            <p className="font-semibold">{refusal.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {refusal.detalles.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            <p className="mt-1">{dc3Texts.rechazo}</p>
          </div>
        )}
        {previewUrl === null ? null : (
          <p className="text-ink-900">
            {dc3Texts.vistaLista}{" "}
            <a href={previewUrl} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {dc3Texts.abrirVista(previewName)}
            </a>
          </p>
        )}
        {context.course !== null && sheet.value !== null ? (
          <div className="flex flex-col gap-4">
            <Checkbox isSelected={context.reverse} onChange={(reverse) => actor.send({ type: "SET_REVERSE", reverse })}>
              {dc3Texts.reverso}
            </Checkbox>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onPress={() => actor.send({ type: "SELECT_ALL", ids: rows.map((r) => r.id_empleado) })} isDisabled={rows.length === 0}>
                {dc3Texts.seleccionarTodos}
              </Button>
              <Button variant="secondary" onPress={() => actor.send({ type: "CLEAR" })} isDisabled={context.selected.length === 0}>
                {dc3Texts.quitarSeleccion}
              </Button>
              <BusyButton busy={downloading.phase === "running"} onPress={() => actor.send({ type: "DOWNLOAD_SELECTED" })}>
                {dc3Texts.descargarLote(context.selected.length)}
              </BusyButton>
            </div>
            {rows.length === 0 ? (
              <p className="text-ink-700">{dc3Texts.sinAprobados}</p>
            ) : (
              <ScrollingTable
                caption={dc3Texts.caption(sheet.value.curso.n_curso)}
                boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
                tableClassName="w-full border-collapse text-left text-sm"
              >
                <thead>
                  <tr>
                    <HeaderCells labels={dc3Texts.columnas} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id_empleado} className="border-b border-ink-200 align-top">
                      <td className="px-2 py-2">
                        <input
                          type="checkbox"
                          aria-label={dc3Texts.seleccionar(r.n_empleado)}
                          checked={context.selected.includes(r.id_empleado)}
                          onChange={() => actor.send({ type: "TOGGLE", id_empleado: r.id_empleado })}
                          className="h-5 w-5 cursor-pointer accent-brand-700"
                        />
                      </td>
                      <th scope="row" className="px-2 py-2 text-left font-normal text-ink-900">
                        {r.num_empleado === null ? r.n_empleado : `${r.num_empleado} · ${r.n_empleado}`}
                        {r.problemas.length === 0 ? null : (
                          <span className="mt-1 block text-danger-700">
                            {dc3Texts.faltan} {r.problemas.join("; ")}
                          </span>
                        )}
                      </th>
                      <td className="px-2 py-2 font-mono">{r.curp ?? "—"}</td>
                      <td className="px-2 py-2">{sheet.value?.curso.n_curso}</td>
                      <td className="px-2 py-2 text-right">{r.calificacion === null ? "—" : formatFixed(r.calificacion, 2)}</td>
                      <td className="px-2 py-2">{r.folio_dc3 ?? dc3Texts.sinFolio}</td>
                      <td className="px-2 py-2">{r.f_emision === null ? "—" : formatDate(r.f_emision)}</td>
                      <td className="px-2 py-2">
                        <LimitCell row={r} />
                      </td>
                      <td className="px-2 py-2">{r.f_entrega === null ? (r.vencida ? dc3Texts.no : dc3Texts.pendiente) : dc3Texts.entregadaEl(formatDate(r.f_entrega))}</td>
                      <td className="px-2 py-2">
                        <div className="flex flex-wrap gap-1">
                          <Button variant="secondary" aria-label={dc3Texts.vistaPreviaDe(r.n_empleado)} onPress={() => print([r.id_empleado], "1")}>
                            {dc3Texts.vistaPrevia}
                          </Button>
                          <Button variant="secondary" aria-label={dc3Texts.descargarDe(r.n_empleado)} onPress={() => print([r.id_empleado], "0")}>
                            {dc3Texts.descargar}
                          </Button>
                          {r.folio_dc3 !== null && r.f_entrega === null ? (
                            <Button
                              variant="secondary"
                              aria-label={dc3Texts.entregarDe(r.n_empleado)}
                              onPress={() => actor.send({ type: "OPEN_DELIVERY", id_empleado: r.id_empleado, nombre: r.n_empleado, today: sheet.value?.hoy ?? "" })}
                            >
                              {dc3Texts.entregar}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )}
          </div>
        ) : null}
      </div>
      <Modal
        title={dc3Texts.dialogo(context.delivery?.nombre ?? "")}
        isOpen={context.delivery !== null}
        onClose={() => actor.send({ type: "CLOSE_DELIVERY" })}
        isDismissable={!saving}
        size="sm"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "SAVE_DELIVERY" })
          }}
        >
          <DateField label={dc3Texts.fechaEntrega} value={context.delivery?.f_entrega ?? ""} onChange={(f_entrega) => actor.send({ type: "EDIT_DELIVERY", f_entrega })} isRequired />
          <TextArea
            label={dc3Texts.acuse}
            description={dc3Texts.acuseAyuda}
            value={context.delivery?.acuse ?? ""}
            onChange={(acuse) => actor.send({ type: "EDIT_DELIVERY", acuse })}
            maxLength={300}
            rows={3}
            isRequired
          />
          {context.delivery?.problem === null || context.delivery === null ? null : (
            <p role="alert" className="text-danger-700">
              {context.delivery.problem}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => actor.send({ type: "CLOSE_DELIVERY" })} isDisabled={saving}>
              {dc3Texts.cancelar}
            </Button>
            <BusyButton type="submit" busy={saving}>
              {dc3Texts.registrar}
            </BusyButton>
          </div>
        </form>
      </Modal>
    </>
  )
}
