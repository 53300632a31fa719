import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import type { AttendanceCourse, AttendanceParticipant } from "../../../domain/formacion/lista-asistencia-api"
import { type AttendanceMark, attendanceMarks } from "../../../domain/formacion/lista-asistencia-rules"
import { formatDate } from "../../../domain/dates"
import { type EditedMark, attendanceMachine } from "../../../machines/formacion/lista-asistencia"
import { attendanceCalls } from "../../../machines/formacion/lista-asistencia-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { useToasts } from "../../records/use-toasts"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { inputClass } from "../../ui/field-class"
import { HeaderCells } from "../../ui/HeaderCells"
import { PageTitle } from "../../ui/PageTitle"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { useLeaveGuard } from "../../ui/use-leave-guard"

// Lista de asistencia (FOR200, MODULES-MX §3): choose a course (Convocado or En curso, of the
// user's work centres) and one of its sessions; the sheet lists each enrolled participant with a
// mark (Asistió, Falta, Retardo, Justificada) and an observation; "Marcar todos como Asistió",
// Guardar and Imprimir lista (the PDF to sign). What is chosen, read and edited is the page
// machine's (machines/formacion/lista-asistencia.ts); the view only renders it. The address names
// the sheet open (`?curso=&sesion=`): a reload, Back or a shared link opens it again.

export const attendancePageTexts = {
  title: "Lista de asistencia",
  curso: "Curso",
  sesion: "Sesión",
  elija: "Elija un curso convocado o en curso y una de sus sesiones para registrar la asistencia.",
  sinCursos: "No hay cursos convocados ni en curso en sus centros de trabajo.",
  instructor: "Instructor",
  soloLectura: (estado: string) => `El curso está ${estado.toLowerCase()}: su asistencia ya no se modifica.`,
  sinParticipantes: "El curso no tiene participantes inscritos.",
  marcarTodos: "Marcar todos como Asistió",
  guardar: "Guardar",
  imprimir: "Imprimir lista",
  sinMarca: "Sin marca",
  colaborador: "Colaborador",
  puesto: "Puesto",
  marca: "Marca",
  observacion: "Observación",
  marcaDe: (nombre: string) => `Marca de ${nombre}`,
  observacionDe: (nombre: string) => `Observación de ${nombre}`,
  sesionTexto: (id: number, fecha: string, inicio: string, fin: string) => `Sesión ${id}: ${formatDate(fecha)}, ${inicio} a ${fin}`,
  caption: (curso: string) => `Asistencia de ${curso}`,
} as const

const calls = attendanceCalls(api)
const machine = attendanceMachine.provide({
  actors: {
    sheet: fromPromise(({ input }) => calls.sheet(input)),
    save: fromPromise(({ input }) => calls.save(input)),
  },
})
const loadCourses = () => calls.courses()
const noCourses: ReadonlyArray<AttendanceCourse> = []
const markOptions = attendanceMarks.map((m) => ({ id: m, label: m }))
const markOf = (v: string): AttendanceMark | null => attendanceMarks.find((m) => m === v) ?? null

