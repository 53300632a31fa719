import { catalogNames } from "../api/catalogs"
import { identityProblems } from "../rules/employee-identity"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { curp, date, email, file, integer, money, phone, select, text, textarea } from "../records/field"
import { sizeText, tooLargeText } from "../size-limits"
import { createdStamps } from "../records/stamps"
import { companyLookup } from "../organizacion/workplace-fields"

// Candidatos (GP220, DOMAIN-MX 4.6): the pool of people who may be hired, shared later with
// Selección (SEL200). A candidate is no employee and belongs to no work centre until a pre-alta
// places them (domain/personal/pre-alta-candidatos.ts); what places the candidate in the
// workplace tree meanwhile is the company they apply to (`id_empresa`, [D]: DOMAIN-MX lists no
// company, but the pool of a group of companies is not every company's business): lists, reads
// and writes are limited to the companies of the caller's role, as Empresas is.
//
// - The CURP is optional (a foreigner may have none yet) but, when given, has its format, state
//   of birth and check digit (the employee record's rule, domain/rules/curp.ts) and agrees with the
//   birth date (the employee's cross-check, domain/rules/employee-identity.ts).
// - A CURP or an e-mail already in the pool is refused with 'El candidato ya está registrado'
//   (the server, server/personal/candidatos.ts; unique indexes back it).
// - The CV is a PDF of up to 5 MB, uploaded once the candidate is saved and checked by its bytes
//   (domain/personal/candidatos-api.ts); the record keeps the answered version in `cv`.
// - "Contratado" is set only by the applied ALTA of the candidate's pre-alta; a hired candidate
//   is no longer changed or deleted.

/** A CV: a PDF of up to 5 MB. */
export const cvMaxBytes = 5 * 1024 * 1024

export const candidateMessages = {
  nombre: "El nombre es requerido",
  apellidoPaterno: "El apellido paterno es requerido",
  email: "El correo electrónico es requerido",
  emailFormato: "El correo electrónico no tiene un formato válido",
  empresa: "La empresa es requerida",
  fuente: "La fuente es requerida",
  estado: "El estado es requerido",
  duplicado: "El candidato ya está registrado",
  puestoEmpresa: "El puesto de interés no pertenece a la empresa o no está activo",
  contratadoManual: "El estado Contratado lo asigna el alta aplicada de la pre-alta",
  contratado: "El candidato ya fue contratado; su registro no se modifica",
  contratadoBorrar: "El candidato ya fue contratado; no se puede eliminar",
  conPreAlta: "El candidato tiene una pre-alta en curso; debe seguir Seleccionado",
  preAltaRegistrada: "El candidato tiene una pre-alta registrada; no se puede eliminar",
  cvNuevo: "Guarde al candidato antes de subir su CV",
  cvNoEncontrado: "El CV no se encontró; vuelva a subirlo",
  cvNoValido: "El CV debe ser un archivo PDF",
  cvGrande: tooLargeText("El CV", cvMaxBytes),
} as const

/** The states of a candidate; Contratado only by the applied ALTA. */
export const candidateStates = ["Nuevo", "En proceso", "Seleccionado", "Descartado", "Contratado"] as const
export type CandidateState = (typeof candidateStates)[number]

export const candidateStateChoices = candidateStates.map((s) => ({ id: s, label: s }))

export const candidateSourceChoices = [
  { id: "BOLSA", label: "Bolsa de trabajo" },
  { id: "REFERIDO", label: "Referido" },
  { id: "PORTAL", label: "Portal" },
  { id: "OTRO", label: "Otro" },
] as const

/** Letters (accents, Ñ, Ü), spaces, apostrophes and hyphens, as the employee's names. */
const namePattern = { regex: /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ'´’ .-]+$/, message: "El nombre solo admite letras, espacios, apóstrofo y guion" }

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "curp",
    reads: ["curp", "f_nacimiento"],
    check: (v) =>
      identityProblems({ curp: v.curp as string | null, f_nacimiento: v.f_nacimiento as string | null }, null).find((p) => p.field === "curp")?.message,
  },
]

