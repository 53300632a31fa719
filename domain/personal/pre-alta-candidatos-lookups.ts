import type { Lookup } from "../records/field"

// The lookup of the pre-alta's candidate select: a name of the server's allowlist
// (server/personal/candidatos-catalogs.ts). Its rows carry what the pre-alta takes from the
// candidate (name, birth date, CURP, e-mail, phone, escolaridad), so choosing one fills them.

export const candidateCatalogNames = {
  /** Seleccionado candidates of the caller's companies without a pre-alta in course; by id_candidato, any one of them. */
  candidatosPreAlta: "candidatos_pre_alta",
} as const

export const candidatePickerLookup: Lookup = {
  catalogue: candidateCatalogNames.candidatosPreAlta,
  idColumn: "id_candidato",
  labelColumn: "n_candidato",
}
