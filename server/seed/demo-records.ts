import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { rescissionNoticeDue } from "../../domain/rules/lft-47"
import { pastPrescription } from "../../domain/rules/lft-517"
import { isoDaysFrom, mexicoToday } from "../dates"
import { employeeName } from "../organizacion/centros-trabajo"
import { folioSeries, nextFolio } from "../documents/folio"
import { consultaCompany } from "./demo-structure"

// The demo's company property and actas administrativas (issue 14): the first company lends
// laptops, phones, a car and access cards; most are out under a signed responsiva (with its
// scan), one came back, one is in repair, and a phone line expires within two weeks (the list's
// "vence en N días"). Four actas show each state: a draft, a signed written warning, a notified
// three-day suspension and a signed rescission awaiting its notice. The limit of responsiva is
// $60,000 per person. Everything is relative to today and deterministic.

/** A one-page PDF standing for a signed scan: real enough for the upload's byte check. */
const scanPdf = (folio: string): Uint8Array =>
  new TextEncoder().encode(
    [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
      `% Responsiva firmada ${folio}`,
      "trailer << /Root 1 0 R >>",
      "%%EOF",
      "",
    ].join("\n"),
  )

const scanVersion = (n: number): string => `5ca9${String(n).padStart(12, "0")}`

interface Asset {
  readonly tipo: string
  readonly descripcion: string
  readonly marca: string | null
  readonly modelo: string | null
  readonly serie: string | null
  readonly valor: number
  readonly vence?: number
  readonly estado?: "En reparación"
}

const assets: ReadonlyArray<Asset> = [
  { tipo: "Computadora portátil", descripcion: "Laptop 14 pulgadas", marca: "Lenovo", modelo: "ThinkPad T14", serie: "PF3KX21A", valor: 28_500 },
  { tipo: "Computadora portátil", descripcion: "Laptop 15 pulgadas", marca: "Dell", modelo: "Latitude 5540", serie: "DL5540-7Q2", valor: 31_200 },
  { tipo: "Computadora portátil", descripcion: "Laptop 13 pulgadas", marca: "HP", modelo: "EliteBook 830", serie: "5CG3218XYZ", valor: 26_900 },
  { tipo: "Teléfono celular", descripcion: "Teléfono inteligente", marca: "Samsung", modelo: "Galaxy A54", serie: "R58W20ABC1", valor: 8_999 },
  { tipo: "Teléfono celular", descripcion: "Línea telefónica con plan de datos", marca: "Telcel", modelo: "Plan Empresarial 5GB", serie: null, valor: 0, vence: 12 },
  { tipo: "Vehículo", descripcion: "Camioneta de reparto", marca: "Nissan", modelo: "NP300 2022", serie: "3N6AD33A2NK800123", valor: 415_000, vence: 160 },
  { tipo: "Tarjeta de acceso", descripcion: "Tarjeta de acceso a planta", marca: null, modelo: null, serie: "TA-0457", valor: 150 },
  { tipo: "Herramienta", descripcion: "Taladro inalámbrico", marca: "Makita", modelo: "DHP482", serie: "MK482-3391", valor: 3_450, estado: "En reparación" },
]

