import { SqlClient } from "@effect/sql"
import { mapInSlices } from "../in-slices"
import { Effect, Schema } from "effect"
import { type Dc3Course, type Dc3Row, dc3ApiMessages } from "../../domain/formacion/formatos-dc3-api"
import { type Dc3Company, type Dc3Facts, type Dc3Worker, dc3Problems, deliveryLimit, isOverdue } from "../../domain/formacion/formatos-dc3-rules"
import type { Principal } from "../auth/principal"
import { legalParameterReader } from "../contratos/legal-parameters"
import { formatFolio } from "../documents/folio"
import { refuse } from "../http/failure"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { storedRow } from "../records/read-record"
import { asRecordTable } from "../records/table"
import { coursesTable } from "./proyectos-formacion"

// FOR250's reads and writes (domain/formacion/formatos-dc3-api.ts): a course's passed
// participants with their DC-3, the facts a DC-3 prints (worker, company, course) as they stand,
// the DC-3s issued with their folios and the facts they printed (kept, so a reprint shows what
// the first print showed), and the delivery. The course is read as its record
// resource reads it (404 absent, 403 outside the caller's work centres).

/** The states in which a course's DC-3s are issued. */
export const dc3States: ReadonlyArray<string> = ["Concluido", "Cerrado"]

const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

export interface Dc3CourseHeader {
  readonly id_proyecto: number
  readonly n_curso: string
  readonly estado: string
  readonly id_empresa: number
  readonly f_inicio: string
  readonly f_fin: string
}

/**
 * The course's own fields, read within the caller's work centres as its resource reads it (404,
 * 403), refused (409) when it is not concluded or closed. Not decoded as the FOR160 record: a
 * course's form takes 300 participants, and a DC-3 batch may come from a larger one.
 */
export const dc3Course = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const row = yield* storedRow(asRecordTable(coursesTable), String(id_proyecto), principal)
    const course: Dc3CourseHeader = {
      id_proyecto,
      n_curso: String(row.n_curso),
      estado: String(row.estado),
      id_empresa: Number(row.id_empresa),
      f_inicio: String(row.f_inicio).slice(0, 10),
      f_fin: String(row.f_fin).slice(0, 10),
    }
    if (!dc3States.includes(course.estado)) return yield* refuse(409, dc3ApiMessages.estado)
    return course
  })

const razonSocial = (name: string | null, regimen: string | null): string | null =>
  name === null ? null : regimen === null || regimen.trim() === "" ? name : `${name}, ${regimen}`

/** The company's part of a DC-3: name, RFC, headcount and who signs. */
export const readDc3Company = (id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      n_empresa: string | null
      regimen_capital: string | null
      rfc: string | null
      rfc_validado_sat: string | null
      representante_legal: string | null
      representante_patron_cmcap: string | null
      representante_trabajadores_cmcap: string | null
      trabajadores: number | string
    }>`SELECT em.n_empresa, em.regimen_capital, em.rfc, em.rfc_validado_sat, em.representante_legal,
        em.representante_patron_cmcap, em.representante_trabajadores_cmcap,
        (SELECT COUNT(*) FROM empleados e WHERE e.id_empresa = em.id_empresa AND e.activo = '1') AS trabajadores
      FROM empresas em WHERE em.id_empresa = ${id_empresa}`
    const company: Dc3Company = {
      // As the letterhead prints it: "Demo Consultores, S.A. de C.V.".
      razon_social: razonSocial(text(row?.n_empresa), text(row?.regimen_capital)),
      rfc: text(row?.rfc),
      rfc_validado_sat: row?.rfc_validado_sat === "1",
      trabajadores: Number(row?.trabajadores ?? 0),
      representante_legal: text(row?.representante_legal),
      representante_patron_cmcap: text(row?.representante_patron_cmcap),
      representante_trabajadores_cmcap: text(row?.representante_trabajadores_cmcap),
    }
    return company
  })

