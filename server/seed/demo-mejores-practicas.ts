import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isoDaysFrom, mexicoToday } from "../dates"

// The demo's best practices (FOR320), of collaborators of the first training room's centre: one
// published with its results and follow-up (from the first-aid course), one in review, and the
// newest a draft with a result, which the generated API suite copies and sends through its states.

interface DemoPractice {
  readonly titulo: string
  readonly id_categoria: string
  readonly estado: string
  readonly curso: string | null
  readonly problema: string
  readonly situacion_actual: string
  readonly objetivo: string
  readonly desde: number
  readonly resultados: ReadonlyArray<readonly [indicador: string, unidad: string, antes: number, despues: number, ahorro: number, beneficio: string | null]>
  readonly seguimiento: ReadonlyArray<readonly [dias: number, avance: number, comentario: string, evidencia: string | null]>
}

const practices: ReadonlyArray<DemoPractice> = [
  {
    titulo: "Botiquines de primeros auxilios por línea",
    id_categoria: "SEGURIDAD",
    estado: "Publicada",
    curso: "Primeros auxilios",
    problema: "Los botiquines estaban solo en la enfermería y la atención de lesiones menores tardaba más de diez minutos.",
    situacion_actual: "Un botiquín para toda la planta; sin registro de consumo.",
    objetivo: "Atender cualquier lesión menor en menos de tres minutos en cualquier línea.",
    desde: -25,
    resultados: [
      ["Tiempo de primera atención", "minutos", 12, 3, 0, "Los brigadistas atienden en su propia línea"],
      ["Días de incapacidad por lesiones menores", "días al año", 40, 18, 36_000, null],
    ],
    seguimiento: [
      [-20, 40, "Botiquines instalados en tres de seis líneas", "Fotos en la carpeta de Seguridad"],
      [-8, 100, "Seis líneas con botiquín y bitácora de consumo", "Bitácora BT-2026"],
    ],
  },
  {
    titulo: "Hoja de cálculo de control de inventario cíclico",
    id_categoria: "PROD",
    estado: "En revisión",
    curso: "Excel avanzado",
    problema: "El conteo cíclico se capturaba a mano y se conciliaba una vez al mes.",
    situacion_actual: "Diferencias de inventario detectadas tarde.",
    objetivo: "Conciliar el conteo cíclico cada semana con tablas dinámicas.",
    desde: -10,
    resultados: [["Horas de conciliación", "horas al mes", 16, 4, 21_600, "Diferencias detectadas en la misma semana"]],
    seguimiento: [],
  },
  {
    titulo: "Juntas de arranque de turno de diez minutos",
    id_categoria: "CALIDAD",
    estado: "Borrador",
    curso: "Liderazgo y trabajo en equipo",
    problema: "Los avisos de calidad no llegaban a todo el turno.",
    situacion_actual: "Avisos en el pizarrón sin confirmación de lectura.",
    objetivo: "Que cada turno conozca los avisos de calidad antes de arrancar.",
    desde: -5,
    resultados: [["Rechazos por defectos conocidos", "piezas al mes", 120, 70, 15_000, null]],
    seguimiento: [],
  },
]

export const seedDemoBestPractices = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = isoDaysFrom(mexicoToday(nowMs))
    const [room] = yield* sql<{ id_centro_trabajo: number | string }>`SELECT id_centro_trabajo FROM sedes WHERE id_sede = 'AULA1'`
    if (room === undefined) return
    const people = yield* sql<{ id_empleado: number | string; id_depto: number | string | null }>`
      SELECT id_empleado, id_depto FROM empleados WHERE id_centro_trabajo = ${room.id_centro_trabajo} AND activo = '1' ORDER BY id_empleado LIMIT 9`
    if (people.length === 0) return
    for (const [i, p] of practices.entries()) {
      const owner = people[(i * 3) % people.length]
      if (owner === undefined) continue
      const [course] =
        p.curso === null ? [] : yield* sql<{ id_proyecto: number | string }>`SELECT id_proyecto FROM proyectos_formacion WHERE n_curso = ${p.curso} ORDER BY id_proyecto LIMIT 1`
      const [created] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO mejores_practicas ${sql.insert({
        titulo: p.titulo,
        id_empleado: Number(owner.id_empleado),
        id_categoria: p.id_categoria,
        id_depto: owner.id_depto === null ? null : Number(owner.id_depto),
        id_proyecto_formacion: course === undefined ? null : Number(course.id_proyecto),
        problema: p.problema,
        situacion_actual: p.situacion_actual,
        objetivo: p.objetivo,
        f_inicio: day(p.desde),
        estado: p.estado,
        f_publicacion: p.estado === "Publicada" ? day(-7) : null,
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })} RETURNING id_proyecto`
      if (created === undefined) continue
      const id_proyecto = Number(created.id_proyecto)
      const members = [people[(i * 3 + 1) % people.length], people[(i * 3 + 2) % people.length]].filter(
        (m): m is NonNullable<typeof m> => m !== undefined && m.id_empleado !== owner.id_empleado,
      )
      const unique = members.filter((m, n) => members.findIndex((o) => o.id_empleado === m.id_empleado) === n)
      if (unique.length > 0) {
        yield* sql`INSERT INTO mejores_practicas_integrantes ${sql.insert(unique.map((m, n) => ({ id_proyecto, orden: n + 1, id_empleado: Number(m.id_empleado) })))}`
      }
      yield* sql`INSERT INTO mejores_practicas_resultados ${sql.insert(
        p.resultados.map(([indicador, unidad, valor_antes, valor_despues, ahorro_anual, beneficio_cualitativo], n) => ({
          id_proyecto,
          orden: n + 1,
          indicador,
          unidad,
          valor_antes,
          valor_despues,
          ahorro_anual,
          beneficio_cualitativo,
        })),
      )}`
      if (p.seguimiento.length > 0) {
        yield* sql`INSERT INTO mejores_practicas_seguimiento ${sql.insert(
          p.seguimiento.map(([dias, avance, comentario, evidencia], n) => ({ id_proyecto, orden: n + 1, fecha: day(dias), avance, comentario, evidencia })),
        )}`
      }
    }
  })
