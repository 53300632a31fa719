import { Schema } from "effect"
import type { SectionId } from "../organizacion/gestionar-puestos-sections"
import type { TipoCompetencia } from "../organizacion/gestionar-puestos-profile"

// The three competency types. The wire says 'ORG' | 'TEC' | 'OPE' (issue 16's API); the tables
// of migration 0066 keep the one-letter codes the job profile already stores ('O', 'T', 'P').
// The letters stay in the database (no table rebuild of competencias and puestos_competencias
// on SQLite for a rename); this is the one mapping between the two, used by every reader and
// writer of the competency pages.

export const TipoCompetenciaWire = Schema.Literal("ORG", "TEC", "OPE")
export type TipoCompetenciaWire = typeof TipoCompetenciaWire.Type

export const tipoLetter: Readonly<Record<TipoCompetenciaWire, TipoCompetencia>> = { ORG: "O", TEC: "T", OPE: "P" }
export const tipoWire: Readonly<Record<TipoCompetencia, TipoCompetenciaWire>> = { O: "ORG", T: "TEC", P: "OPE" }

/** The job profile's tab that edits the same rows of each type. */
export const tipoSection: Readonly<Record<TipoCompetenciaWire, SectionId>> = {
  ORG: "competencias-organizacionales",
  TEC: "competencias-tecnicas",
  OPE: "competencias-operativas",
}

export const tipoTitles: Readonly<Record<TipoCompetenciaWire, string>> = {
  ORG: "Competencias organizacionales",
  TEC: "Competencias técnicas",
  OPE: "Competencias operativas",
}

export const tiposCompetencia: ReadonlyArray<TipoCompetenciaWire> = ["ORG", "TEC", "OPE"]
