import { catalogNames } from "../api/catalogs"
import { conditionChoices, propertyMessages, responsivaStates } from "./propiedades-empresas-rules"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { date, flag, image, integer, money, select, text, textarea } from "../records/field"
import { recordCatalogNames } from "./record-lookups"
import { sizeText } from "../size-limits"
import { signedScanMaxBytes } from "./propiedades-empresas-api"
import { createdStamps } from "../records/stamps"
import { employeeCompany } from "./employee-fields"
import { isDay, notBefore } from "../records/rules"

// Responsivas (GP180, DOMAIN-MX 4.3): an asset lent to an active employee, the worker's signed
// acknowledgement that they hold it. One row per loan: delivery (date and condition), the
// expected and the actual return (date and condition), notes, and the signed flag with the scan
// of the signed letter (a PDF or an image uploaded apart and checked by its bytes, as the photo
// of a person is: domain/personal/documents-api.ts). The employee places the loan in the
// workplace tree; the asset and the person are fixed once the loan exists. The server draws the
// key and the folio, keeps one open loan per asset (a partial unique index), the employee's total
// within `limite_responsiva`, and the asset's state in step (server/personal/propiedades-empresas-responsivas.ts).


const conditions = conditionChoices.map((c) => ({ id: c.id, label: c.label }))

export const responsivaFields = {
  id_responsiva: integer({ label: "Clave", key: true, derived: true }),
  folio: text({ label: "Folio", max: 30, derived: true, column: true, searchable: true, sortable: true }),
  id_propiedad: sampled(
    select({
      label: "Propiedad",
      integerId: true,
      required: propertyMessages.propiedad,
      lookup: { catalogue: recordCatalogNames.propiedadesDisponibles, idColumn: "id_propiedad", labelColumn: "n_propiedad" },
      readOnlyInEdit: true,
      filter: true,
    }),
    constant(1),
  ),
  propiedad: text({ label: "Propiedad", max: 260, derived: true, column: true, searchable: true }),
  id_empleado: sampled(
    select({
      label: "Colaborador",
      integerId: true,
      required: propertyMessages.colaborador,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
      scope: "empleado",
      readOnlyInEdit: true,
      filter: true,
    }),
    constant(1),
  ),
  colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
  id_empresa: employeeCompany(),
  valor: money({ label: "Valor", derived: true, exported: true }),
  // The asset as the responsiva's PDFs describe it.
  n_tipo_propiedad: text({ label: "Tipo de propiedad", max: 200, derived: true }),
  descripcion_propiedad: text({ label: "Descripción de la propiedad", max: 200, derived: true }),
  marca: text({ label: "Marca", max: 100, derived: true }),
  modelo: text({ label: "Modelo", max: 100, derived: true }),
  num_serie: text({ label: "Número de serie", max: 100, derived: true }),
  num_inventario: text({ label: "Número de inventario", max: 60, derived: true }),
  f_entrega: sampled(date({ label: "Fecha de entrega", required: propertyMessages.fEntrega, column: true, sortable: true, filter: true }), constant("2026-01-05")),
  condicion_entrega: {
    ...sampled(select({ label: "Condición de entrega", choices: conditions, required: propertyMessages.condicionEntrega, exported: true }), constant("Buena")),
    initial: "Buena",
  },
  f_devolucion_esperada: sampled(date({ label: "Devolución esperada", column: true, sortable: true }), constant(null)),
  f_devolucion: sampled(date({ label: "Fecha de devolución", column: true, sortable: true, filter: true }), constant(null)),
  condicion_devolucion: sampled(select({ label: "Condición de devolución", choices: conditions, exported: true }), constant(null)),
  estado: select({ label: "Estado", choices: responsivaStates.map((s) => ({ id: s, label: s })), derived: true, column: true, filter: true }),
  observaciones: textarea({ label: "Observaciones", max: 500, exported: true }),
  firmada: flag({ label: "Firmada", column: true, filter: true }),
  documento_firmado: sampled(
    image({ label: "Responsiva firmada", exported: false, description: `El escaneo firmado: PDF, PNG o JPEG de hasta ${sizeText(signedScanMaxBytes)}; se adjunta una vez guardada la responsiva` }),
    constant(null),
  ),
}


export const responsivas = defineRecord({
  resource: "responsivas",
  title: "Responsivas",
  singular: "responsiva",
  keys: ["GP180"],
  messages: defaultMessages,
  // A signed responsiva is the person's acknowledgement: kept.
  deletable: (r) => r.firmada !== "1",
  fields: { ...responsivaFields, ...createdStamps },
  // The letter the worker signs, and once the asset is back, the constancia that closes it.
  documents: [
    { name: "carta-responsiva", label: "Carta responsiva" },
    { name: "constancia-devolucion", label: "Constancia de devolución", states: ["Devuelta"], refusal: propertyMessages.noDevuelta },
  ],
  person: "id_empleado",
  rules: [
    notBefore("f_devolucion_esperada", "f_entrega", propertyMessages.devolucionEsperadaAnterior),
    notBefore("f_devolucion", "f_entrega", propertyMessages.devolucionAnterior),
    {
      field: "condicion_devolucion",
      reads: ["f_devolucion", "condicion_devolucion"],
      check: (v) =>
        isDay(v.f_devolucion) && (v.condicion_devolucion === null || v.condicion_devolucion === undefined)
          ? propertyMessages.condicionDevolucion
          : !isDay(v.f_devolucion) && typeof v.condicion_devolucion === "string"
            ? propertyMessages.sinDevolucion
            : undefined,
    },
    {
      field: "documento_firmado",
      reads: ["firmada", "documento_firmado"],
      check: (v) => (v.firmada === "1" && (v.documento_firmado === null || v.documento_firmado === undefined) ? propertyMessages.firmaSinDocumento : undefined),
    },
  ],
  defaultOrder: { field: "f_entrega", direction: "desc" },
})

export const responsivasEndpoints = resourceEndpoints("Responsivas", responsivas)
