import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, integer, select, text } from "../records/field"
import { centreLookup } from "../organizacion/workplace-fields"
import { catalogueKey, formationReferenceKeys } from "./tablas-referencia-catalogue"

// Sedes y aulas: where a course's sessions are given, each with its capacity and the work centre
// it belongs to. The centre places the sede in the workplace tree, so a user lists and writes
// only the sedes of the centres their role is granted.

export const venueMessages = {
  nombre: "El nombre de la sede es requerido",
  capacidad: "La capacidad es requerida",
  centro: "El centro de trabajo es requerido",
} as const

export const venues = defineRecord({
  resource: "catalogo-sedes",
  title: "Sedes",
  singular: "sede",
  keys: formationReferenceKeys,
  messages: defaultMessages,
  fields: {
    id_sede: catalogueKey(),
    n_sede: text({ label: "Nombre", max: 100, required: venueMessages.nombre, column: true, searchable: true, sortable: true }),
    capacidad: integer({
      label: "Capacidad",
      min: 1,
      max: 9999,
      required: venueMessages.capacidad,
      column: true,
      sortable: true,
      description: "Personas que caben en la sede",
    }),
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      required: venueMessages.centro,
      lookup: centreLookup,
      filter: true,
      scope: "centro_trabajo",
    }),
    n_centro_trabajo: text({ label: "Centro de trabajo", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  defaultOrder: { field: "id_sede", direction: "asc" },
})

export const venuesEndpoints = resourceEndpoints("CatalogoSedes", venues)
