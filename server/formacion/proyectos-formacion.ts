import { Effect } from "effect"
import { courses, coursesEndpoints } from "../../domain/formacion/proyectos-formacion"
import { courseRecordMessages as m } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { recordWarning } from "../../domain/records/descriptor"
import { afterCommit } from "../db/after-commit"
import { refuse } from "../http/failure"
import { checkPlacedCentre } from "../organizacion/workplace-checks"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { checkAttendanceKept, checkParticipants, checkStateChanges, checkVenues, checkDncProject, workingDayWarning } from "./proyectos-formacion-checks"
import { checkDc3sIssued } from "./proyectos-formacion-closing"
import { sendConvocatoria } from "./proyectos-formacion-mail"
import { settleOutcomes } from "./lista-asistencia"

// FOR160's RecordTable (descriptor: domain/formacion/proyectos-formacion.ts). The generic handlers
// list, read, create, update, export and move it through its workflow; the hooks add the course's
// own part:
// - a save names active collaborators of the caller's centres and active sedes of the course's
//   company, keeps the company and centre it was placed in, changes in each state only what that
//   state allows, and never moves a session or drops a participant that has attendance (FOR200);
// - each save stores the sessions that fall outside a participant's jornada (aviso_jornada): a
//   warning, kept as the audit row's note and shown above the sessions;
// - cerrar needs every Aprobado's DC-3 (./proyectos-formacion-closing.ts);
// - convocar mails the convocatoria once committed; concluir gives each participant still in the
//   course its outcome from the attendance and the grade (server/formacion/lista-asistencia.ts).

type Course = typeof courses

const placed = { centroFijo: "La empresa y el centro de trabajo de un curso no cambian", centroDeEmpresa: "El centro de trabajo no pertenece a la empresa" } as const

export const coursesTable: RecordTable<Course> = {
  descriptor: courses,
  endpoints: coursesEndpoints,
  entity: "curso",
  table: "proyectos_formacion",
  from: `proyectos_formacion t
    JOIN instructores ins ON ins.id_instructor = t.id_instructor
    LEFT JOIN empleados ie ON ie.id_empleado = ins.id_empleado
    LEFT JOIN agentes_capacitadores ag ON ag.id_agente = t.id_agente
    LEFT JOIN modalidades mo ON mo.id_modalidad = t.id_modalidad`,
  expressions: {
    agente_instructor: `COALESCE(ag.n_agente || ' / ', '') || COALESCE(${fullNameSql("ie")}, ins.nombre_externo)`,
    n_modalidad: "mo.n_modalidad",
    aprobados: "(SELECT COUNT(*) FROM proyectos_formacion_participantes p WHERE p.id_proyecto = t.id_proyecto AND p.estado = 'Aprobado')",
    inscritos: "(SELECT COUNT(*) FROM proyectos_formacion_participantes p WHERE p.id_proyecto = t.id_proyecto AND p.estado <> 'Baja')",
    costo_real: "(SELECT COALESCE(SUM(c.monto), 0) FROM proyectos_formacion_costos c WHERE c.id_proyecto = t.id_proyecto)",
  },
  children: {
    sesiones: { table: "proyectos_formacion_sesiones", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
    participantes: {
      table: "proyectos_formacion_participantes",
      parent: { id_proyecto: "id_proyecto" },
      order: "orden",
      // The name as the people catalogue spells it, read with the rows (also a person no longer active).
      expressions: {
        n_empleado: "(SELECT e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') FROM empleados e WHERE e.id_empleado = c.id_empleado)",
      },
    },
    costos_reales: { table: "proyectos_formacion_costos", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("proyectos_formacion"),
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        yield* checkPlacedCentre(request, stored, placed)
        if (stored !== undefined) {
          yield* checkStateChanges(request, stored)
          yield* checkAttendanceKept(request, stored)
        }
        yield* checkParticipants(request, stored, ctx.principal.id_rol)
        yield* checkVenues(request, request.id_empresa)
        yield* checkDncProject(request, stored?.id_empresa ?? request.id_empresa)
      }),
    toColumns: (request, mode) => Effect.map(workingDayWarning(request), (aviso_jornada) => ({ ...fieldColumns(courses, request, mode), aviso_jornada })),
    beforeTransition: (transition, stored) => (transition === "cerrar" ? checkDc3sIssued(stored.id_proyecto) : Effect.succeed({})),
    afterReached: (transition, key) => {
      const id = Number(key.id_proyecto)
      if (transition === "convocar") return afterCommit(sendConvocatoria(id))
      if (transition === "concluir") return settleOutcomes(id)
      return Effect.void
    },
    beforeDelete: (stored) => (stored.estado === "Planeado" ? Effect.void : Effect.fail(refuse(409, m.soloPlaneado))),
    auditDetail: (stored) => stored.aviso_jornada ?? recordWarning(courses, stored),
  },
}
