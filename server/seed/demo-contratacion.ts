import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { documentFlag, preHireDocuments } from "../../domain/personal/pre-alta-candidatos"
import { offerPreHires, offerPreHiresEndpoints } from "../../domain/seleccion/pre-alta-candidatos"
import type { AnyField } from "../../domain/records/field"
import type { Principal } from "../auth/principal"
import { Now } from "../clock"
import type { Handler } from "../http/handler"
import { recordHandlers } from "../records/handlers"
import { asRecordTable } from "../records/table"
import { offerPreHiresTable } from "../seleccion/pre-alta-candidatos"
import { offerPreHireHandlers } from "../seleccion/pre-alta-candidatos-http"
import { identityMaker } from "./employee-identity"

// The demo's completed hire (Selección, SEL370): one candidate of the offers' vacancy went the
// whole way. Their offer was accepted (./demo-ofertas.ts writes it like its other offers); HR
// captured the pre-alta three days before f_ingreso and confirmed it on that day, both through
// the requests Pre-alta de candidatos sends (the SEL370 create handler and "Confirmar alta"),
// each on a clock set to its day: the ALTA applied at once (the demo has no MOV_ALTA flow), the
// person Activo in the vacancy's position, the first contract's draft with the offer's type and
// probation, the assignment in Contratado with its history row, and the candidate Contratado.

const dayMs = 86_400_000

/** Who was hired: born in Guanajuato, a woman; the CURP, RFC and NSS made as the authorities make them. */
export const demoHiredCandidate = {
  nombre: "Tania",
  apellido_paterno: "Villegas",
  apellido_materno: "Ortiz",
  email: "tania.villegas@correo.mx",
  telefono: "4771234567",
  sexo: "M" as const,
  f_nacimiento: "1995-06-12",
  entidad: "GT",
}

/** The offer's seat: where the vacancy is, the position kept for this hire and the offer's salary. */
export interface HireSeat {
  readonly id_oferta: number
  readonly id_candidato: number
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly id_puesto: string
  readonly id_posicion: string
  readonly salario_diario: number
  /** The hire's day (yyyy-MM-dd, Mexico City), already come. */
  readonly f_ingreso: string
}

const seedPrincipal = (id_usuario: string): Principal => ({ tokenHash: "", id_usuario, id_rol: "GLOBAL", keys: [], rightsVersion: "" })

const createPreHire = recordHandlers(asRecordTable(offerPreHiresTable))[offerPreHiresEndpoints.create.name] as Handler<AnyEndpoint>

/** Every field of the form empty, as a new pre-alta starts before the offer fills it in. */
const blank = Object.fromEntries(
  Object.entries<AnyField>(offerPreHires.fields)
    .filter(([, f]) => f.derived !== true)
    .map(([name]) => [name, null]),
)

export const seedDemoHire = (seat: HireSeat, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const c = demoHiredCandidate
    const identity = identityMaker()({ ...c, f_ingreso: seat.f_ingreso }, 950_000)
    // What the candidate gave when registering; the rest of the record comes with the pre-alta.
    yield* sql`UPDATE candidatos SET apellido_materno = ${c.apellido_materno}, curp = ${identity.curp}, f_nacimiento = ${c.f_nacimiento}, telefono = ${c.telefono}
      WHERE id_candidato = ${seat.id_candidato}`
    const [centre] = yield* sql<{ id_pais: number | string; id_estado: number | string; id_ciudad: number | string; codigo_postal: string; id_registro_patronal: string }>`
      SELECT id_pais, id_estado, id_ciudad, codigo_postal, id_registro_patronal FROM centros_trabajo WHERE id_centro_trabajo = ${seat.id_centro_trabajo}`
    if (centre === undefined) return yield* Effect.dieMessage("demo hire: the vacancy's work centre is gone")
    const body = {
      ...blank,
      ...Object.fromEntries(preHireDocuments.map((d) => [documentFlag(d.id), "1"])),
      id_oferta: seat.id_oferta,
      nombre: c.nombre,
      apellido_paterno: c.apellido_paterno,
      apellido_materno: c.apellido_materno,
      ...identity,
      f_nacimiento: c.f_nacimiento,
      sexo: c.sexo,
      nacionalidad: "Mexicana",
      calle: "Calle Hidalgo",
      num_exterior: "214",
      colonia: "Centro",
      codigo_postal: centre.codigo_postal,
      id_pais: Number(centre.id_pais),
      id_estado: Number(centre.id_estado),
      id_ciudad: Number(centre.id_ciudad),
      email_personal: c.email,
      celular: c.telefono,
      registro_patronal: centre.id_registro_patronal,
      cp_fiscal: centre.codigo_postal,
      id_regimen_fiscal: "605",
      id_tipo_contrato: "01",
      id_tipo_jornada: "01",
      id_tipo_regimen: "02",
      id_periodicidad: "04",
      tipo_salario: "F",
      id_empresa: seat.id_empresa,
      id_centro_trabajo: seat.id_centro_trabajo,
      id_depto: seat.id_depto,
      id_puesto: seat.id_puesto,
      id_posicion: seat.id_posicion,
      persona_clave: "0",
      salario_diario: seat.salario_diario,
      f_ingreso: seat.f_ingreso,
    }
    const request = yield* Schema.decodeUnknown(offerPreHiresEndpoints.create.request)(body).pipe(Effect.orDie)
    const context = { principal: seedPrincipal(user) }
    const startMs = Date.parse(`${seat.f_ingreso}T16:00:00Z`)
    const created = yield* createPreHire(request, context).pipe(Effect.provideService(Now, () => startMs - 3 * dayMs), Effect.orDie)
    const id_pre_alta = Number((created as { result: { id_pre_alta: number } }).result.id_pre_alta)
    const confirmed = yield* offerPreHireHandlers.confirmarPreAltaSeleccion({ id_pre_alta }, context).pipe(Effect.provideService(Now, () => startMs), Effect.orDie)
    // A MOV_ALTA flow in the demo would leave the ALTA waiting (and its mail with nowhere to go here).
    if (confirmed.result.estado !== "Aplicado") return yield* Effect.dieMessage(`demo hire: the ALTA is ${confirmed.result.estado}, not applied`)
    return confirmed.result
  })
