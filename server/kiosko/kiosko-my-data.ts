import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { KioskMyData } from "../../domain/kiosko/kiosko"
import { seniority, seniorityText } from "../../domain/rules/seniority"

// "Mis datos" of the kiosk: the person at work (number, name, company, centre, department,
// puesto, dates and seniority) and how to reach them. Nothing more: see KioskMyData.

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim())
const orNull = (v: unknown): string | null => (text(v) === "" ? null : text(v))

export const myData = (id_empleado: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT e.num_empleado, e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS n_empleado,
        em.n_empresa, ct.n_centro_trabajo, d.n_depto, p.n_puesto, e.f_ingreso, e.f_antiguedad,
        e.email_trabajo, e.email_personal, e.telefono, e.celular,
        e.calle, e.num_exterior, e.num_interior, e.colonia, e.codigo_postal, c.n_ciudad, es.n_estado
      FROM empleados e
      JOIN empresas em ON em.id_empresa = e.id_empresa
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      JOIN departamentos d ON d.id_depto = e.id_depto
      JOIN puestos p ON p.id_puesto = e.id_puesto
      LEFT JOIN ciudades c ON c.id_ciudad = e.id_ciudad
      LEFT JOIN estados es ON es.id_estado = e.id_estado
      WHERE e.id_empleado = ${id_empleado}`
    if (r === undefined) return undefined
    const fAntiguedad = text(r.f_antiguedad) === "" ? text(r.f_ingreso) : text(r.f_antiguedad)
    const street = [text(r.calle), text(r.num_exterior), text(r.num_interior) === "" ? "" : `int. ${text(r.num_interior)}`].filter((p) => p !== "").join(" ")
    const place = [text(r.colonia), text(r.codigo_postal) === "" ? "" : `C.P. ${text(r.codigo_postal)}`, text(r.n_ciudad), text(r.n_estado)].filter((p) => p !== "")
    const address = [street, ...place].filter((p) => p !== "").join(", ")
    const elapsed = seniority(fAntiguedad, today)
    const data: KioskMyData = {
      num_empleado: text(r.num_empleado),
      n_empleado: text(r.n_empleado),
      n_empresa: text(r.n_empresa),
      n_centro_trabajo: text(r.n_centro_trabajo),
      n_depto: text(r.n_depto),
      n_puesto: text(r.n_puesto),
      f_ingreso: text(r.f_ingreso),
      f_antiguedad: fAntiguedad,
      antiguedad: elapsed === null ? "" : seniorityText(elapsed),
      email_trabajo: orNull(r.email_trabajo),
      email_personal: orNull(r.email_personal),
      telefono: orNull(r.telefono),
      celular: orNull(r.celular),
      domicilio: address === "" ? null : address,
    }
    return data
  })
