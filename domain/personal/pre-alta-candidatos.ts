import type { AnyField } from "../records/field"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { file, flag, integer, select, text } from "../records/field"
import { employees, identityRules, positiveSalaryRule } from "./gestion-personal"
import { candidatePickerLookup } from "./pre-alta-candidatos-lookups"
import { tooLargeText } from "../size-limits"
import { createdStamps } from "../records/stamps"

// Pre-alta de candidatos (GP250, DOMAIN-MX 4.7): a Seleccionado candidate becomes an employee.
// The pre-alta holds the employee record's own fields (the descriptor's, taken from
// ./employees.ts with their schemas, messages and identity cross-checks, never written again), a
// vacant position among them, and the checklist of seven documents, each a flag (handed in) and
// an optional file (a PDF, JPEG or PNG of up to 5 MB, checked by its bytes).
//
// - The pre-alta is a draft HR completes over days: a save needs the candidate, the person's
//   name, birth date and sex, the workplace (company, centre, department, puesto) and f_ingreso;
//   every other field of the record may wait. What is given is checked as the employee record
//   checks it (CURP, RFC, NSS, the position vacant on f_ingreso, ...: the server's checks of
//   server/personal/employee-checks.ts).
// - "Confirmar alta" (POST /confirmar-alta, domain/personal/candidatos-api.ts) requires the whole
//   record, as POST /empleados does (the employee's create schema and checks), and every document
//   handed in; it stores the person "Por ingresar" and records their ALTA, which runs through the
//   MOV_ALTA flow. Once applied the person is Activo in the position and the candidate Contratado.
// - The state is the ALTA's [D]: Pendiente (none yet, or rejected or cancelled: HR corrects the
//   pre-alta and confirms again), En autorización, Autorizado (approved, waiting for f_ingreso),
//   Dado de alta (applied), Cancelado (the pre-alta withdrawn). Only a Pendiente one is changed.
// - Scope: a candidate belongs to no work centre; the pre-alta does, by its `id_centro_trabajo`
//   (the employee field's scope): its centre must be one of the caller's role, and lists, reads,
//   writes, uploads and the confirmation are limited to those centres.

/** A document's file: a PDF, JPEG or PNG of up to 5 MB. */
export const documentMaxBytes = 5 * 1024 * 1024

export const preHireMessages = {
  candidato: "El candidato es requerido",
  candidatoNoExiste: "El candidato no existe",
  noSeleccionado: "Solo un candidato Seleccionado pasa a pre-alta",
  otraPreAlta: "El candidato ya tiene una pre-alta en curso",
  soloPendiente: "Solo una pre-alta pendiente se modifica",
  dadoDeAlta: "La pre-alta ya fue dada de alta",
  cancelada: "La pre-alta está cancelada",
  enAutorizacion: "El alta de la pre-alta está en autorización; cancele el movimiento en Movimientos de personal para corregirla",
  posicionEnPreAlta: "La posición no está disponible",
  documentosIncompletos: (faltan: string) => `Marque como entregados todos los documentos antes de confirmar el alta; faltan: ${faltan}`,
  documentoNuevo: "Guarde la pre-alta antes de subir sus documentos",
  documentoNoEncontrado: "El documento no se encontró; vuelva a subirlo",
  documentoNoValido: "El documento debe ser un archivo PDF, JPEG o PNG",
  documentoGrande: tooLargeText("El documento", documentMaxBytes),
  preAltaNoExiste: "La pre-alta no existe",
  altaEnviada: "Alta enviada a autorización",
  altaAutorizada: "Alta autorizada; se aplicará en la fecha de ingreso",
  altaAplicada: "Alta aplicada",
  cancelarConfirmado: "Pre-alta cancelada",
} as const

/** The seven documents of the checklist: the code in paths and column names, and the label. */
export const preHireDocuments = [
  { id: "acta", label: "Acta de nacimiento" },
  { id: "ine", label: "INE" },
  { id: "curp", label: "CURP" },
  { id: "csf", label: "Constancia de situación fiscal" },
  { id: "nss", label: "NSS" },
  { id: "domicilio", label: "Comprobante de domicilio" },
  { id: "estudios", label: "Comprobante de estudios" },
] as const
export type PreHireDocument = (typeof preHireDocuments)[number]["id"]

