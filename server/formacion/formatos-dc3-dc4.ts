import { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import type { Dc4Request } from "../../domain/formacion/formatos-dc3-api"
import { dc3Name, filingLimit, signsThroughComision } from "../../domain/formacion/formatos-dc3-rules"
import { thematicAreas } from "../../domain/formacion/tablas-referencia-stps"
import { formatDate } from "../../domain/dates"
import type { Principal } from "../auth/principal"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { dateTextSql } from "../records/date-text"
import { readDc3Company, storedHolidays } from "./formatos-dc3"

// The DC-4 (lista de constancias de competencias o de habilidades laborales, Acuerdo DOF
// 14-06-2013): every DC-3 a company issued for the courses of a plan year (a course belongs to the
// year it ends in), one row each, with the filing limit of 60 working days after the year in the
// title. Above 50 workers the filing is electronic through the SIRCE, and the title says so.

const columns = [
  { header: "Trabajador", width: 34 },
  { header: "CURP", width: 20 },
  { header: "Ocupación (CNO)", width: 28 },
  { header: "Curso", width: 36 },
  { header: "Área temática", width: 28 },
  { header: "Horas", width: 8 },
  { header: "Periodo", width: 26 },
  { header: "Agente capacitador", width: 34 },
  { header: "Registro STPS", width: 20 },
  { header: "Folio DC-3", width: 18 },
  { header: "Emisión", width: 12 },
  { header: "Entrega", width: 12 },
]

const areaName = (clave: string | null): string => thematicAreas.find(([id]) => id === clave)?.join(" ") ?? clave ?? ""

export const dc4Response = (request: Dc4Request, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company = yield* readDc3Company(request.id_empresa)
    const limit = filingLimit(request.anio, yield* storedHolidays)
    const rows = yield* sql<{
      nombre: string | null
      apellido_paterno: string | null
      apellido_materno: string | null
      curp: string | null
      ocupacion: string | null
      n_curso: string
      area_tematica: string | null
      duracion_horas: number | string
      f_inicio: string
      f_fin: string
      n_agente: string | null
      registro_stps: string | null
      folio_dc3: string
      f_emision: string
      f_entrega: string | null
    }>`SELECT e.nombre, e.apellido_paterno, e.apellido_materno, e.curp, pu.id_ocupacion_cno || ' ' || oc.n_ocupacion_cno AS ocupacion,
        t.n_curso, t.area_tematica, t.duracion_horas, ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin,
        ag.n_agente, ag.registro_stps, d.folio_dc3, ${dateTextSql(sql, "d.f_emision")} AS f_emision, ${dateTextSql(sql, "d.f_entrega")} AS f_entrega
      FROM constancias_dc3 d
      JOIN proyectos_formacion t ON t.id_proyecto = d.id_proyecto
      JOIN empleados e ON e.id_empleado = d.id_empleado
      LEFT JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN ocupaciones_cno oc ON oc.id_ocupacion_cno = pu.id_ocupacion_cno
      LEFT JOIN instructores ins ON ins.id_instructor = t.id_instructor
      LEFT JOIN agentes_capacitadores ag ON ag.id_agente = COALESCE(t.id_agente, ins.id_agente)
      WHERE t.id_empresa = ${request.id_empresa} AND t.f_fin >= ${`${request.anio}-01-01`} AND t.f_fin <= ${`${request.anio}-12-31`}
        AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${principal.id_rol} AND pr.permiso = '1' AND pr.id_centro_trabajo = t.id_centro_trabajo)
      ORDER BY t.f_fin, t.id_proyecto, e.apellido_paterno, e.apellido_materno, e.nombre`
    const cells = rows.map(
      (r): ReadonlyArray<CellValue> => [
        dc3Name(r),
        r.curp,
        r.ocupacion,
        r.n_curso,
        areaName(r.area_tematica),
        Number(r.duracion_horas),
        `${formatDate(r.f_inicio)} a ${formatDate(r.f_fin)}`,
        r.n_agente,
        r.registro_stps,
        r.folio_dc3,
        formatDate(r.f_emision),
        r.f_entrega === null ? null : formatDate(r.f_entrega),
      ],
    )
    const filing = signsThroughComision(company) ? " (más de 50 trabajadores: presentación electrónica en el SIRCE)" : ""
    return yield* xlsxResponse({
      filename: `DC-4 ${request.anio} ${company.razon_social ?? ""}`.trim(),
      title: `DC-4 Lista de constancias de competencias ${request.anio}, ${company.razon_social ?? ""}. Presentar a más tardar el ${formatDate(limit)}${filing}`,
      columns,
      rows: Stream.fromIterable(cells),
    })
  })
