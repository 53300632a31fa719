import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Column, Content } from "pdfmake/interfaces"
import { readCompanyLogo } from "../organizacion/empresas-logo"
import { printLogo } from "./print-logo"

// The letterhead of the company's documents: its logo (as stored by the Empresas page) beside
// its razón social and RFC, and the document's title. The logo's bytes are read here and handed
// to pdfmake as a data URL of a copy made for print (pdfmake may not fetch or open anything
// itself: render.ts); bytes that do not decode as a PNG or a JPEG leave the letterhead without
// a logo rather than fail the document or the process (./print-logo.ts).

export interface Letterhead {
  /** Razón social, with its régimen de capital when the company has one ("DEMO, SA DE CV"). */
  readonly razonSocial: string
  readonly rfc: string | null
  /** `data:image/png;base64,...` or `data:image/jpeg;base64,...`, or null for no logo. */
  readonly logo: string | null
  /** The fiscal address in one line; printed under the RFC when present (company documents). */
  readonly domicilio?: string | null
}

interface CompanyRow {
  readonly n_empresa: string
  readonly regimen_capital: string | null
  readonly rfc: string | null
  readonly logo: string | null
}

/** The company's letterhead, or null when no such company exists. Scope is the caller's job. */
export const readLetterhead = (id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [company] = yield* sql<CompanyRow>`
      SELECT n_empresa, regimen_capital, rfc, logo FROM empresas WHERE id_empresa = ${id_empresa}`
    if (company === undefined) return null
    const version = company.logo
    const stored = version === null ? null : yield* readCompanyLogo(id_empresa, version)
    const logo = stored === null || version === null ? null : yield* printLogo(new Uint8Array(stored.datos), `${id_empresa}/${version}`)
    const regimen = company.regimen_capital?.trim() ?? ""
    const letterhead: Letterhead = {
      razonSocial: regimen === "" ? company.n_empresa : `${company.n_empresa}, ${regimen}`,
      rfc: company.rfc,
      logo,
    }
    return letterhead
  })

/**
 * The page header: logo at the left (when there is one), razón social, RFC (and the fiscal
 * address when given) and title, over a rule as wide as the page's text (532 points on a letter
 * page in portrait with 40-point margins; 712 in landscape).
 */
export const letterheadContent = (letterhead: Letterhead, title: string, width = 532): Content => {
  const text = {
    width: "*",
    stack: [
      { text: letterhead.razonSocial, bold: true, fontSize: 13 },
      ...(letterhead.rfc ? [{ text: `RFC: ${letterhead.rfc}`, fontSize: 9, color: "#444444" }] : []),
      ...(letterhead.domicilio ? [{ text: letterhead.domicilio, fontSize: 8, color: "#444444" }] : []),
      { text: title, fontSize: 12, margin: [0, 6, 0, 0] },
    ],
  } satisfies Column
  return {
    margin: [0, 0, 0, 12],
    stack: [
      {
        columnGap: 12,
        columns: letterhead.logo === null ? [text] : [{ image: letterhead.logo, fit: [110, 48], width: 110 }, text],
      },
      { canvas: [{ type: "line", x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 1, lineColor: "#1d4ed8" }] },
    ],
  }
}