/** The flag (handed in) and the file columns of a document. */
export const documentFlag = (id: PreHireDocument) => `doc_${id}`
export const documentFile = (id: PreHireDocument) => `doc_${id}_archivo`

export const preHireStates = ["Pendiente", "En autorización", "Autorizado", "Dado de alta", "Cancelado"] as const
export type PreHireState = (typeof preHireStates)[number]

/**
 * The employee record's writable fields, the photo aside (it is uploaded to the employee once
 * hired). The workplace, position, salary and f_ingreso stay editable here: only movements
 * change them after the alta, and there is no alta yet. The fields the employee record requires
 * of every save (requiredOnSave: CURP, RFC, NSS, address...) may wait until the confirmation.
 */
type EmployeeFields = typeof employees.fields
/** The fields as the records' types read them (their values; the flags dropped here take no part). */
type EmployeePart = {
  readonly [K in keyof EmployeeFields as EmployeeFields[K] extends { readonly derived: true } ? never : K extends "foto" ? never : K]: EmployeeFields[K]
}

const employeePart = Object.fromEntries(
  Object.entries<AnyField>(employees.fields)
    .filter(([name, f]) => f.derived !== true && f.kind !== "rows" && name !== "foto")
    .map(([name, f]) => {
      const { readOnlyInEdit: _fixed, ...editable } = f
      if (!("requiredOnSave" in f)) return [name, editable]
      const { required: _required, requiredOnSave: _onSave, ...optional } = editable as AnyField & { readonly required?: string; readonly requiredOnSave?: true }
      return [name, optional]
    }),
) as unknown as EmployeePart

const handedInField = (label: string) => flag({ label: `${label} entregado`, exported: true })
const scanField = (label: string) => sampled(file({ label: `Archivo de ${label}` }), (fc) => fc.constant(null))
/** Each document's flag and file, named by `documentFlag` and `documentFile`. */
type DocumentFields = { readonly [D in PreHireDocument as `doc_${D}`]: ReturnType<typeof handedInField> } & {
  readonly [D in PreHireDocument as `doc_${D}_archivo`]: ReturnType<typeof scanField>
}

const documentFields = Object.fromEntries(
  preHireDocuments.flatMap((d) => [
    [documentFlag(d.id), handedInField(d.label)],
    [documentFile(d.id), scanField(d.label)],
  ]),
) as unknown as DocumentFields

const { f_ingreso, ...employeeRest } = employeePart

export const preHires = defineRecord({
  resource: "pre-altas",
  title: "Pre-alta de candidatos",
  singular: "pre-alta",
  keys: ["GP250"],
  messages: { ...defaultMessages, deleted: preHireMessages.cancelarConfirmado },
  deletable: (r) => r.estado === "Pendiente",
  fields: {
    ...createdStamps,
    // The list: Folio, Candidato, Posición, Puesto, Fecha de ingreso, Documentos (n/7), Estado.
    id_pre_alta: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    n_candidato: text({ label: "Candidato", max: 200, derived: true, column: true, searchable: true, sortable: true }),
    n_posicion: text({ label: "Posición", max: 150, derived: true, column: true, searchable: true }),
    n_puesto: text({ label: "Puesto", max: 150, derived: true, column: true }),
    f_ingreso,
    documentos: integer({ label: "Documentos", derived: true, column: true }),
    estado: select({ label: "Estado", choices: preHireStates.map((s) => ({ id: s, label: s })), derived: true, column: true, filter: true }),
    // What the confirmation left: the ALTA, its rejection (if any) and the employee's number.
    id_movimiento: integer({ label: "Movimiento de alta", derived: true, exported: true }),
    id_empleado: integer({ label: "Clave interna del colaborador", derived: true }),
    comentario_rechazo: text({ label: "Motivo del rechazo", max: 500, derived: true }),
    num_empleado: text({ label: "No. colaborador", max: 20, derived: true, exported: true }),
    id_candidato: sampled(
      select({ label: "Candidato", integerId: true, required: preHireMessages.candidato, readOnlyInEdit: true, lookup: candidatePickerLookup, exported: false }),
      (fc) => fc.integer({ min: 1, max: 20 }),
    ),
    ...employeeRest,
    ...documentFields,
  },
  rules: [...identityRules, positiveSalaryRule],
  defaultOrder: { field: "id_pre_alta", direction: "desc" },
})

export const preHiresEndpoints = resourceEndpoints("PreAltas", preHires)