/** The course's part of a DC-3: its agent and instructor by name. */
export const readDc3CourseFacts = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      n_curso: string
      duracion_horas: number | string | null
      f_inicio: string
      f_fin: string
      area_tematica: string | null
      agente_tipo: string | null
      n_agente: string | null
      registro_stps: string | null
      n_instructor: string | null
    }>`SELECT t.n_curso, t.duracion_horas, ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin, t.area_tematica,
        ag.tipo AS agente_tipo, ag.n_agente, ag.registro_stps,
        COALESCE(${sql.literal(fullNameSql("ie"))}, ins.nombre_externo) AS n_instructor
      FROM proyectos_formacion t
      LEFT JOIN agentes_capacitadores ag ON ag.id_agente = COALESCE(t.id_agente, (SELECT i2.id_agente FROM instructores i2 WHERE i2.id_instructor = t.id_instructor))
      LEFT JOIN instructores ins ON ins.id_instructor = t.id_instructor
      LEFT JOIN empleados ie ON ie.id_empleado = ins.id_empleado
      WHERE t.id_proyecto = ${id_proyecto}`
    return {
      n_curso: text(row?.n_curso),
      duracion_horas: num(row?.duracion_horas),
      f_inicio: text(row?.f_inicio),
      f_fin: text(row?.f_fin),
      area_tematica: text(row?.area_tematica),
      agente_tipo: text(row?.agente_tipo),
      n_agente: text(row?.n_agente),
      registro_stps: text(row?.registro_stps),
      n_instructor: text(row?.n_instructor),
    }
  })

const nullable = <S extends Schema.Schema.Any>(s: S) => Schema.NullOr(s)

/** The facts an issued DC-3 printed, as stored (JSON text) in constancias_dc3.hechos. */
const storedFacts: Schema.Schema<Dc3Facts, string> = Schema.parseJson(
  Schema.Struct({
    trabajador: Schema.Struct({
      nombre: nullable(Schema.String),
      apellido_paterno: nullable(Schema.String),
      apellido_materno: nullable(Schema.String),
      curp: nullable(Schema.String),
      id_ocupacion_cno: nullable(Schema.String),
      n_ocupacion_cno: nullable(Schema.String),
      n_puesto: nullable(Schema.String),
    }),
    empresa: Schema.Struct({
      razon_social: nullable(Schema.String),
      rfc: nullable(Schema.String),
      rfc_validado_sat: Schema.Boolean,
      trabajadores: Schema.Number,
      representante_legal: nullable(Schema.String),
      representante_patron_cmcap: nullable(Schema.String),
      representante_trabajadores_cmcap: nullable(Schema.String),
    }),
    curso: Schema.Struct({
      n_curso: nullable(Schema.String),
      duracion_horas: nullable(Schema.Number),
      f_inicio: nullable(Schema.String),
      f_fin: nullable(Schema.String),
      area_tematica: nullable(Schema.String),
      agente_tipo: nullable(Schema.String),
      n_agente: nullable(Schema.String),
      registro_stps: nullable(Schema.String),
      n_instructor: nullable(Schema.String),
    }),
  }),
)
const decodeStoredFacts = Schema.decodeUnknown(storedFacts)
const encodeStoredFacts = Schema.encodeSync(storedFacts)

export interface Dc3Participant {
  readonly id_empleado: number
  readonly num_empleado: string | null
  readonly n_empleado: string
  readonly calificacion: number | null
  readonly trabajador: Dc3Worker
  readonly folio_dc3: string | null
  readonly f_emision: string | null
  readonly f_limite_entrega: string | null
  readonly f_entrega: string | null
  readonly acuse: string | null
  /** What the issued DC-3 printed; null before it is issued (or issued before they were kept). */
  readonly hechos: Dc3Facts | null
}

/** What a participant's DC-3 prints: the facts it was issued with, else the data as it stands. */
export const printedFacts = (p: Dc3Participant, current: Omit<Dc3Facts, "trabajador">): Dc3Facts => p.hechos ?? { ...current, trabajador: p.trabajador }

