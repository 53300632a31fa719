import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { addDays, isoDate, mexicoToday } from "../dates"
import { simplePdf } from "./demo-cv"
import { identityMaker } from "./employee-identity"

// The demo's candidate pool (Candidatos, GP220): a dozen people who applied to the first two
// companies, in every state but Contratado (which only an applied ALTA gives), registered over
// the last weeks; each with a CURP built as RENAPO builds it (valid check digit, agreeing with the
// birth date), a puesto de interés of their company, and some with their CV (a real PDF). Mariana
// Castillo Reyes is Seleccionado for the first company and has no pre-alta yet: she is the one
// to take through "Pre-alta de candidatos". Nobody here clashes with the demo's employees (other
// names and birth dates), so her pre-alta's checks pass.

type Estado = "Nuevo" | "En proceso" | "Seleccionado" | "Descartado"
type Fuente = "BOLSA" | "REFERIDO" | "PORTAL" | "OTRO"

interface DemoCandidate {
  readonly nombre: string
  readonly apellido_paterno: string
  readonly apellido_materno: string
  readonly sexo: "H" | "M"
  readonly f_nacimiento: string
  readonly entidad: string
  readonly empresa: 1 | 2
  readonly estado: Estado
  readonly fuente: Fuente
  /** Days before today it was registered. */
  readonly hace: number
  readonly pretension: number
  readonly escolaridad: number
  readonly cv: boolean
}

const pool: ReadonlyArray<DemoCandidate> = [
  { nombre: "Mariana", apellido_paterno: "Castillo", apellido_materno: "Reyes", sexo: "M", f_nacimiento: "1994-03-18", entidad: "GT", empresa: 1, estado: "Seleccionado", fuente: "BOLSA", hace: 21, pretension: 16000, escolaridad: 5, cv: true },
  { nombre: "Joaquín", apellido_paterno: "Ibarra", apellido_materno: "Solís", sexo: "H", f_nacimiento: "1989-11-02", entidad: "JC", empresa: 1, estado: "En proceso", fuente: "REFERIDO", hace: 15, pretension: 22000, escolaridad: 5, cv: true },
  { nombre: "Fernanda", apellido_paterno: "Ochoa", apellido_materno: "Villalobos", sexo: "M", f_nacimiento: "1998-07-25", entidad: "QT", empresa: 1, estado: "Nuevo", fuente: "PORTAL", hace: 2, pretension: 12500, escolaridad: 4, cv: false },
  { nombre: "Rodrigo", apellido_paterno: "Campos", apellido_materno: "Aguirre", sexo: "H", f_nacimiento: "1991-01-30", entidad: "MC", empresa: 1, estado: "Descartado", fuente: "BOLSA", hace: 40, pretension: 30000, escolaridad: 6, cv: true },
  { nombre: "Daniela", apellido_paterno: "Rosales", apellido_materno: "Méndez", sexo: "M", f_nacimiento: "2000-05-09", entidad: "GT", empresa: 1, estado: "Nuevo", fuente: "OTRO", hace: 1, pretension: 11000, escolaridad: 3, cv: false },
  { nombre: "Emilio", apellido_paterno: "Zavala", apellido_materno: "Cortés", sexo: "H", f_nacimiento: "1996-09-14", entidad: "SP", empresa: 1, estado: "En proceso", fuente: "PORTAL", hace: 9, pretension: 14000, escolaridad: 5, cv: false },
  { nombre: "Valeria", apellido_paterno: "Navarro", apellido_materno: "Pineda", sexo: "M", f_nacimiento: "1993-12-01", entidad: "NL", empresa: 2, estado: "Seleccionado", fuente: "REFERIDO", hace: 18, pretension: 19000, escolaridad: 5, cv: true },
  { nombre: "Tomás", apellido_paterno: "Beltrán", apellido_materno: "Quiroz", sexo: "H", f_nacimiento: "1987-04-22", entidad: "CH", empresa: 2, estado: "Descartado", fuente: "BOLSA", hace: 33, pretension: 26000, escolaridad: 4, cv: false },
  { nombre: "Renata", apellido_paterno: "Esquivel", apellido_materno: "Lara", sexo: "M", f_nacimiento: "1999-08-06", entidad: "NL", empresa: 2, estado: "Nuevo", fuente: "PORTAL", hace: 4, pretension: 10500, escolaridad: 3, cv: false },
  { nombre: "Santiago", apellido_paterno: "Olvera", apellido_materno: "Trejo", sexo: "H", f_nacimiento: "1995-02-17", entidad: "CL", empresa: 2, estado: "En proceso", fuente: "BOLSA", hace: 12, pretension: 17500, escolaridad: 5, cv: true },
  { nombre: "Ximena", apellido_paterno: "Palacios", apellido_materno: "Robles", sexo: "M", f_nacimiento: "1990-10-11", entidad: "DF", empresa: 2, estado: "Descartado", fuente: "OTRO", hace: 50, pretension: 35000, escolaridad: 6, cv: false },
  { nombre: "Leonardo", apellido_paterno: "Montes", apellido_materno: "Salazar", sexo: "H", f_nacimiento: "1997-06-28", entidad: "CL", empresa: 2, estado: "Nuevo", fuente: "REFERIDO", hace: 6, pretension: 13000, escolaridad: 4, cv: false },
]

