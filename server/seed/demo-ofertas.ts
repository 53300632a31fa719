import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { monthlySalary } from "../../domain/rules/seleccion-ofertas"
import { shiftDay } from "../../domain/rules/working-days"
import { Now } from "../clock"
import { mexicoIsoDay } from "../../domain/dates"
import { todayInMexico } from "../organizacion/in-force"
import { demoHiredCandidate, seedDemoHire } from "./demo-contratacion"
import { insertPipeline } from "./seleccion-pipeline"

// The demo's offers (SEL360) and their follow-up (SEL400): a vacancy "Analista de selección
// (demo)" of company 1 with two places, authorized a month ago, and eight candidates across its
// stages; offers in every state an offer reaches by itself: a draft, one sent and waiting, one
// accepted (Regina Salas: the one to take through "Pre-alta de candidatos" in Selección), one
// rejected with its reason, one expired, and a draft outside the tabulador whose sending goes
// through OFERTA_FUERA_TABULADOR. One more accepted offer was taken the whole way a week ago:
// Tania Villegas is an employee (./demo-contratacion.ts), in Contratado on the board. The vacancy
// has a position of its own for each of its two places: Tania holds one, the other waits for
// Regina's pre-alta, whose confirmation covers the requisition.
// Self-contained (./seleccion-pipeline.ts), so it never depends on how the requisitions' or the
// boards' own demo data are laid out.

const candidates = [
  { nombre: demoHiredCandidate.nombre, apellido_paterno: demoHiredCandidate.apellido_paterno, email: demoHiredCandidate.email, etapa: "Oferta", hace: 28, fuente: "BOLSA" },
  { nombre: "Regina", apellido_paterno: "Salas", email: "regina.salas@correo.mx", etapa: "Oferta", hace: 26, fuente: "REFERIDO" },
  { nombre: "Andrés", apellido_paterno: "Galindo", email: "andres.galindo@correo.mx", etapa: "Oferta", hace: 24, fuente: "BOLSA" },
  { nombre: "Paola", apellido_paterno: "Mejía", email: "paola.mejia@correo.mx", etapa: "Oferta", hace: 23, fuente: "PORTAL" },
  { nombre: "Iván", apellido_paterno: "Cervantes", email: "ivan.cervantes@correo.mx", etapa: "Oferta", hace: 22, fuente: "BOLSA" },
  { nombre: "Lorena", apellido_paterno: "Quintero", email: "lorena.quintero@correo.mx", etapa: "Oferta", hace: 21, fuente: "PORTAL" },
  { nombre: "Hugo", apellido_paterno: "Bernal", email: "hugo.bernal@correo.mx", etapa: "Oferta", hace: 20, fuente: "REFERIDO" },
  { nombre: "Marisol", apellido_paterno: "Duarte", email: "marisol.duarte@correo.mx", etapa: "Entrevista", hace: 12, fuente: "BOLSA" },
  { nombre: "Gerardo", apellido_paterno: "Lozano", email: "gerardo.lozano@correo.mx", etapa: "Descartado", hace: 25, fuente: "OTRO" },
] as const

type OfferState = "Borrador" | "Enviada" | "Aceptada" | "Rechazada" | "Vencida"

/** The vacancy's two positions: Tania Villegas holds the first since her hire. */
export const demoOfferPositions = [
  { id_posicion: "SELDEMO-01", n_posicion: "Analista de selección" },
  { id_posicion: "SELDEMO-02", n_posicion: "Analista de selección" },
] as const

const dayMs = 86_400_000