export const seedDemoRecords = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = isoDaysFrom(mexicoToday(nowMs))
    const year = (iso: string) => Number(iso.slice(0, 4))
    yield* sql`UPDATE parametros_sistema SET limite_responsiva = 60000 WHERE id = 1`

    const types = new Map(
      (yield* sql<{ id: number | string; n: string }>`SELECT id_tipo_propiedad AS id, n_tipo_propiedad AS n FROM tipos_propiedad`).map((t) => [t.n, Number(t.id)]),
    )
    // People of the first company without a system user, in a stable order.
    const people = (yield* sql<{ id_empleado: number | string; n: string }>`
      SELECT e.id_empleado, ${sql.literal(employeeName("e"))} AS n FROM empleados e
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1'
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 12`).map((p) => ({ id: Number(p.id_empleado), n: p.n }))
    const person = (i: number) => people[i % Math.max(1, people.length)] ?? { id: 1, n: "" }

    const ids: Array<number> = []
    for (const [i, a] of assets.entries()) {
      const id = i + 1
      ids.push(id)
      yield* sql`INSERT INTO propiedades ${sql.insert({
        id_propiedad: id,
        id_empresa: consultaCompany,
        id_tipo_propiedad: types.get(a.tipo) ?? 1,
        descripcion: a.descripcion,
        marca: a.marca,
        modelo: a.modelo,
        num_serie: a.serie,
        num_inventario: `INV-${String(id).padStart(4, "0")}`,
        valor: a.valor,
        f_adquisicion: day(-400 + i * 20),
        f_vencimiento: a.vence === undefined ? null : day(a.vence),
        estado: a.estado ?? "Disponible",
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
    }

    // Loans: the first four assets and the phone line out under signed responsivas; the third
    // laptop came back last month and waits in the store.
    const loans: ReadonlyArray<{ asset: number; who: number; from: number; back?: number }> = [
      { asset: 1, who: 0, from: -180 },
      { asset: 2, who: 1, from: -90 },
      { asset: 4, who: 2, from: -60 },
      { asset: 5, who: 2, from: -60 },
      { asset: 7, who: 3, from: -30 },
      { asset: 3, who: 4, from: -200, back: -25 },
    ]
    for (const [i, loan] of loans.entries()) {
      const id = i + 1
      const entrega = day(loan.from)
      const folio = yield* nextFolio(folioSeries.cartaResponsiva, consultaCompany, year(entrega))
      const version = scanVersion(id)
      yield* sql`INSERT INTO responsivas ${sql.insert({
        id_responsiva: id,
        folio,
        id_propiedad: loan.asset,
        id_empleado: person(loan.who).id,
        f_entrega: entrega,
        condicion_entrega: "Buena",
        f_devolucion_esperada: null,
        f_devolucion: loan.back === undefined ? null : day(loan.back),
        condicion_devolucion: loan.back === undefined ? null : "Daño menor",
        observaciones: loan.back === undefined ? null : "Se devolvió con un rayón en la tapa.",
        firmada: "1",
        documento_firmado: version,
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
      yield* sql`INSERT INTO responsivas_documentos ${sql.insert({ id_responsiva: id, version, tipo: "application/pdf", datos: Buffer.from(scanPdf(folio)) })}`
      if (loan.back === undefined) yield* sql`UPDATE propiedades SET estado = 'Asignado' WHERE id_propiedad = ${loan.asset}`
    }

    // Actas: a draft, a signed written warning, a notified suspension, a signed rescission.
    const fault = new Map(
      (yield* sql<{ id: number | string; f: string | null }>`SELECT id_tipo_falta AS id, fraccion_lft47 AS f FROM tipos_falta ORDER BY id_tipo_falta`).map((t) => [(t.f ?? "").trim(), Number(t.id)]),
    )
    const witnesses = [person(8), person(9)]
    const hr = person(10)
    const actas = [
      { who: 5, hechos: -3, acta: -2, fraccion: "RI", sancion: "AV", estado: "Borrador", texto: "El colaborador llegó 40 minutos tarde a su turno sin aviso previo, por tercera vez en el mes, según el registro de asistencia." },
      { who: 6, hechos: -20, acta: -18, fraccion: "XI", sancion: "AE", estado: "Firmada", texto: "El colaborador se negó a realizar el inventario semanal que le fue asignado por su jefe inmediato, sin causa justificada." },
      { who: 7, hechos: -45, acta: -43, fraccion: "XII", sancion: "SU", estado: "Notificada", texto: "El colaborador operó el montacargas sin el equipo de protección personal obligatorio, pese a la instrucción expresa del supervisor." },
      { who: 11, hechos: -6, acta: -4, fraccion: "II", sancion: "RE", estado: "Firmada", texto: "El colaborador sustrajo del almacén material propiedad de la empresa sin autorización, hecho captado por las cámaras de seguridad." },
    ] as const
    for (const [i, a] of actas.entries()) {
      const id = i + 1
      const fActa = day(a.acta)
      const fHechos = day(a.hechos)
      const folio = yield* nextFolio(folioSeries.actaAdministrativa, consultaCompany, year(fActa))
      yield* sql`INSERT INTO actas_administrativas ${sql.insert({
        id_acta: id,
        folio,
        id_empleado: person(a.who).id,
        id_empresa: consultaCompany,
        f_hechos: fHechos,
        hora_hechos: "09:40",
        f_conocimiento: fHechos,
        f_acta: fActa,
        lugar: "Oficina de Recursos Humanos",
        id_tipo_falta: fault.get(a.fraccion) ?? null,
        fraccion_lft47: a.fraccion,
        descripcion_hechos: a.texto,
        declaracion_trabajador: a.sancion === "RE" ? null : "Reconozco los hechos y me comprometo a que no se repitan.",
        se_nego_declarar: a.sancion === "RE" ? "1" : "0",
        sancion: a.sancion,
        dias_suspension: a.sancion === "SU" ? 3 : null,
        f_inicio_suspension: a.sancion === "SU" ? day(a.acta + 1) : null,
        estado: a.estado,
        fuera_plazo: pastPrescription(fHechos, fActa) ? "1" : "0",
        f_firma: a.estado === "Borrador" ? null : fActa,
        f_limite_aviso: a.sancion === "RE" ? rescissionNoticeDue(fActa) : null,
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })}`
      yield* sql`INSERT INTO actas_participantes ${sql.insert({ id_acta: id, orden: 1, id_empleado: hr.id, nombre: hr.n, rol: "Recursos Humanos" })}`
      yield* sql`INSERT INTO actas_testigos ${sql.insert(witnesses.map((w, j) => ({ id_acta: id, orden: j + 1, id_empleado: w.id, nombre: w.n })))}`
    }
    // PostgreSQL's identity sequences start after the rows given their own ids.
    yield* sql.onDialectOrElse({
      pg: () =>
        Effect.gen(function* () {
          yield* sql`SELECT setval(pg_get_serial_sequence('propiedades', 'id_propiedad'), ${assets.length})`
          yield* sql`SELECT setval(pg_get_serial_sequence('responsivas', 'id_responsiva'), ${loans.length})`
          yield* sql`SELECT setval(pg_get_serial_sequence('actas_administrativas', 'id_acta'), ${actas.length})`
        }),
      orElse: () => Effect.void,
    })
  })
