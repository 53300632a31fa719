import { courses, coursesEndpoints } from "../../../domain/formacion/proyectos-formacion"
import { courseKinds } from "../../../domain/formacion/proyectos-formacion-vocabulary"
import { choiceLabel } from "../../../domain/records/field"
import { courseCalls } from "../../../machines/formacion/proyectos-formacion-calls"
import { api } from "../../app/api"
import { CentreSelect } from "../../organizacion/LoadedSelect"
import { shownDate } from "../../records/cells"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useArrival } from "../../records/use-arrival"
import { IconButton } from "../../ui/IconButton"
import { coursesPageKey } from "./courses-list"

// Proyectos de formación (FOR160, MODULES-MX §3): the list (Curso, Tipo, Modalidad,
// Agente/Instructor, Fechas, Horas, Aprobados/Inscritos, Costo real, Estado) with its filters
// (empresa, centro, periodo, área temática, agente, estado) and export; the course on a page of
// its own in four tabs (General, Sesiones, Participantes, Costos), the company's choice feeding the
// centre; each row's workflow actions (Convocar, Iniciar, Concluir, Cerrar, Cancelar) are the
// platform's, and "Duplicar" opens the add form with a new run of the course (`?duplicar=`). The
// grades are captured in Participantes while the course is in progress (MODULES-MX's "calificar").

type Row = Readonly<Record<string, unknown>>

export const coursePageTexts = {
  duplicar: (curso: string) => `Duplicar el curso ${curso}`,
  eliminar: (curso: string) => `Eliminar el curso ${curso}`,
  fechas: "Fechas",
  aprobados: "Aprobados/Inscritos",
} as const

const sections: ReadonlyArray<FormSection> = [
  {
    title: "General",
    fields: [
      "n_curso",
      "id_empresa",
      "id_centro_trabajo",
      "id_proyecto_dnc",
      "tipo",
      "id_agente",
      "id_instructor",
      "id_modalidad",
      "id_tipo_curso",
      "area_tematica",
      "objetivo_153f",
      "f_inicio",
      "f_fin",
      "duracion_horas",
      "cupo",
      "calificacion_minima",
      "costo_estimado",
    ],
  },
  { title: "Sesiones", fields: ["sesiones"] },
  { title: "Participantes", fields: ["participantes"] },
  { title: "Costos", fields: ["costos_reales"] },
]

const render = { id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} /> }

/** The server's warning of the last save: sessions outside a participant's working day. */
const header = (_: unknown, record: Row | null) => {
  const aviso = record === null ? "" : textOf(record.aviso_jornada)
  return aviso === "" ? null : (
    <p role="status" className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-sm text-ink-900">
      {aviso}
    </p>
  )
}

const columns = {
  tipo: { render: (row: Row) => choiceLabel(courseKinds, textOf(row.tipo)) },
  f_inicio: { label: coursePageTexts.fechas, render: (row: Row) => `${shownDate(textOf(row.f_inicio))} – ${shownDate(textOf(row.f_fin))}` },
  aprobados: { label: coursePageTexts.aprobados, render: (row: Row) => `${textOf(row.aprobados)}/${textOf(row.inscritos)}` },
}

/** Two sheets, one over the other: a copy. */
const copyIcon = <path d="M8 8h11v12H8zM5 16H4V4h11v1" />

const calls = courseCalls(api)

export interface CoursesPageProps {
  /** The course a "Duplicar" asked for (from the address); the add form opens on a new run of it. */
  readonly duplicar?: number
  readonly onDuplicate: (id: number) => void
  /** The duplicate was taken: the route drops its parameter. */
  readonly onTaken: () => void
}

export const CoursesPage = ({ duplicar, onDuplicate, onTaken }: CoursesPageProps) => {
  const addWith = useArrival(duplicar ?? null, calls.duplicate, onTaken)
  return (
    <RecordPage
      descriptor={courses}
      endpoints={coursesEndpoints}
      pageKey={coursesPageKey}
      layout="page"
      columns={columns}
      formProps={{ sections, render, header }}
      addWith={addWith}
      deleteLabel={(row) => coursePageTexts.eliminar(textOf(row.n_curso))}
      rowActions={(row) => (
        <IconButton label={coursePageTexts.duplicar(textOf(row.n_curso))} onPress={() => onDuplicate(Number(row.id_proyecto))}>
          {copyIcon}
        </IconButton>
      )}
    />
  )
}