/** The course's Aprobados (or only those named), with their worker facts and their DC-3 if issued. */
export const readDc3Participants = (id_proyecto: number, only?: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id_empleado: number | string
      num_empleado: string | null
      n_empleado: string
      calificacion: number | string | null
      nombre: string | null
      apellido_paterno: string | null
      apellido_materno: string | null
      curp: string | null
      id_ocupacion_cno: string | null
      n_ocupacion_cno: string | null
      n_puesto: string | null
      folio_dc3: string | null
      f_emision: string | null
      f_limite_entrega: string | null
      f_entrega: string | null
      acuse: string | null
      hechos: string | null
    }>`SELECT p.id_empleado, e.num_empleado, ${sql.literal(fullNameSql("e"))} AS n_empleado, p.calificacion,
        e.nombre, e.apellido_paterno, e.apellido_materno, e.curp, pu.id_ocupacion_cno, oc.n_ocupacion_cno, pu.n_puesto,
        d.folio_dc3, ${dateTextSql(sql, "d.f_emision")} AS f_emision, ${dateTextSql(sql, "d.f_limite_entrega")} AS f_limite_entrega,
        ${dateTextSql(sql, "d.f_entrega")} AS f_entrega, d.acuse, d.hechos
      FROM proyectos_formacion_participantes p
      JOIN empleados e ON e.id_empleado = p.id_empleado
      LEFT JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN ocupaciones_cno oc ON oc.id_ocupacion_cno = pu.id_ocupacion_cno
      LEFT JOIN constancias_dc3 d ON d.id_proyecto = p.id_proyecto AND d.id_empleado = p.id_empleado
      WHERE p.id_proyecto = ${id_proyecto} AND p.estado = 'Aprobado'
        ${only === undefined ? sql.literal("") : sql`AND p.id_empleado IN ${sql.in(only)}`}
      ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, p.id_empleado`
    // A stored value that no longer decodes is a defect, never silently replaced by today's data.
    return yield* Effect.forEach(rows, (r) =>
      Effect.map(r.hechos === null ? Effect.succeed(null) : Effect.orDie(decodeStoredFacts(r.hechos)), (hechos): Dc3Participant => ({
        id_empleado: Number(r.id_empleado),
        num_empleado: text(r.num_empleado),
        n_empleado: r.n_empleado,
        calificacion: num(r.calificacion),
        trabajador: {
          nombre: text(r.nombre),
          apellido_paterno: text(r.apellido_paterno),
          apellido_materno: text(r.apellido_materno),
          curp: text(r.curp),
          id_ocupacion_cno: text(r.id_ocupacion_cno),
          n_ocupacion_cno: text(r.n_ocupacion_cno),
          n_puesto: text(r.n_puesto),
        },
        folio_dc3: text(r.folio_dc3),
        f_emision: text(r.f_emision),
        f_limite_entrega: text(r.f_limite_entrega),
        f_entrega: text(r.f_entrega),
        acuse: text(r.acuse),
        hechos,
      })),
    )
  })

/** The FESTIVO days of the dated legal parameters. */
export const storedHolidays = Effect.flatMap(legalParameterReader, (reader) => reader.holidays)

/** A participant's row of the list, judged against the company and course facts. */
export const dc3RowOf = (p: Dc3Participant, facts: Omit<Dc3Facts, "trabajador">, limit: string, today: string): Dc3Row => {
  const f_limite_entrega = p.f_limite_entrega ?? limit
  return {
    id_empleado: p.id_empleado,
    num_empleado: p.num_empleado,
    n_empleado: p.n_empleado,
    curp: p.trabajador.curp,
    calificacion: p.calificacion,
    folio_dc3: p.folio_dc3,
    f_emision: p.f_emision,
    f_limite_entrega,
    f_entrega: p.f_entrega,
    acuse: p.acuse,
    vencida: isOverdue(f_limite_entrega, p.f_entrega, today),
    // An issued DC-3 is history: it is judged by what it printed, whatever its data became since.
    problemas: dc3Problems(printedFacts(p, facts)),
  }
}

