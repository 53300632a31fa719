import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PipelineStage } from "../../domain/rules/seleccion-pipeline"
import { monthlySalary } from "../../domain/rules/seleccion-ofertas"
import { shiftDay } from "../../domain/rules/working-days"
import { folioSeries, formatFolio } from "../documents/folio"
import { seedDemoSelectionProcesses } from "./demo-procesos-seleccion"
import { seedDemoSelectionReferences } from "./demo-tablas-referencia-seleccion"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"
import { type Ending, type Walk, daysBetween, flowOf, reachDrawn, walk } from "./scale-seleccion-paths"
import { type CandidatePerson, candidateMaker } from "./scale-seleccion-people"

// The scale seed's year of Selección (MODULES-MX §6): the demo's catalogues and two process
// templates, then `requisitionsPerCompany` requisitions per company requested over the last year,
// in the states a requisition reaches without an authorization flow (Borrador, Autorizada, En
// proceso, Cubierta, Cancelada) by how long ago they were requested. Each authorized one has its
// vacancy, and each vacancy its candidates (new people of the pool, unique CURP and e-mail) at the
// stage they got to, with their history and scores (scale-seleccion-paths.ts); those who reached
// Oferta have an offer (Aceptada, Rechazada, Vencida or Enviada). A covered requisition's hire is a
// person the scale seed hired after its publication: the requisition is for that person's centre,
// department, puesto and position, the accepted candidate is that person (name, CURP, birth date),
// and their pre-alta names the offer and an applied ALTA of that day, so SEL400 reads every
// milestone from authorization to ingreso. One vacancy of the first company, "Ejecutivo de
// atención telefónica", holds `bigVacancyCandidates` candidates over its ten stages (the board's
// bench opens it: bench/seleccion.ts). Rows are built here and stored with multi-row inserts.

export const requisitionsPerCompany = 75
export const bigVacancyTitle = "Ejecutivo de atención telefónica"
export const bigVacancyCandidates = 2_000

/** The big vacancy's candidates by the stage they are in, its process's order (Contratado none: no pre-alta yet). */
const bigSpread: ReadonlyArray<readonly [string, number]> = [
  ["Postulación", 600],
  ["Filtro curricular", 380],
  ["Prueba psicométrica", 260],
  ["Entrevista con Recursos Humanos", 170],
  ["Entrevista técnica", 110],
  ["Referencias laborales", 60],
  ["Examen médico", 40],
  ["Oferta", 20],
  ["Descartado", 360],
]

type State = "Borrador" | "Autorizada" | "En proceso" | "Cubierta" | "Cancelada"

interface Place {
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly id_puesto: string
  readonly id_posicion: string | null
}

interface Hire extends CandidatePerson {
  readonly id_empleado: number
  readonly place: Place
  readonly f_ingreso: string
  readonly salario_diario: number
}

const num = (v: unknown): number => Number(v ?? 0)

/** The state of a requisition requested `age` days ago (no authorization flow: sent is authorized). */
const stateDrawn = (age: number, r: number): State => {
  if (age < 10) return r < 0.35 ? "Borrador" : r < 0.6 ? "Autorizada" : "En proceso"
  if (age < 30) return r < 0.05 ? "Borrador" : r < 0.12 ? "Cancelada" : r < 0.22 ? "Autorizada" : "En proceso"
  if (age < 90) return r < 0.1 ? "Cancelada" : r < 0.55 ? "En proceso" : "Cubierta"
  return r < 0.12 ? "Cancelada" : r < 0.2 ? "En proceso" : "Cubierta"
}

