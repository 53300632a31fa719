import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { candidateRecordMessages as m } from "./gestion-candidatos-vocabulary"

// The calls of Gestión de candidatos (SEL200) beside its record resource (/gestion-candidatos):
// - /anonimizar-candidato {id_candidato}: the candidate's name, contacts, identity, CV, experience,
//   education and documents are erased for good; what remains (company, source, dates, the
//   vacancies and stages they went through) still counts in the reports. A daily job does the same
//   for candidates without activity for 12 months [D]. Not a transition: anonymising is no state
//   of the pool's flow (estado keeps its value) and it rewrites the record's own fields.
// - /get-catalogo-trabajo-candidato {catalogo} (SPEC 7.2): the job-board catalogues a candidate's
//   profile uses, as id and name (with the parent's id for states and cities). Marital status and
//   sex are deliberately not among them (LFT 133-I) [D].

export const candidateProfileCatalogs = ["escolaridades", "fuentes", "areas", "paises", "estados", "ciudades", "tipos_certificado", "tipos_formacion"] as const
export type CandidateProfileCatalog = (typeof candidateProfileCatalogs)[number]

const IdCandidato = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => m.candidato })).annotations({ message: () => m.candidato })

export const ProfileCatalogRow = Schema.Struct({
  id: Schema.Union(Schema.Number, Schema.String),
  nombre: Schema.String,
  id_padre: Schema.NullOr(Schema.Number),
})
export type ProfileCatalogRow = typeof ProfileCatalogRow.Type

const calls = endpointFamily(needsAnyKey("SEL200"), {
  anonimizarCandidato: {
    summary:
      "Anonimiza a un candidato: borra su nombre, correo, teléfono, CURP, fecha de nacimiento, pretensión, observaciones, CV, experiencia, educación y documentos; conserva empresa, fuente, fechas y su paso por las vacantes. 409 si ya está anonimizado, si fue contratado o si está en un proceso de selección abierto; 403 si su empresa no está a su alcance.",
    writes: true,
    request: Schema.Struct({ id_candidato: IdCandidato }),
    result: Schema.Struct({ id_candidato: Schema.Number }),
  },
  getCatalogoTrabajoCandidato: {
    summary:
      "Un catálogo de la bolsa de trabajo que usa el perfil del candidato (escolaridades, fuentes, áreas, países, estados, ciudades, tipos de certificado, tipos de formación) como id y nombre, con el id del país o estado del que depende.",
    request: Schema.Struct({ catalogo: Schema.Literal(...candidateProfileCatalogs).annotations({ message: () => ({ message: m.catalogo, override: true }) }) }),
    result: Schema.Array(ProfileCatalogRow),
  },
})

export const candidateRecordEndpoints = calls