export const seedDemoOffers = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = mexicoIsoDay(nowMs)
    // The hire's first day, a week ago in Mexico City (the day its confirmation applies the ALTA).
    const ingreso = yield* todayInMexico.pipe(Effect.provideService(Now, () => nowMs - 7 * dayMs))
    const at = new Date(nowMs).toISOString()
    const p = yield* insertPipeline({
      name: "Analista de selección (demo)",
      folio: "RQ-DEMO-OFERTAS",
      today,
      authorizedDaysAgo: 30,
      vacancies: 2,
      tabulador: { min: 15_000, max: 20_000 },
      candidates,
    })
    for (const position of demoOfferPositions) {
      yield* sql`INSERT INTO posiciones ${sql.insert({
        ...position,
        id_empresa: 1,
        id_centro_trabajo: p.id_centro_trabajo,
        id_depto: p.id_depto,
        id_puesto: p.id_puesto,
        f_inicio: shiftDay(today, -30),
      })}`
    }
    const offer = (
      email: string,
      n: number,
      estado: OfferState,
      extra: { salario?: number; envio?: number; respuesta?: number; limite: number; motivo?: string; ingreso?: string },
    ) => {
      const salario = extra.salario ?? 600
      return sql<{ id_oferta: number | string }>`INSERT INTO sel_ofertas ${sql.insert({
        folio: `OF-1-${today.slice(0, 4)}-${String(90_000 + n).padStart(5, "0")}`,
        id_asignacion: p.people[email]?.id_asignacion ?? 0,
        salario_diario: salario,
        salario_mensual: monthlySalary(salario),
        fuera_tabulador: monthlySalary(salario) > 20_000 ? "1" : "0",
        id_tipo_contrato: "IND",
        dias_prueba: 30,
        jornada: "Lunes a viernes de 9:00 a 18:00",
        lugar_trabajo: "Oficinas centrales",
        f_ingreso_propuesta: extra.ingreso ?? shiftDay(today, 21),
        dias_aguinaldo: 15,
        pct_prima_vacacional: 25,
        dias_vacaciones: 12,
        prestaciones_extra: n === 1 ? "Vales de despensa del 10% del salario y seguro de gastos médicos mayores" : null,
        f_limite_respuesta: shiftDay(today, extra.limite),
        estado,
        motivo_rechazo: extra.motivo ?? null,
        f_envio: extra.envio === undefined ? null : shiftDay(today, extra.envio),
        f_respuesta: extra.respuesta === undefined ? null : shiftDay(today, extra.respuesta),
        id_usuario_alta: "admin@demo.mx",
        f_alta: at,
      })} RETURNING id_oferta`
    }
    yield* offer("regina.salas@correo.mx", 1, "Aceptada", { envio: -6, respuesta: -2, limite: 1 })
    yield* offer("andres.galindo@correo.mx", 2, "Enviada", { envio: -1, limite: 6 })
    yield* offer("paola.mejia@correo.mx", 3, "Rechazada", { envio: -8, respuesta: -5, limite: -3, motivo: "Aceptó otra oferta con mejor salario" })
    yield* offer("ivan.cervantes@correo.mx", 4, "Vencida", { envio: -12, limite: -4 })
    yield* offer("lorena.quintero@correo.mx", 5, "Borrador", { limite: 7 })
    // Outside the tabulador (21,888.00 a month): sending it starts OFERTA_FUERA_TABULADOR.
    yield* offer("hugo.bernal@correo.mx", 6, "Borrador", { salario: 720, limite: 10 })
    // The accepted candidate is Seleccionado, ready for the pre-alta.
    yield* sql`UPDATE candidatos SET estado = 'Seleccionado' WHERE id_candidato = ${p.people["regina.salas@correo.mx"]?.id_candidato ?? 0}`

    // Tania's offer, accepted two weeks ago for a start a week ago, and her hire.
    const hired = p.people[demoHiredCandidate.email]
    const [accepted] = yield* offer(demoHiredCandidate.email, 7, "Aceptada", { envio: -18, respuesta: -15, limite: -13, ingreso })
    if (hired === undefined || accepted === undefined) return yield* Effect.dieMessage("demo offers: the hired candidate's offer is missing")
    yield* sql`UPDATE candidatos SET estado = 'Seleccionado', f_ultima_actividad = ${shiftDay(today, -15)} WHERE id_candidato = ${hired.id_candidato}`
    yield* seedDemoHire(
      {
        id_oferta: Number(accepted.id_oferta),
        id_candidato: hired.id_candidato,
        id_empresa: 1,
        id_centro_trabajo: p.id_centro_trabajo,
        id_depto: p.id_depto,
        id_puesto: p.id_puesto,
        id_posicion: demoOfferPositions[0].id_posicion,
        salario_diario: 600,
        f_ingreso: ingreso,
      },
      "admin@demo.mx",
    )
  })
