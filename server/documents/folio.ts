import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Folios of issued documents (migration 0081): `{serie}-{id_empresa}-{año}-{consecutivo}`, e.g.
// "CL-1-2026-00007", the shape DOMAIN-MX 4.4 gives the actas (AA-{empresa}-{año}-{consecutivo}).
// Call nextFolio inside the write that issues the document (every API write runs in one
// transaction): the counter row stays locked until it commits, and a refusal gives the number
// back. The series is a server constant (two to four capital letters), never a client's text.

/** Series in use; add one line for a new kind of document. */
export const folioSeries = {
  cartaLaboral: "CL",
  reconocimiento: "RC",
  actaAdministrativa: "AA",
  cartaResponsiva: "CR",
  contrato: "CT",
  finiquito: "FQ",
  cartaFiniquito: "CF",
  requisicion: "RQ",
  ofertaCandidato: "OF",
} as const

export type FolioSerie = (typeof folioSeries)[keyof typeof folioSeries]

/** "CL-1-2026-00007". */
export const formatFolio = (serie: string, id_empresa: number, anio: number, consecutivo: number): string =>
  `${serie}-${id_empresa}-${anio}-${String(consecutivo).padStart(5, "0")}`

/** The next folio of a series for a company and year (a year from the issue date: `YYYY-...`). */
export const nextFolio = (serie: FolioSerie, id_empresa: number, anio: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ultimo: number | string }>`
      INSERT INTO folios_documento (serie, id_empresa, anio, ultimo) VALUES (${serie}, ${id_empresa}, ${anio}, 1)
      ON CONFLICT (serie, id_empresa, anio) DO UPDATE SET ultimo = folios_documento.ultimo + 1
      RETURNING ultimo`
    return formatFolio(serie, id_empresa, anio, Number(row?.ultimo ?? 1))
  })
