import { candidates } from "../personal/candidatos"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, flag, integer, rows, select, text, textarea } from "../records/field"
import { isDay } from "../records/rules"
import { catalogNames } from "../api/catalogs"
import { sampled } from "../records/field-extras"
import { candidateRecordCatalogNames } from "./gestion-candidatos-lookups"
import { candidateRecordMessages as m } from "./gestion-candidatos-vocabulary"

// SEL200 Gestión de candidatos (MODULES-MX §6): the GP220 pool (DOMAIN-MX 4.6, the same table
// `candidatos` as Personal's Candidatos) as Selección keeps it: its SEL050 source, the privacy
// consent with the day it was given (a new candidate is stored only with it), the last day of
// activity the anonymisation job measures, the experience and education rows, and the vacancies
// the candidate is in. The GP220 fields and their rules are Personal's (CURP and birth date agree,
// a CURP or an e-mail already in the pool is 'El candidato ya está registrado', a hired candidate
// is no longer changed); the server (server/seleccion/gestion-candidatos.ts) adds what needs the
// database. An anonymised candidate is read only: names, contacts and rows are gone.

const own = candidates.fields

const experience = {
  label: "Experiencia laboral",
  singular: "experiencia",
  maxRows: 30,
  fields: {
    empresa: text({ label: "Empresa", max: 150, required: m.empresaExp }),
    puesto: text({ label: "Puesto", max: 150, required: m.puestoExp }),
    f_inicio: date({ label: "Desde", required: m.inicioExp }),
    f_fin: date({ label: "Hasta", description: "Vacía si es su empleo actual" }),
    funciones: textarea({ label: "Funciones", max: 1000 }),
  },
}

const education = {
  label: "Educación",
  singular: "estudio",
  maxRows: 20,
  fields: {
    id_escolaridad: select({
      label: "Nivel",
      integerId: true,
      lookup: { catalogue: catalogNames.escolaridades, idColumn: "id_escolaridad", labelColumn: "n_escolaridad" },
    }),
    institucion: text({ label: "Institución", max: 150, required: m.institucion }),
    titulo: text({ label: "Título o carrera", max: 150 }),
    f_inicio: date({ label: "Desde" }),
    f_fin: date({ label: "Hasta" }),
    concluido: flag({ label: "Concluido" }),
  },
}

export const candidateRecords = defineRecord({
  resource: "gestion-candidatos",
  title: "Gestión de candidatos",
  singular: "candidato",
  keys: ["SEL200"],
  messages: defaultMessages,
  deletable: (r) => r.estado !== "Contratado" && r.anonimizado !== "1",
  fields: {
    id_usuario_alta: own.id_usuario_alta,
    id_candidato: own.id_candidato,
    // The list: Nombre, Email, Teléfono, Puesto de interés, Fuente, Estado, Fecha de registro, Vacantes asignadas.
    n_candidato: own.n_candidato,
    email: own.email,
    telefono: own.telefono,
    n_puesto_interes: own.n_puesto_interes,
    n_fuente: text({ label: "Fuente", max: 100, derived: true, column: true }),
    estado: own.estado,
    f_registro: own.f_registro,
    vacantes_asignadas: integer({ label: "Vacantes asignadas", derived: true, column: true }),
    // The record.
    id_empresa: own.id_empresa,
    id_puesto_interes: own.id_puesto_interes,
    nombre: own.nombre,
    apellido_paterno: own.apellido_paterno,
    apellido_materno: own.apellido_materno,
    curp: own.curp,
    f_nacimiento: own.f_nacimiento,
    id_escolaridad: own.id_escolaridad,
    pretension_salarial: own.pretension_salarial,
    // The generated requests take a seeded source and the consent given, as a valid record has them.
    id_fuente: sampled(
      select({
        label: "Fuente de reclutamiento",
        integerId: true,
        required: m.fuente,
        filter: true,
        lookup: { catalogue: candidateRecordCatalogNames.fuentes, idColumn: "id_fuente", labelColumn: "n_fuente" },
      }),
      (fc) => fc.constant(1),
    ),
    consentimiento_privacidad: sampled(
      flag({
        label: "Aceptó el aviso de privacidad",
        exported: true,
        description: "Requerido para guardar sus datos; la fecha se registra al marcarlo",
      }),
      (fc) => fc.constant("1" as const),
    ),
    f_consentimiento: date({ label: "Fecha del consentimiento", derived: true, exported: true }),
    f_ultima_actividad: date({ label: "Última actividad", derived: true, exported: true, sortable: true }),
    anonimizado: flag({ label: "Anonimizado", derived: true, filter: true }),
    id_pre_alta: own.id_pre_alta,
    cv: text({ label: "CV", max: 16, derived: true }),
    observaciones: own.observaciones,
    experiencia: sampled(rows({ label: "Experiencia laboral", of: experience }), (fc) => fc.constant([])),
    educacion: sampled(rows({ label: "Educación", of: education }), (fc) => fc.constant([])),
  },
  rules: [
    ...(candidates.rules ?? []),
    // An end before its start, in any row (the tables' CHECK is the last word).
    ...(["experiencia", "educacion"] as const).map((field) => ({
      field,
      reads: [field],
      check: (v: Readonly<Record<string, unknown>>) => {
        const list = v[field]
        const wrong = Array.isArray(list) && list.some((r: Readonly<Record<string, unknown>>) => isDay(r.f_inicio) && isDay(r.f_fin) && r.f_fin < r.f_inicio)
        return wrong ? m.finAntes : undefined
      },
    })),
    { field: "consentimiento_privacidad", reads: ["consentimiento_privacidad"], check: (v) => (v.consentimiento_privacidad === "1" ? undefined : m.consentimiento) },
  ],
  defaultOrder: { field: "id_candidato", direction: "desc" },
})

export const candidateRecordsEndpoints = resourceEndpoints("GestionCandidatos", candidateRecords)