const ParticipantRow = ({
  participant: p,
  edited,
  editable,
  onMark,
  onObserve,
}: {
  readonly participant: AttendanceParticipant
  readonly edited: EditedMark | undefined
  readonly editable: boolean
  readonly onMark: (marca: AttendanceMark | null) => void
  readonly onObserve: (observacion: string) => void
}) => (
  <tr className="border-b border-ink-200 align-top">
    <th scope="row" className="px-2 py-2 text-left font-normal text-ink-900">
      {p.num_empleado === null ? p.n_empleado : `${p.num_empleado} · ${p.n_empleado}`}
    </th>
    <td className="px-2 py-2 text-ink-700">{p.n_puesto ?? "—"}</td>
    <td className="px-2 py-2">
      <select
        aria-label={attendancePageTexts.marcaDe(p.n_empleado)}
        className={`${inputClass} min-w-36`}
        value={edited?.marca ?? ""}
        disabled={!editable}
        onChange={(e) => onMark(markOf(e.currentTarget.value))}
      >
        <option value="">{attendancePageTexts.sinMarca}</option>
        {markOptions.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </td>
    <td className="px-2 py-2">
      <input
        type="text"
        aria-label={attendancePageTexts.observacionDe(p.n_empleado)}
        className={`${inputClass} min-w-48`}
        maxLength={300}
        value={edited?.observacion ?? ""}
        readOnly={!editable}
        onChange={(e) => onObserve(e.currentTarget.value)}
      />
    </td>
  </tr>
)

export interface AttendancePageProps {
  /** The course and session the address names (null: none). */
  readonly curso: number | null
  readonly sesion: number | null
  /** A choice of the user, for the address to name. */
  readonly onChosen: (curso: number | null, sesion: number | null) => void
}

export const AttendancePage = ({ curso, sesion, onChosen }: AttendancePageProps) => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  // The address leads: what it names that the machine does not hold yet is chosen (a reload, Back).
  useEffect(() => {
    const held = actor.getSnapshot().context
    if (held.course !== curso) actor.send({ type: "CHOOSE_COURSE", course: curso })
    if (curso !== null && actor.getSnapshot().context.session !== sesion) actor.send({ type: "CHOOSE_SESSION", session: sesion })
  }, [actor, curso, sesion])
  const chooseCourse = (course: number | null) => {
    actor.send({ type: "CHOOSE_COURSE", course })
    onChosen(course, null)
  }
  const chooseSession = (session: number | null) => {
    actor.send({ type: "CHOOSE_SESSION", session })
    onChosen(context.course, session)
  }
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const saving = useSelector(actor, (s) => s.matches("saving"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const courses = useLoadedResource("cursos", loadCourses, { toastOnFailure: true })
  const list = courses.value ?? noCourses
  const courseItems = useMemo<ReadonlyArray<SelectItem>>(() => list.map((c) => ({ id: String(c.id_proyecto), label: `${c.n_curso} (${c.estado})` })), [list])
  const chosen = list.find((c) => c.id_proyecto === context.course)
  const sessionItems = (chosen?.sesiones ?? []).map((s) => ({ id: String(s.id_sesion), label: attendancePageTexts.sesionTexto(s.id_sesion, s.fecha, s.hora_inicio, s.hora_fin) }))
  const printing = useExport(calls.print)
  const leave = useLeaveGuard(context.dirty)
  const sheet = context.sheet
  const editable = sheet?.editable === true

  return (
    <>
      <PageTitle>{attendancePageTexts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
          <SearchSelect
            label={attendancePageTexts.curso}
            items={courseItems}
            selectedId={context.course === null ? null : String(context.course)}
            onChange={(id) => chooseCourse(id === null ? null : Number(id))}
            isRequired
            isDisabled={saving}
          />
          <Select
            label={attendancePageTexts.sesion}
            options={sessionItems}
            value={context.session === null ? "" : String(context.session)}
            placeholder=""
            onChange={(id) => chooseSession(id === "" ? null : Number(id))}
            isRequired
            isDisabled={context.course === null || saving}
          />
        </div>
        {courses.phase === "shown" && list.length === 0 ? <p className="text-ink-700">{attendancePageTexts.sinCursos}</p> : null}
        {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
        {loading ? <Spinner className="h-6 w-6 text-brand-700" /> : null}
        {sheet === null ? (
          failed || loading ? null : <p className="text-ink-700">{attendancePageTexts.elija}</p>
        ) : (
          // Not a landmark of its own: the table's scrolling box is one, named by the same caption.
          <div className="flex flex-col gap-4">
            <p className="text-ink-900">
              <span className="font-semibold">{attendancePageTexts.instructor}:</span> {sheet.n_instructor}
              {sheet.sesion.n_sede === null ? "" : ` · ${sheet.sesion.n_sede}`}
            </p>
            {editable ? null : <p className="rounded-md border-l-4 border-ink-500 bg-ink-100 px-3 py-2 text-ink-900">{attendancePageTexts.soloLectura(sheet.estado)}</p>}
            <div className="flex flex-wrap gap-2">
              {editable ? (
                <>
                  <Button variant="secondary" onPress={() => actor.send({ type: "MARK_ALL" })} isDisabled={saving || sheet.participantes.length === 0}>
                    {attendancePageTexts.marcarTodos}
                  </Button>
                  <BusyButton busy={saving} onPress={() => actor.send({ type: "SAVE" })}>
                    {attendancePageTexts.guardar}
                  </BusyButton>
                </>
              ) : null}
              <BusyButton variant="secondary" busy={printing.phase === "running"} onPress={() => printing.run({ id_proyecto: sheet.id_proyecto, id_sesion: sheet.sesion.id_sesion })}>
                {attendancePageTexts.imprimir}
              </BusyButton>
            </div>
            {sheet.participantes.length === 0 ? (
              <p className="text-ink-700">{attendancePageTexts.sinParticipantes}</p>
            ) : (
              <ScrollingTable
                caption={attendancePageTexts.caption(sheet.n_curso)}
                boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
                tableClassName="w-full border-collapse text-left text-sm"
              >
                <thead>
                  <tr>
                    <HeaderCells
                      labels={[attendancePageTexts.colaborador, attendancePageTexts.puesto, attendancePageTexts.marca, attendancePageTexts.observacion]}
                      className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900"
                    />
                  </tr>
                </thead>
                <tbody>
                  {sheet.participantes.map((p) => (
                    <ParticipantRow
                      key={p.id_empleado}
                      participant={p}
                      edited={context.marks[p.id_empleado]}
                      editable={editable && !saving}
                      onMark={(marca) => actor.send({ type: "MARK", id_empleado: p.id_empleado, marca })}
                      onObserve={(observacion) => actor.send({ type: "OBSERVE", id_empleado: p.id_empleado, observacion })}
                    />
                  ))}
                </tbody>
              </ScrollingTable>
            )}
          </div>
        )}
      </div>
      {leave}
    </>
  )
}