/** The course's summary as the course select lists it. */
export const readDc3Courses = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id_proyecto: number | string
      n_curso: string
      estado: string
      id_empresa: number | string
      f_inicio: string
      f_fin: string
      aprobados: number | string
      emitidas: number | string
    }>`SELECT t.id_proyecto, t.n_curso, t.estado, t.id_empresa, ${dateTextSql(sql, "t.f_inicio")} AS f_inicio, ${dateTextSql(sql, "t.f_fin")} AS f_fin,
        (SELECT COUNT(*) FROM proyectos_formacion_participantes p WHERE p.id_proyecto = t.id_proyecto AND p.estado = 'Aprobado') AS aprobados,
        (SELECT COUNT(*) FROM constancias_dc3 d JOIN proyectos_formacion_participantes p ON p.id_proyecto = d.id_proyecto AND p.id_empleado = d.id_empleado
          WHERE d.id_proyecto = t.id_proyecto AND p.estado = 'Aprobado') AS emitidas
      FROM proyectos_formacion t
      WHERE t.estado IN ${sql.in(dc3States)}
        AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${principal.id_rol} AND pr.permiso = '1' AND pr.id_centro_trabajo = t.id_centro_trabajo)
      ORDER BY t.f_fin DESC, t.id_proyecto DESC`
    return rows.map(
      (r): Dc3Course => ({
        id_proyecto: Number(r.id_proyecto),
        n_curso: r.n_curso,
        estado: r.estado,
        id_empresa: Number(r.id_empresa),
        f_inicio: r.f_inicio,
        f_fin: r.f_fin,
        aprobados: Number(r.aprobados),
        emitidas: Number(r.emitidas),
      }),
    )
  })

/**
 * Folios for `n` DC-3s of a company and year, drawn at once: the counter row moves by `n` in one
 * UPDATE (locked until the write commits), so 500 DC-3s cost one statement, not 500.
 */
export const nextDc3Folios = (id_empresa: number, anio: number, n: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ultimo: number | string }>`
      INSERT INTO folios_documento (serie, id_empresa, anio, ultimo) VALUES ('DC3', ${id_empresa}, ${anio}, ${n})
      ON CONFLICT (serie, id_empresa, anio) DO UPDATE SET ultimo = folios_documento.ultimo + ${n}
      RETURNING ultimo`
    const last = Number(row?.ultimo ?? n)
    return Array.from({ length: n }, (_, i) => formatFolio("DC3", id_empresa, anio, last - n + 1 + i))
  })

/** A DC-3 ready to store but for its folio: everything else is worked out before the write. */
export interface PreparedDc3 {
  readonly id_empleado: number
  readonly hechos: Dc3Facts
  readonly row: Readonly<Record<string, string | number | null>>
}

/** The DC-3s of the participants that have none yet, ready to store: issue date, delivery limit and facts printed. */
export const prepareDc3s = (
  course: { readonly f_fin: string },
  people: ReadonlyArray<Dc3Participant>,
  facts: Omit<Dc3Facts, "trabajador">,
  today: string,
  who: string,
) =>
  Effect.gen(function* () {
    const missing = people.filter((p) => p.folio_dc3 === null)
    if (missing.length === 0) return []
    const limit = deliveryLimit(course.f_fin, yield* storedHolidays)
    return yield* mapInSlices(missing, (p): PreparedDc3 => {
      const hechos = printedFacts(p, facts)
      return {
        id_empleado: p.id_empleado,
        hechos,
        row: { f_emision: today, f_limite_entrega: limit, f_entrega: null, acuse: null, id_usuario_emision: who, id_usuario_entrega: null, hechos: encodeStoredFacts(hechos) },
      }
    })
  })

/** Advisory-lock namespace of the DC-3 issue of a course (a constant no other lock uses). */
const dc3LockSpace = 6_300

/** Rows a statement: 10 columns each stay under SQLite's 32,766 parameters. */
const rowsPerInsert = 3_000

/**
 * Stores prepared DC-3s with their folios: the write itself, kept short (one folio statement, one
 * insert per 3,000). One that another print issued since they were read keeps its folio and is
 * left out.
 * Answers those stored, with their folio.
 */
