import { choosableStates, propertyMessages, propertyStates } from "./propiedades-empresas-rules"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { date, integer, money, select, text, textarea } from "../records/field"
import { recordCatalogNames } from "./record-lookups"
import { createdStamps } from "../records/stamps"
import { companyLookup } from "../organizacion/workplace-fields"
import { notBefore } from "../records/rules"

// Propiedades de empresas (GP180, DOMAIN-MX 4.3): the assets a company lends to its people. The
// key is a number the server draws; the company places the asset in the workplace tree (a role
// sees the assets of its companies). The serial and inventory numbers are unique within the
// company (the database's indexes judge races). The state is chosen among Disponible, En
// reparación and Baja; Asignado is the responsivas' (server/personal/propiedades-empresas.ts keeps
// it in step), and while an asset is lent its state does not change by hand. "Asignado a" and
// the open responsiva are read from the responsivas. The list's "vence en N días" is the
// expiry's upper bound (f_vencimiento_hasta = today + N), so expired assets show too.


export const propertyFields = {
  id_propiedad: integer({ label: "Clave", key: true, derived: true }),
  id_empresa: sampled(
    select({
      label: "Empresa",
      integerId: true,
      required: propertyMessages.empresa,
      lookup: companyLookup,
      scope: "empresa",
      filter: true,
      readOnlyInEdit: true,
    }),
    constant(1),
  ),
  id_tipo_propiedad: sampled(
    select({
      label: "Tipo",
      integerId: true,
      required: propertyMessages.tipo,
      lookup: { catalogue: recordCatalogNames.tiposPropiedad, idColumn: "id_tipo_propiedad", labelColumn: "n_tipo_propiedad" },
      filter: true,
    }),
    constant(1),
  ),
  n_tipo_propiedad: text({ label: "Tipo", max: 100, derived: true, column: true, sortable: true }),
  descripcion: text({ label: "Descripción", max: 200, required: propertyMessages.descripcion, column: true, searchable: true, sortable: true }),
  marca: text({ label: "Marca", max: 50, exported: true, searchable: true }),
  modelo: text({ label: "Modelo", max: 50, exported: true, searchable: true }),
  num_serie: text({ label: "Serie", max: 50, column: true, searchable: true, sortable: true, upperCase: true }),
  num_inventario: text({ label: "Inventario", max: 30, column: true, searchable: true, sortable: true, upperCase: true }),
  valor: money({ label: "Valor", max: 99_999_999, required: propertyMessages.valor, column: true, sortable: true }),
  f_adquisicion: date({ label: "Fecha de adquisición", exported: true }),
  f_vencimiento: sampled(
    date({
      label: "Vencimiento",
      column: true,
      sortable: true,
      filter: true,
      description: "Para una línea telefónica, una licencia o una póliza; se deja vacía si no vence",
    }),
    constant(null),
  ),
  estado: {
    ...sampled(
      select({
        label: "Estado",
        choices: propertyStates.map((s) => ({ id: s, label: s })),
        required: propertyMessages.estado,
        column: true,
        filter: true,
        sortable: true,
      }),
      (fc) => fc.constantFrom(...choosableStates),
    ),
    initial: "Disponible",
  },
  asignado_a: text({ label: "Asignado a", max: 250, derived: true, column: true }),
  /** The open responsiva, for the row's "print the responsiva" action. */
  id_responsiva_abierta: integer({ label: "Responsiva abierta", derived: true }),
  observaciones: textarea({ label: "Observaciones", max: 500, exported: true }),
}

export const companyProperties = defineRecord({
  resource: "propiedades",
  title: "Propiedades",
  exportTitle: "Propiedades de empresas",
  singular: "propiedad",
  keys: ["GP180"],
  messages: defaultMessages,
  fields: { ...propertyFields, ...createdStamps },
  rules: [
    notBefore("f_vencimiento", "f_adquisicion", propertyMessages.vencimientoAnterior),
    {
      field: "estado",
      mode: "add",
      reads: ["estado"],
      check: (v) => (v.estado === "Asignado" ? propertyMessages.estadoAsignado : undefined),
    },
  ],
  defaultOrder: { field: "descripcion", direction: "asc" },
})

export const companyPropertiesEndpoints = resourceEndpoints("Propiedades", companyProperties)
