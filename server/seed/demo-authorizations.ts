import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { notifyFlags, selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import { hashPassword } from "../auth/password"
import { addDays, isoDate, mexicoToday } from "../dates"
import { consultaCompany } from "./demo-structure"
import { departmentHeadType } from "./settings-demo"

// The demo's authorization flow routes to someone who can sign in: a baja needs one approval,
// by the employee's "Jefe de departamento" (climbing the tree when a department has none).
// Altas and changes keep no flow (applied at once), so hiring in the demo stays one step; an
// administrator adds their flows in Configuración > Flujos de autorización. autoriza@demo.mx is the vigente head of the first company's largest department, with a
// profile that holds no personal key (Mis autorizaciones is reached from the user menu), and
// two bajas of their department wait for them, effective next month.

export const demoApprover = { email: "autoriza@demo.mx", password: "Demo.Autoriza-2026" } as const

/** A flow of one level: the employee's Jefe de departamento approves. */
export const oneLevelFlow = (id_tipo_solicitud: number) => ({
  id_tipo_solicitud,
  id_posicion: null,
  n_posicion: "",
  validacion: 0,
  niveles: 1,
  notificar: 0,
  ...Object.fromEntries(selectorFields.map((f) => [f, null])),
  ...Object.fromEntries(notifyFlags.map((f) => [f, 0])),
  emp_id_tipo_resp: departmentHeadType,
  // The employee is told the outcome; the approver is told a request waits, and the employee
  // hears the approver's decision.
  emp_notifica: 1,
  emp_notifica_resp1: 1,
  resp1_notifica_emp: 1,
})

export const seedDemoAuthorizations = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const types = yield* sql<{ id: number | string; clave: string }>`
      SELECT id_tipo_solicitud AS id, clave FROM tipos_solicitud WHERE clave = 'MOV_BAJA'`
    const baja = Number(types.find((t) => t.clave === "MOV_BAJA")?.id)
    for (const t of types) yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(Number(t.id)))}`

    const today = mexicoToday(nowMs)
    const [head] = yield* sql<{ id_numero: number | string; id_depto: number | string }>`
      SELECT r.id_numero, r.id_depto FROM responsables_depto r
      JOIN departamentos d ON d.id_depto = r.id_depto
      JOIN empleados e ON e.id_empleado = r.id_numero AND e.activo = '1'
      WHERE d.id_empresa = ${consultaCompany} AND r.id_tipo_resp = ${departmentHeadType} AND r.f_fin IS NULL
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = r.id_numero)
        AND (SELECT COUNT(*) FROM empleados x WHERE x.id_depto = d.id_depto AND x.activo = '1') >= 3
      ORDER BY (SELECT COUNT(*) FROM empleados x WHERE x.id_depto = d.id_depto AND x.activo = '1') DESC, d.id_depto
      LIMIT 1`
    if (head === undefined) return
    const approver = Number(head.id_numero)

    yield* sql`INSERT INTO grupos ${sql.insert({ id_grupo: "APROBADOR", n_grupo: "Aprobador" })}`
    yield* sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: "APROBADOR", clave: "ORG200", insertar: "0", editar: "0", borrar: "0", lectura: "1" })}`
    yield* sql`INSERT INTO usuarios ${sql.insert({
      id_usuario: demoApprover.email,
      id_empleado: approver,
      password_hash: yield* hashPassword(demoApprover.password),
      id_grupo: "APROBADOR",
      id_rol: "EMPRESA1",
      admin: "0",
      activo: "1",
    })}`

    // Two bajas of the head's department, sent to authorization: step 1 waits for the head.
    const people = yield* sql<{ id_empleado: number | string }>`
      SELECT e.id_empleado FROM empleados e
      WHERE e.id_depto = ${head.id_depto} AND e.activo = '1' AND e.id_empleado <> ${approver}
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
      ORDER BY e.id_empleado LIMIT 2`
    const [motive] = yield* sql<{ id: number | string; causa_imss: string }>`
      SELECT id_motivo_baja AS id, causa_imss FROM motivos_baja WHERE activo = '1' ORDER BY id_motivo_baja LIMIT 1`
    if (motive === undefined) return
    const effective = isoDate(addDays(new Date(today.getFullYear(), today.getMonth() + 1, 1), 14))
    for (const [i, person] of people.entries()) {
      const [movement] = yield* sql<{ id_movimiento: number | string }>`INSERT INTO movimientos_personal ${sql.insert({
        id_empleado: Number(person.id_empleado),
        tipo_movimiento: "BAJA",
        f_efectiva: effective,
        motivo: i === 0 ? "Renuncia presentada por escrito" : "Término del contrato por obra determinada",
        estado: "En autorización",
        id_motivo_baja: Number(motive.id),
        causa_imss: motive.causa_imss,
        recontratable: "1",
        id_usuario_alta: "admin@demo.mx",
        f_alta: new Date(nowMs).toISOString(),
      })} RETURNING id_movimiento`
      yield* sql`INSERT INTO autorizaciones ${sql.insert({
        origen: "MOV",
        id_origen: Number(movement?.id_movimiento),
        id_tipo_solicitud: baja,
        id_empleado: Number(person.id_empleado),
        f_referencia: effective,
        niveles: 1,
        nivel: 1,
        id_autorizador: approver,
        creado: nowMs,
      })}`
    }
  })
