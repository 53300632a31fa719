import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { notFound } from "../http/failure"
import { type Letterhead, readLetterhead } from "../pdf/letterhead"

// The company as its documents name it: the letterhead of server/pdf/letterhead.ts (logo, razón
// social with its régimen de capital, RFC) plus its fiscal address in one line, the way a
// Mexican letter prints it under the RFC ("Av. Juárez 120, Int. 3, Col. Centro, C.P. 37000,
// León, Guanajuato"). Scope is the caller's job: read only a company the caller may see.

/** An address as its columns store it, with its city and state named (a company's or a person's). */
export interface AddressRow {
  readonly calle: string | null
  readonly num_exterior: string | null
  readonly num_interior: string | null
  readonly colonia: string | null
  readonly codigo_postal: string | null
  readonly n_ciudad: string | null
  readonly n_estado: string | null
}

const part = (v: string | null | undefined): string => v?.trim() ?? ""

/** The address in one line, from the parts a company has (empty when it has none). */
export const addressLine = (a: AddressRow): string => {
  const street = [part(a.calle), part(a.num_exterior)].filter((s) => s !== "").join(" ")
  const interior = part(a.num_interior) === "" ? "" : `Int. ${part(a.num_interior)}`
  const colonia = part(a.colonia) === "" ? "" : `Col. ${part(a.colonia)}`
  const cp = part(a.codigo_postal) === "" ? "" : `C.P. ${part(a.codigo_postal)}`
  return [street, interior, colonia, cp, part(a.n_ciudad), part(a.n_estado)].filter((s) => s !== "").join(", ")
}

/** The company's city and state ("León, Guanajuato"): where its letters say they were written. */
export const placeLine = (a: Pick<AddressRow, "n_ciudad" | "n_estado">): string =>
  [part(a.n_ciudad), part(a.n_estado)].filter((s) => s !== "").join(", ")

export interface DocumentCompany {
  readonly id_empresa: number
  readonly letterhead: Letterhead
  /** Razón social as the letterhead prints it. */
  readonly razonSocial: string
  readonly rfc: string | null
  /** The fiscal address in one line ('' when the company has none stored). */
  readonly domicilio: string
  /** City and state ('' when unknown). */
  readonly lugar: string
}

/** The company of a document, or null when it does not exist. */
export const readDocumentCompany = (id_empresa: number) =>
  Effect.gen(function* () {
    const letterhead = yield* readLetterhead(id_empresa)
    if (letterhead === null) return null
    const sql = yield* SqlClient.SqlClient
    const [address] = yield* sql<AddressRow>`
      SELECT em.calle, em.num_exterior, em.num_interior, em.colonia, em.codigo_postal, c.n_ciudad, es.n_estado
      FROM empresas em
      LEFT JOIN ciudades c ON c.id_ciudad = em.id_ciudad
      LEFT JOIN estados es ON es.id_estado = em.id_estado
      WHERE em.id_empresa = ${id_empresa}`
    const domicilio = address === undefined ? "" : addressLine(address)
    const company: DocumentCompany = {
      id_empresa,
      letterhead: { ...letterhead, domicilio: domicilio === "" ? null : domicilio },
      razonSocial: letterhead.razonSocial,
      rfc: letterhead.rfc,
      domicilio,
      lugar: address === undefined ? "" : placeLine(address),
    }
    return company
  })

/** The company a record's document is printed for: 404 when it no longer exists. */
export const companyOf = (id_empresa: number) =>
  Effect.flatMap(readDocumentCompany(id_empresa), (company) => (company === null ? Effect.fail(notFound()) : Effect.succeed(company)))