export const storeDc3s = (course: { readonly id_proyecto: number; readonly id_empresa: number }, prepared: ReadonlyArray<PreparedDc3>, today: string) =>
  Effect.gen(function* () {
    if (prepared.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const year = Number(today.slice(0, 4))
    // Two prints of one course take turns (PostgreSQL; SQLite has one writer at a time already):
    // the second waits here until the first commits, and its read below then sees the DC-3s the
    // first stored, instead of inserting them again into the unique key.
    yield* sql.onDialectOrElse({
      pg: () => Effect.asVoid(sql`SELECT COUNT(*) AS n FROM (SELECT pg_advisory_xact_lock(CAST(${dc3LockSpace} AS INTEGER), CAST(${course.id_proyecto} AS INTEGER))) l`),
      orElse: () => Effect.void,
    })
    const taken = new Set(
      (yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM constancias_dc3
        WHERE id_proyecto = ${course.id_proyecto} AND id_empleado IN ${sql.in(prepared.map((p) => p.id_empleado))}`).map((r) => Number(r.id_empleado)),
    )
    const todo = prepared.filter((p) => !taken.has(p.id_empleado))
    if (todo.length === 0) return []
    const folios = yield* nextDc3Folios(course.id_empresa, year, todo.length)
    const stored = todo.map((p, i) => ({ ...p, folio_dc3: folios[i] ?? "" }))
    const rows = stored.map((p) => ({ id_proyecto: course.id_proyecto, id_empleado: p.id_empleado, folio_dc3: p.folio_dc3, ...p.row }))
    for (let i = 0; i < rows.length; i += rowsPerInsert) yield* sql`INSERT INTO constancias_dc3 ${sql.insert(rows.slice(i, i + rowsPerInsert))}`
    return stored
  })

/**
 * The participants as they stand once `stored` are issued; one issued meanwhile by another print
 * (prepared but not stored here) is read again for the folio and facts it got.
 */
export const afterIssue = (id_proyecto: number, people: ReadonlyArray<Dc3Participant>, prepared: ReadonlyArray<PreparedDc3>, stored: ReadonlyArray<PreparedDc3 & { readonly folio_dc3: string }>, today: string) =>
  Effect.gen(function* () {
    const fresh = new Map(stored.map((p) => [p.id_empleado, p]))
    const elsewhere = prepared.filter((p) => !fresh.has(p.id_empleado)).map((p) => p.id_empleado)
    const reread = new Map((elsewhere.length === 0 ? [] : yield* readDc3Participants(id_proyecto, elsewhere)).map((p) => [p.id_empleado, p]))
    return people.map((p): Dc3Participant => {
      const mine = fresh.get(p.id_empleado)
      if (mine !== undefined) return { ...p, folio_dc3: mine.folio_dc3, f_emision: today, f_limite_entrega: String(mine.row.f_limite_entrega), hechos: mine.hechos }
      return reread.get(p.id_empleado) ?? p
    })
  })

/**
 * Issues the DC-3s of the participants that have none yet, in the caller's transaction (the demo
 * seed): a folio each, today's issue date, the delivery limit and the facts printed. Answers the
 * participants as they stand afterwards.
 */
export const issueDc3s = (
  course: { readonly id_proyecto: number; readonly id_empresa: number; readonly f_fin: string },
  people: ReadonlyArray<Dc3Participant>,
  facts: Omit<Dc3Facts, "trabajador">,
  today: string,
  who: string,
) =>
  Effect.gen(function* () {
    const prepared = yield* prepareDc3s(course, people, facts, today, who)
    const stored = yield* storeDc3s(course, prepared, today)
    return yield* afterIssue(course.id_proyecto, people, prepared, stored, today)
  })

/** Records the delivery of an issued DC-3. */
export const recordDelivery = (id_proyecto: number, id_empleado: number, f_entrega: string, acuse: string, who: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE constancias_dc3 SET ${sql.update({ f_entrega, acuse, id_usuario_entrega: who })}
      WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado} AND f_entrega IS NULL`
  })