const schools = ["Primaria", "Secundaria", "Bachillerato", "Técnico superior universitario", "Licenciatura", "Maestría", "Doctorado"]

/** The demo's candidate to take through the pre-alta. */
export const demoSelectedCandidate = { nombre: "Mariana Castillo Reyes", email: "mariana.castillo@correo.mx" } as const

const plain = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()

export const seedDemoCandidates = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = mexicoToday(nowMs)
    const today = isoDate(now)
    const identity = identityMaker()
    const puestos = yield* sql<{ id_empresa: number | string; id_puesto: string }>`
      SELECT id_empresa, id_puesto FROM puestos WHERE activo = '1' AND id_empresa IN (1, 2) ORDER BY id_empresa, id_puesto`
    const puestoOf = (empresa: number, i: number): string | null => {
      const own = puestos.filter((p) => Number(p.id_empresa) === empresa)
      return own.length === 0 ? null : (own[(i * 7) % own.length]?.id_puesto ?? null)
    }
    const [escolaridades] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM escolaridades`
    const hasSchools = Number(escolaridades?.n ?? 0) > 0
    const rows = pool.map((c, i) => {
      const { curp } = identity({ ...c, f_ingreso: today }, 900_000 + i)
      return {
        id_candidato: i + 1,
        id_empresa: c.empresa,
        id_puesto_interes: puestoOf(c.empresa, i),
        nombre: c.nombre,
        apellido_paterno: c.apellido_paterno,
        apellido_materno: c.apellido_materno,
        email: `${plain(c.nombre)}.${plain(c.apellido_paterno)}@correo.mx`,
        telefono: `55${String(31_000_000 + i * 104_729).slice(0, 8)}`,
        curp,
        f_nacimiento: c.f_nacimiento,
        id_escolaridad: hasSchools ? c.escolaridad : null,
        pretension_salarial: c.pretension,
        fuente: c.fuente,
        estado: c.estado,
        cv: null as string | null,
        observaciones: c.estado === "Descartado" ? "No cubre la experiencia requerida" : null,
        f_registro: isoDate(addDays(now, -c.hace)),
        id_usuario_alta: null,
      }
    })
    yield* sql`INSERT INTO candidatos ${sql.insert(rows)}`
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT setval(pg_get_serial_sequence('candidatos', 'id_candidato'), ${rows.length})`,
      orElse: () => Effect.succeed([]),
    })
    for (const [i, c] of pool.entries()) {
      if (!c.cv) continue
      const row = rows[i]
      if (row === undefined) continue
      const pdf = simplePdf(`Currículum de ${c.nombre} ${c.apellido_paterno} ${c.apellido_materno}`, [
        `Correo: ${row.email}   Teléfono: ${row.telefono}`,
        `Escolaridad: ${schools[c.escolaridad - 1] ?? ""}`,
        `Pretensión salarial mensual: $${c.pretension.toLocaleString("en-US")}.00`,
        "Experiencia: cinco años en puestos afines.",
      ])
      const version = createHash("sha256").update(pdf).digest("hex").slice(0, 16)
      yield* sql`INSERT INTO candidatos_cv ${sql.insert({ id_candidato: row.id_candidato, version, tipo: "application/pdf", datos: pdf })}`
      yield* sql`UPDATE candidatos SET cv = ${version} WHERE id_candidato = ${row.id_candidato}`
    }
  })