export const candidates = defineRecord({
  resource: "candidatos",
  title: "Candidatos",
  singular: "candidato",
  keys: ["GP220"],
  messages: defaultMessages,
  deletable: (r) => r.estado !== "Contratado",
  fields: {
    id_usuario_alta: createdStamps.id_usuario_alta,
    // The list: Nombre, Email, Teléfono, Puesto de interés, Fuente, Estado, Fecha de registro.
    id_candidato: integer({ label: "Folio", key: true, derived: true }),
    n_candidato: text({ label: "Nombre", max: 200, derived: true, column: true, searchable: true, sortable: true }),
    email: sampled(
      email({ label: "Correo electrónico", max: 100, required: candidateMessages.email, invalidMessage: candidateMessages.emailFormato, column: true, searchable: true }),
      (fc) => fc.constantFrom("ana.perez@correo.mx", "luis.gomez@correo.mx"),
    ),
    telefono: sampled(phone({ label: "Teléfono", column: true }), (fc) => fc.constant(null)),
    n_puesto_interes: text({ label: "Puesto de interés", max: 150, derived: true, column: true }),
    fuente: sampled(
      select({ label: "Fuente", choices: candidateSourceChoices, required: candidateMessages.fuente, column: true, filter: true }),
      (fc) => fc.constant("BOLSA"),
    ),
    estado: {
      ...sampled(select({ label: "Estado", choices: candidateStateChoices, required: candidateMessages.estado, column: true, filter: true, sortable: true }), (fc) =>
        fc.constant("Nuevo"),
      ),
      initial: "Nuevo",
    },
    f_registro: date({ label: "Fecha de registro", derived: true, column: true, sortable: true, filter: true }),
    // The record.
    id_empresa: sampled(
      select({
        label: "Empresa",
        integerId: true,
        required: candidateMessages.empresa,
        lookup: companyLookup,
        filter: true,
        scope: "empresa",
        description: "La empresa a la que aspira el candidato",
      }),
      (fc) => fc.constant(1),
    ),
    id_puesto_interes: sampled(
      select({
        label: "Puesto de interés",
        max: 10,
        lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto", parent: { field: "id_empresa", column: "id_empresa" } },
        filter: true,
      }),
      (fc) => fc.constant(null),
    ),
    nombre: sampled(text({ label: "Nombre(s)", max: 60, required: candidateMessages.nombre, pattern: namePattern, exported: true }), (fc) =>
      fc.constant("Ana"),
    ),
    apellido_paterno: sampled(
      text({ label: "Apellido paterno", max: 60, required: candidateMessages.apellidoPaterno, pattern: namePattern, exported: true }),
      (fc) => fc.constant("Pérez"),
    ),
    apellido_materno: sampled(text({ label: "Apellido materno", max: 60, pattern: namePattern, exported: true }), (fc) => fc.constant(null)),
    curp: sampled(curp({ label: "CURP", searchable: true, exported: true }), (fc) => fc.constant(null)),
    f_nacimiento: sampled(date({ label: "Fecha de nacimiento", exported: true }), (fc) => fc.constant(null)),
    id_escolaridad: select({
      label: "Escolaridad",
      integerId: true,
      lookup: { catalogue: catalogNames.escolaridades, idColumn: "id_escolaridad", labelColumn: "n_escolaridad" },
      exported: true,
    }),
    pretension_salarial: money({ label: "Pretensión salarial mensual", max: 10_000_000, exported: true }),
    // The pre-alta in course of a Seleccionado candidate (not cancelled, its ALTA not applied), if any.
    id_pre_alta: integer({ label: "Pre-alta en curso", derived: true }),
    cv: sampled(file({ label: "CV", description: `Archivo PDF de hasta ${sizeText(cvMaxBytes)}; se sube una vez guardado el candidato` }), (fc) => fc.constant(null)),
    observaciones: textarea({ label: "Observaciones", max: 500 }),
  },
  rules,
  defaultOrder: { field: "id_candidato", direction: "desc" },
})

export const candidatesEndpoints = resourceEndpoints("Candidatos", candidates)
