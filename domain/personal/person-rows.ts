import { catalogNames } from "../api/catalogs"
import type { RecordRule } from "../records/descriptor"
import { type AnyField, type ChildDescriptor, select, text } from "../records/field"

// Rows that name a person who is an employee or someone from outside the company: an acta's
// participants and witnesses now, a contract's or a finiquito's witnesses later. A row picks an
// employee (the server copies their name beside the id once saved, so a printed document keeps
// it: server/personal/person-rows.ts) or writes a name.

/** The active employees a form may pick. */
export const activeEmployeeLookup = { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" } as const

const personFields = {
  id_empleado: select({ label: "Colaborador", integerId: true, lookup: activeEmployeeLookup, description: "Si es de la empresa" }),
  nombre: text({ label: "Nombre", max: 150, description: "Si no es de la empresa; el de un colaborador lo completa el sistema" }),
}

/** A child collection of people; `extra` fields follow the person (a participant's role). */
export const personRows = (o: { readonly label: string; readonly singular: string; readonly maxRows: number; readonly extra?: Readonly<Record<string, AnyField>> }): ChildDescriptor => ({
  label: o.label,
  singular: o.singular,
  maxRows: o.maxRows,
  fields: { ...personFields, ...o.extra },
})

/** A person row as the rules read it: an employee, or a name from outside. */
export interface PersonRow {
  readonly id_empleado?: number | string | null
  readonly nombre?: string | null
}

const folded = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()

/** Who a row names: `e:<id>` for an employee, `n:<name>` for someone from outside, null for nobody. */
export const personOf = (row: PersonRow): string | null => {
  const id = row.id_empleado
  if (id !== null && id !== undefined && String(id).trim() !== "") return `e:${String(id).trim()}`
  const name = folded(row.nombre ?? "")
  return name === "" ? null : `n:${name}`
}

/** The rows of a record's value that is a child collection (none when it is not a list yet). */
const personRowsOf = (v: unknown): ReadonlyArray<PersonRow> => (Array.isArray(v) ? v : [])

/**
 * Two witnesses at least, each naming somebody, no one twice and never the employee the record is
 * about (what a document records of that person is attested by third parties): `message` if not.
 */
export const witnessesProblem = (owner: number | string | null | undefined, witnesses: ReadonlyArray<PersonRow>, message: string): string | undefined => {
  const people = witnesses.map(personOf)
  if (people.length < 2 || people.some((p) => p === null)) return message
  if (new Set(people).size !== people.length) return message
  if (owner !== null && owner !== undefined && people.includes(`e:${String(owner)}`)) return message
  return undefined
}

/** The rule that every row of `field` names somebody (an employee or a name). */
export const everyoneNamed = (field: string, message: string): RecordRule => ({
  field,
  reads: [field],
  check: (v) => (personRowsOf(v[field]).some((p) => personOf(p) === null) ? message : undefined),
})

/** The rule of `witnessesProblem` on the rows of `field`, the record's person being `owner`'s value. */
export const attestedBy = (field: string, owner: string, message: string): RecordRule => ({
  field,
  reads: [owner, field],
  check: (v) => {
    const person = v[owner]
    return witnessesProblem(typeof person === "number" || typeof person === "string" ? person : null, personRowsOf(v[field]), message)
  },
})