export const seedScaleSeleccion = (today: string, at: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const random = seededRandom(20_261_201)
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
    const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!
    yield* seedDemoSelectionReferences
    yield* seedDemoSelectionProcesses(Date.parse(at))

    // What the rows name: the processes' stages, the catalogues, the places and the year's hires.
    const stageRows = yield* sql<{ id_etapa: number | string; id_proceso: number | string; orden: number | string; n_etapa: string; tipo: string; obligatoria: string; peso: number | string | null }>`
      SELECT id_etapa, id_proceso, orden, n_etapa, tipo, obligatoria, peso FROM sel_procesos_etapas ORDER BY id_proceso, orden`
    const processes = new Map<number, Array<PipelineStage>>()
    for (const s of stageRows) {
      const list = processes.get(num(s.id_proceso)) ?? []
      list.push({ id_etapa: num(s.id_etapa), orden: num(s.orden), n_etapa: s.n_etapa, tipo: s.tipo, obligatoria: s.obligatoria === "1", peso: s.peso === null ? 0 : num(s.peso) })
      processes.set(num(s.id_proceso), list)
    }
    const processIds = [...processes.keys()]
    const longest = processIds.reduce((a, b) => ((processes.get(b)?.length ?? 0) > (processes.get(a)?.length ?? 0) ? b : a), processIds[0] ?? 0)
    const sources = (yield* sql<{ id: number | string; gp220: string }>`SELECT id_fuente AS id, fuente_gp220 AS gp220 FROM sel_fuentes WHERE activo = '1' ORDER BY id_fuente`).map((f) => ({ id: num(f.id), gp220: f.gp220 }))
    const reasons = (yield* sql<{ id: number | string }>`SELECT id_motivo_rechazo AS id FROM sel_motivos_rechazo WHERE activo = '1' ORDER BY id_motivo_rechazo`).map((r) => num(r.id))
    const motives = new Map((yield* sql<{ id: number | string; clave: string }>`SELECT MIN(id_motivo) AS id, clave FROM sel_motivos_requisicion GROUP BY clave`).map((m) => [m.clave, num(m.id)]))
    const [contract] = yield* sql<{ id: string | null }>`SELECT MIN(id_tipo_contrato) AS id FROM catalogo_contratos WHERE activo = '1'`
    const id_tipo_contrato = contract?.id ?? null
    const schools = (yield* sql<{ id: number | string }>`SELECT id_escolaridad AS id FROM escolaridades ORDER BY id_escolaridad`).map((e) => num(e.id))
    const states = (yield* sql<{ clave: string }>`SELECT clave_curp AS clave FROM estados WHERE clave_curp IS NOT NULL AND clave_curp <> 'NE' ORDER BY id_estado`).map((e) => e.clave)
    const departments = new Map<number, Array<{ id_depto: number; id_centro_trabajo: number }>>()
    for (const d of yield* sql<{ id_depto: number | string; id_centro_trabajo: number | string; id_empresa: number | string }>`SELECT id_depto, id_centro_trabajo, id_empresa FROM departamentos ORDER BY id_depto`) {
      const list = departments.get(num(d.id_empresa)) ?? []
      list.push({ id_depto: num(d.id_depto), id_centro_trabajo: num(d.id_centro_trabajo) })
      departments.set(num(d.id_empresa), list)
    }
    const puestos = new Map<number, Array<string>>()
    for (const p of yield* sql<{ id_puesto: string; id_empresa: number | string }>`SELECT id_puesto, id_empresa FROM puestos ORDER BY id_puesto`) {
      const list = puestos.get(num(p.id_empresa)) ?? []
      list.push(p.id_puesto)
      puestos.set(num(p.id_empresa), list)
    }
    // Positions nobody sits in today: a live requisition other than a new puesto names one.
    const freePositions = new Map<number, Array<Place>>()
    for (const p of yield* sql<{ id_posicion: string; id_empresa: number | string; id_centro_trabajo: number | string; id_depto: number | string; id_puesto: string }>`
      SELECT p.id_posicion, p.id_empresa, p.id_centro_trabajo, p.id_depto, p.id_puesto FROM posiciones p
      WHERE p.f_fin IS NULL AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${today}))
      ORDER BY p.id_posicion`) {
      const list = freePositions.get(num(p.id_empresa)) ?? []
      list.push({ id_empresa: num(p.id_empresa), id_centro_trabajo: num(p.id_centro_trabajo), id_depto: num(p.id_depto), id_puesto: p.id_puesto, id_posicion: p.id_posicion })
      freePositions.set(num(p.id_empresa), list)
    }
    const recruiters = new Map(
      (yield* sql<{ id_empresa: number | string; id: number | string }>`SELECT id_empresa, MIN(id_empleado) AS id FROM empleados WHERE activo = '1' GROUP BY id_empresa`).map((r) => [num(r.id_empresa), num(r.id)]),
    )
    const yearAgo = shiftDay(today, -365)
    const hiresOf = new Map<number, Array<Hire>>()
    for (const e of yield* sql<{
      id_empleado: number | string
      id_empresa: number | string
      id_centro_trabajo: number | string
      id_depto: number | string
      id_puesto: string
      id_posicion: string | null
      nombre: string
      apellido_paterno: string
      apellido_materno: string | null
      sexo: string
      f_nacimiento: string
      curp: string
      email_personal: string
      f_ingreso: string
      salario_diario: number | string
    }>`SELECT id_empleado, id_empresa, id_centro_trabajo, id_depto, id_puesto, id_posicion, nombre, apellido_paterno, apellido_materno, sexo,
        f_nacimiento, curp, email_personal, f_ingreso, salario_diario
      FROM empleados WHERE f_ingreso >= ${yearAgo} AND f_ingreso <= ${today} ORDER BY id_empresa, f_ingreso, id_empleado`) {
      const list = hiresOf.get(num(e.id_empresa)) ?? []
      list.push({
        id_empleado: num(e.id_empleado),
        nombre: e.nombre,
        apellido_paterno: e.apellido_paterno,
        apellido_materno: e.apellido_materno,
        sexo: e.sexo === "M" ? "M" : "H",
        f_nacimiento: String(e.f_nacimiento).slice(0, 10),
        curp: e.curp,
        email: e.email_personal,
        place: { id_empresa: num(e.id_empresa), id_centro_trabajo: num(e.id_centro_trabajo), id_depto: num(e.id_depto), id_puesto: e.id_puesto, id_posicion: e.id_posicion },
        f_ingreso: String(e.f_ingreso).slice(0, 10),
        salario_diario: num(e.salario_diario),
      })
      hiresOf.set(num(e.id_empresa), list)
    }
    const taken = new Set<number>()
    /** The first person of the company hired from `from` on, not yet anyone's hire. */
    const hireFrom = (empresa: number, from: string): Hire | undefined => {
      const hire = (hiresOf.get(empresa) ?? []).find((h) => h.f_ingreso >= from && !taken.has(h.id_empleado))
      if (hire !== undefined) taken.add(hire.id_empleado)
      return hire
    }
    // The hires' CURPs first: a new candidate never takes one of them.
    const people = candidateMaker(random, states, [...hiresOf.values()].flat().map((h) => h.curp))

    // Keys drawn here (after each table's highest), so the child rows can name them.
    const top = yield* sql<{ r: number | string | null; v: number | string | null; c: number | string | null; a: number | string | null; h: number | string | null; o: number | string | null; p: number | string | null; m: number | string | null }>`
      SELECT (SELECT MAX(id_requisicion) FROM requisiciones) AS r, (SELECT MAX(id_vacante) FROM vacantes) AS v, (SELECT MAX(id_candidato) FROM candidatos) AS c,
        (SELECT MAX(id_asignacion) FROM sel_asignaciones) AS a, (SELECT MAX(id_historial) FROM sel_asignaciones_historial) AS h, (SELECT MAX(id_oferta) FROM sel_ofertas) AS o,
        (SELECT MAX(id_pre_alta) FROM pre_altas) AS p, (SELECT MAX(id_movimiento) FROM movimientos_personal) AS m`
    const next = { r: num(top[0]?.r), v: num(top[0]?.v), c: num(top[0]?.c), a: num(top[0]?.a), h: num(top[0]?.h), o: num(top[0]?.o), p: num(top[0]?.p), m: num(top[0]?.m) }
    const folios = new Map<string, number>()
    const folio = (serie: string, empresa: number, day: string) => {
      const key = `${serie}|${empresa}|${day.slice(0, 4)}`
      const n = (folios.get(key) ?? 0) + 1
      folios.set(key, n)
      return formatFolio(serie, empresa, Number(day.slice(0, 4)), n)
    }

    const requisiciones: Array<Record<string, unknown>> = []
    const vacantes: Array<Record<string, unknown>> = []
    const candidatos: Array<Record<string, unknown>> = []
    const asignaciones: Array<Record<string, unknown>> = []
    const historial: Array<Record<string, unknown>> = []
    const ofertas: Array<Record<string, unknown>> = []
    const preAltas: Array<Record<string, unknown>> = []
    const movimientos: Array<Record<string, unknown>> = []

    const addCandidate = (empresa: number, id_puesto: string, person: CandidatePerson, applied: string, w: Walk, estado: string, pretension: number) => {
      const source = pick(sources)
      next.c += 1
      candidatos.push({
        id_candidato: next.c,
        id_empresa: empresa,
        id_puesto_interes: id_puesto,
        nombre: person.nombre,
        apellido_paterno: person.apellido_paterno,
        apellido_materno: person.apellido_materno,
        email: person.email,
        telefono: `55${String(10_000_000 + next.c * 7_919).slice(-8)}`,
        curp: person.curp,
        f_nacimiento: person.f_nacimiento,
        id_escolaridad: schools.length === 0 ? null : pick(schools),
        pretension_salarial: pretension,
        fuente: source?.gp220 ?? "BOLSA",
        id_fuente: source?.id ?? null,
        estado,
        f_registro: applied,
        consentimiento_privacidad: "1",
        f_consentimiento: applied,
        f_ultima_actividad: w.since,
        anonimizado: "0",
        id_usuario_alta: user,
      })
      return next.c
    }

    const addAssignment = (id_vacante: number, id_candidato: number, applied: string, w: Walk, reason: number | null) => {
      next.a += 1
      asignaciones.push({
        id_asignacion: next.a,
        id_candidato,
        id_vacante,
        id_etapa_actual: w.current.id_etapa,
        f_postulacion: applied,
        f_etapa: w.since,
        calificacion_total: w.total,
        id_motivo_rechazo: reason,
        version: w.rows.length,
        id_usuario_alta: user,
        f_alta: `${applied}T15:00:00.000Z`,
      })
      for (const row of w.rows) {
        next.h += 1
        historial.push({ id_historial: next.h, id_asignacion: next.a, ...row, f_registro: `${row.fecha}T16:00:00.000Z`, usuario: user })
      }
      return next.a
    }

    const addOffer = (empresa: number, id_asignacion: number, daily: number, envio: string, estado: string, extra: { respuesta?: string; ingreso?: string; motivo?: string }) => {
      next.o += 1
      ofertas.push({
        id_oferta: next.o,
        folio: folio(folioSeries.ofertaCandidato, empresa, envio),
        id_asignacion,
        salario_diario: daily,
        salario_mensual: monthlySalary(daily),
        fuera_tabulador: "0",
        id_tipo_contrato,
        dias_prueba: 30,
        jornada: "Lunes a viernes de 9:00 a 18:00",
        lugar_trabajo: "Centro de trabajo de la vacante",
        f_ingreso_propuesta: extra.ingreso ?? shiftDay(envio, 15),
        dias_aguinaldo: 15,
        pct_prima_vacacional: 25,
        dias_vacaciones: 12,
        f_limite_respuesta: shiftDay(envio, 7),
        estado,
        motivo_rechazo: extra.motivo ?? null,
        f_envio: envio,
        f_respuesta: extra.respuesta ?? null,
        f_autorizacion: null,
        id_usuario_alta: user,
        f_alta: `${envio}T15:00:00.000Z`,
      })
      return next.o
    }

    /** A candidate of an ordinary vacancy: how far they got by `close`, their end and offer. */
    const addApplicant = (v: { id: number; empresa: number; puesto: string; stages: ReadonlyArray<PipelineStage>; published: string; close: string; open: boolean; daily: number }) => {
      const applied = shiftDay(v.published, int(0, Math.max(0, daysBetween(v.published, v.close) - 1)))
      const flow = flowOf(v.stages)
      // Most of those who would reach Oferta stop just before it: one offer or two per vacancy.
      const drawn = reachDrawn(flow.length, random)
      const reach = drawn === flow.length - 1 && random() < 0.75 ? drawn - 1 : drawn
      const by = shiftDay(applied, Math.min(daysBetween(applied, v.close), reach * int(2, 6)))
      const reason = pick(reasons)
      // A closed vacancy discards whoever is left on its last day; an open one, a third of those who stopped.
      const out = [shiftDay(by, int(0, 3)), today].sort()[0] ?? today
      const ending: Ending = !v.open ? { kind: "discard", reason, on: v.close } : reach < flow.length - 1 && random() < 0.35 ? { kind: "discard", reason, on: out } : { kind: "stay" }
      const w = walk(v.stages, reach, applied, by, ending, random)
      const discarded = ending.kind === "discard"
      const id_candidato = addCandidate(v.empresa, v.puesto, people.next(applied), applied, w, discarded ? "Descartado" : "En proceso", Math.round(v.daily * 30 * (0.9 + random() * 0.3)))
      const id_asignacion = addAssignment(v.id, id_candidato, applied, w, discarded ? reason : null)
      if (w.offered === null) return
      const envio = w.offered
      if (discarded) {
        // Offered and then out: they said no, or let it lapse.
        if (shiftDay(envio, 7) < today && random() < 0.4) addOffer(v.empresa, id_asignacion, v.daily, envio, "Vencida", {})
        else addOffer(v.empresa, id_asignacion, v.daily, envio, "Rechazada", { respuesta: shiftDay(envio, 2) > today ? today : shiftDay(envio, 2), motivo: "Aceptó otra oferta con mejor salario" })
      } else addOffer(v.empresa, id_asignacion, v.daily, envio, shiftDay(envio, 7) >= today ? "Enviada" : "Vencida", {})
    }

    const addRequisition = (place: Place, motive: string, state: State, requested: string, vacancies: number, daily: number, extra: { authorized?: string; covered?: string; cancelled?: string }) => {
      next.r += 1
      requisiciones.push({
        id_requisicion: next.r,
        folio: folio(folioSeries.requisicion, place.id_empresa, requested),
        id_empresa: place.id_empresa,
        id_centro_trabajo: place.id_centro_trabajo,
        id_depto: place.id_depto,
        id_posicion: place.id_posicion,
        id_puesto: place.id_puesto,
        id_motivo: motives.get(motive) ?? motives.get("INCREMENTO") ?? 1,
        id_empleado_sustituido: null,
        num_vacantes: vacancies,
        id_tipo_contrato,
        f_requerida: shiftDay(requested, 45),
        salario_min: Math.round(daily * 30 * 0.9),
        salario_max: Math.round(daily * 30 * 1.2),
        requisitos_adicionales: null,
        justificacion: motive === "PUESTO_NUEVO" ? "Se abre el puesto por el crecimiento del área" : motive === "BAJA" ? "Cubrir la baja de la posición" : "Aumento de la carga de trabajo del área",
        id_solicitante: user,
        id_empleado_solicitante: recruiters.get(place.id_empresa) ?? null,
        estado: state,
        f_solicitud: requested,
        f_envio: extra.authorized === undefined ? null : shiftDay(extra.authorized, -1),
        f_autorizacion: extra.authorized ?? null,
        f_cubierta: extra.covered ?? null,
        comentario_rechazo: null,
        motivo_cancelacion: extra.cancelled === undefined ? null : "El área reorganizó sus funciones y ya no requiere la plaza",
        id_usuario_alta: user,
        f_alta: `${requested}T15:00:00.000Z`,
        f_modificacion: null,
      })
      return next.r
    }

    const addVacancy = (id_requisicion: number, place: Place, id_proceso: number, titulo: string, estado: string, published: string) => {
      next.v += 1
      vacantes.push({
        id_vacante: next.v,
        id_requisicion,
        id_proceso,
        id_posicion: place.id_posicion,
        titulo,
        descripcion: "Atención de los procesos del área y seguimiento con clientes internos y proveedores.",
        modalidad: "Presencial",
        ubicacion: "Instalaciones del centro de trabajo",
        publicar_bolsa: "1",
        f_publicacion: published,
        f_cierre: shiftDay(published, 30),
        id_reclutador: recruiters.get(place.id_empresa) ?? null,
        estado,
        id_usuario_alta: user,
        f_alta: `${published}T15:00:00.000Z`,
      })
      return next.v
    }

    const companies = [...departments.keys()].sort((a, b) => a - b)
    const titleOf = (id_puesto: string, stages: ReadonlyArray<PipelineStage>) => `${stages.length > 6 ? "Analista" : "Operador"} ${id_puesto}`
    for (const empresa of companies) {
      const deptos = departments.get(empresa) ?? []
      const own = puestos.get(empresa) ?? []
      const free = freePositions.get(empresa) ?? []
      if (deptos.length === 0 || own.length === 0) continue
      for (let k = 0; k < requisitionsPerCompany; k++) {
        const age = int(0, 359)
        const requested = shiftDay(today, -age)
        let state = stateDrawn(age, random())
        const authorized = shiftDay(requested, int(1, 4))
        const published = shiftDay(authorized, int(1, 3))
        const id_proceso = pick(processIds)
        const stages = processes.get(id_proceso) ?? []
        if (state !== "Borrador" && authorized > today) state = "Borrador"
        if (state === "En proceso" && published > today) state = "Autorizada"
        // A covered requisition is for the person it hired: their place, their pay.
        const hire = state === "Cubierta" ? hireFrom(empresa, shiftDay(published, int(25, 55))) : undefined
        if (state === "Cubierta" && hire === undefined) state = published <= today ? "En proceso" : "Autorizada"
        if (hire !== undefined) {
          const place = hire.place
          const id_requisicion = addRequisition(place, place.id_posicion === null ? "PUESTO_NUEVO" : "BAJA", "Cubierta", requested, 1, hire.salario_diario, {
            authorized,
            covered: shiftDay(hire.f_ingreso, -int(1, 5)),
          })
          const accepted = shiftDay(hire.f_ingreso, -int(7, 14))
          const envio = shiftDay(accepted, -int(1, 4))
          const id_vacante = addVacancy(id_requisicion, place, id_proceso, titleOf(place.id_puesto, stages), "Cubierta", published)
          const applied = shiftDay(published, int(0, Math.min(5, Math.max(0, daysBetween(published, envio) - 1))))
          const w = walk(stages, flowOf(stages).length - 1, applied, shiftDay(envio, -1), { kind: "hire", on: shiftDay(hire.f_ingreso, -int(1, 5)) }, random)
          const id_candidato = addCandidate(empresa, place.id_puesto, hire, applied, w, "Contratado", Math.round(hire.salario_diario * 30))
          const id_asignacion = addAssignment(id_vacante, id_candidato, applied, w, null)
          const id_oferta = addOffer(empresa, id_asignacion, hire.salario_diario, envio, "Aceptada", { respuesta: accepted, ingreso: hire.f_ingreso })
          next.m += 1
          movimientos.push({
            id_movimiento: next.m,
            id_empleado: hire.id_empleado,
            tipo_movimiento: "ALTA",
            f_efectiva: hire.f_ingreso,
            motivo: "Alta por pre-alta de candidato",
            estado: "Aplicado",
            id_posicion_nueva: place.id_posicion,
            salario_diario_nuevo: hire.salario_diario,
            // As the module stores every movement but a BAJA that says otherwise.
            recontratable: "1",
            id_usuario_alta: user,
            f_alta: `${accepted}T16:00:00.000Z`,
            f_autorizacion: `${accepted}T16:00:00.000Z`,
            f_aplicacion: `${hire.f_ingreso}T06:00:00.000Z`,
          })
          next.p += 1
          preAltas.push({
            id_pre_alta: next.p,
            id_candidato,
            cancelada: "0",
            id_empleado: hire.id_empleado,
            id_movimiento: next.m,
            id_oferta,
            nombre: hire.nombre,
            apellido_paterno: hire.apellido_paterno,
            apellido_materno: hire.apellido_materno,
            f_nacimiento: hire.f_nacimiento,
            sexo: hire.sexo,
            curp: hire.curp,
            email_personal: hire.email,
            id_empresa: empresa,
            id_centro_trabajo: place.id_centro_trabajo,
            id_depto: place.id_depto,
            id_puesto: place.id_puesto,
            id_posicion: place.id_posicion,
            salario_diario: hire.salario_diario,
            f_ingreso: hire.f_ingreso,
            f_alta: `${accepted}T16:00:00.000Z`,
            id_usuario_alta: user,
          })
          // The others who applied before the offer was accepted, all out once it was.
          const others = int(6, 24)
          for (let i = 0; i < others; i++) addApplicant({ id: id_vacante, empresa, puesto: place.id_puesto, stages, published, close: accepted, open: false, daily: hire.salario_diario })
          continue
        }
        // Any other: a free position of the company, or a new puesto.
        const position = state !== "Cancelada" && random() < 0.5 ? free.pop() : undefined
        const depto = pick(deptos)
        const place: Place = position ?? { id_empresa: empresa, id_centro_trabajo: depto.id_centro_trabajo, id_depto: depto.id_depto, id_puesto: pick(own), id_posicion: null }
        const daily = int(300, 900)
        const cancelledOn = state === "Cancelada" ? shiftDay(published, int(5, 40)) : undefined
        const withVacancy = state === "En proceso" || (state === "Cancelada" && cancelledOn !== undefined && cancelledOn <= today)
        const id_requisicion = addRequisition(place, position === undefined ? "PUESTO_NUEVO" : random() < 0.5 ? "BAJA" : "INCREMENTO", state, requested, random() < 0.8 ? 1 : int(2, 3), daily, {
          ...(state === "Borrador" ? {} : { authorized }),
          ...(cancelledOn === undefined ? {} : { cancelled: cancelledOn }),
        })
        if (!withVacancy) continue
        const open = state === "En proceso"
        const estado = open ? (random() < 0.08 ? "En pausa" : "Abierta") : "Cancelada"
        const id_vacante = addVacancy(id_requisicion, place, id_proceso, titleOf(place.id_puesto, stages), estado, published)
        const close = open ? today : (cancelledOn ?? today)
        const count = int(6, 24)
        for (let i = 0; i < count; i++) addApplicant({ id: id_vacante, empresa, puesto: place.id_puesto, stages, published, close, open, daily })
      }
    }

    // The board's bench vacancy: a mass hiring of the first company, published 45 days ago.
    const bigStages = processes.get(longest) ?? []
    const firstCompany = companies[0] ?? 1
    const bigDepto = (departments.get(firstCompany) ?? [])[0]
    if (bigDepto !== undefined) {
      const place: Place = { id_empresa: firstCompany, id_centro_trabajo: bigDepto.id_centro_trabajo, id_depto: bigDepto.id_depto, id_puesto: (puestos.get(firstCompany) ?? [])[0] ?? "", id_posicion: null }
      const published = shiftDay(today, -45)
      const id_requisicion = addRequisition(place, "PUESTO_NUEVO", "En proceso", shiftDay(today, -50), 20, 420, { authorized: shiftDay(today, -47) })
      const id_vacante = addVacancy(id_requisicion, place, longest, bigVacancyTitle, "Abierta", published)
      const flow = flowOf(bigStages)
      for (const [n_etapa, count] of bigSpread) {
        for (let i = 0; i < count; i++) {
          const discarded = n_etapa === "Descartado"
          const reach = discarded ? int(0, 3) : Math.max(0, flow.findIndex((s) => s.n_etapa === n_etapa))
          const applied = shiftDay(published, int(0, 40 - Math.min(40, reach * 4)))
          const by = shiftDay(applied, Math.min(daysBetween(applied, today), reach * int(2, 4)))
          const reason = pick(reasons)
          const w = walk(bigStages, reach, applied, by, discarded ? { kind: "discard", reason, on: by } : { kind: "stay" }, random)
          const id_candidato = addCandidate(firstCompany, place.id_puesto, people.next(applied), applied, w, discarded ? "Descartado" : "En proceso", int(9_000, 15_000))
          const id_asignacion = addAssignment(id_vacante, id_candidato, applied, w, discarded ? reason : null)
          if (w.offered !== null && !discarded) addOffer(firstCompany, id_asignacion, 420, w.offered, shiftDay(w.offered, 7) >= today ? "Enviada" : "Vencida", {})
        }
      }
    }

    yield* insertInChunks("requisiciones", requisiciones)
    yield* insertInChunks("vacantes", vacantes)
    yield* insertInChunks("candidatos", candidatos)
    yield* insertInChunks("sel_asignaciones", asignaciones)
    yield* insertInChunks("sel_asignaciones_historial", historial)
    yield* insertInChunks("sel_ofertas", ofertas)
    yield* insertInChunks("movimientos_personal", movimientos)
    yield* insertInChunks("pre_altas", preAltas)
    // The pages' next folio follows the ones drawn here.
    yield* insertInChunks(
      "folios_documento",
      [...folios.entries()].map(([key, ultimo]) => {
        const [serie, empresa, anio] = key.split("|")
        return { serie, id_empresa: Number(empresa), anio: Number(anio), ultimo }
      }),
    )
    // PostgreSQL's identities move past the keys drawn here, so the pages' next rows get new ones.
    for (const [table, column, last] of [
      ["requisiciones", "id_requisicion", next.r],
      ["vacantes", "id_vacante", next.v],
      ["candidatos", "id_candidato", next.c],
      ["sel_asignaciones", "id_asignacion", next.a],
      ["sel_asignaciones_historial", "id_historial", next.h],
      ["sel_ofertas", "id_oferta", next.o],
      ["movimientos_personal", "id_movimiento", next.m],
      ["pre_altas", "id_pre_alta", next.p],
    ] as const) {
      if (last > 0) yield* sql.onDialectOrElse({ pg: () => sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), ${last})`, orElse: () => Effect.void })
    }
    return {
      requisiciones: requisiciones.length,
      vacantes: vacantes.length,
      candidatosSeleccion: candidatos.length,
      asignaciones: asignaciones.length,
      historialAsignaciones: historial.length,
      ofertas: ofertas.length,
      contratacionesSeleccion: preAltas.length,
    }
  })
