import { catalogNames } from "../api/catalogs"
import { positionMessages } from "./posiciones-rules"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { placedFields } from "./workplace-fields"
import { sampled } from "../records/field-extras"
import { date, select, text } from "../records/field"
import { notBefore } from "../records/rules"

// Posiciones (ORG550, DOMAIN-MX 3.7): one seat of a puesto in a department of a work centre,
// reporting to another seat, in force from f_inicio to f_fin. The occupant is read-only here
// (personnel movements write ocupaciones_posicion) and the state is derived: Baja once ended,
// else Ocupada or Vacante. The list shows both on today's date (a list expression takes no
// parameter); /get-posiciones answers them on any date (domain/organizacion/posiciones-api.ts).
// What needs the database (depto of the centre, puesto of the company and active, the chief in
// force and not below the position, the puesto's plazas_autorizadas) is checked by the server's
// hooks inside the write's transaction (server/organizacion/posiciones.ts).

export const estadoChoices = [
  { id: "O", label: "Ocupada" },
  { id: "V", label: "Vacante" },
  { id: "B", label: "Baja" },
] as const

const rules: ReadonlyArray<RecordRule> = [
  notBefore("f_fin", "f_inicio", positionMessages.fechaFin),
  {
    field: "id_posicion_jefe",
    reads: ["id_posicion", "id_posicion_jefe"],
    check: (v) =>
      typeof v.id_posicion_jefe === "string" && typeof v.id_posicion === "string" && v.id_posicion_jefe.toUpperCase() === v.id_posicion.toUpperCase()
        ? positionMessages.jefeDependiente
        : undefined,
  },
]

const positionKey = sampled(
  text({
    label: "Clave",
    max: 10,
    required: positionMessages.clave,
    pattern: { regex: /^[A-Z0-9-]{1,10}$/, message: positionMessages.claveFormato },
    upperCase: true,
    key: true,
    column: true,
    searchable: true,
    sortable: true,
    description: "Hasta 10 letras mayúsculas, números o guiones; se sugiere la siguiente consecutiva",
  }),
  (fc) => fc.stringMatching(/^[A-Z0-9-]{1,10}$/),
)

const optionalKey = (label: string) =>
  sampled(select({ label }), (fc) => fc.option(fc.stringMatching(/^[A-Z0-9-]{1,10}$/), { nil: null }))

export const positions = defineRecord({
  resource: "posiciones",
  title: "Posiciones",
  singular: "posición",
  keys: ["ORG550"],
  messages: defaultMessages,
  fields: {
    ...placedFields(positionMessages),
    id_posicion: positionKey,
    n_posicion: text({ label: "Posición", max: 100, required: positionMessages.nombre, column: true, searchable: true, sortable: true }),
    n_puesto: text({ label: "Puesto", max: 150, derived: true, column: true, searchable: true, sortable: true, filter: true }),
    n_depto: text({ label: "Departamento", max: 100, derived: true, column: true, searchable: true, sortable: true }),
    n_posicion_jefe: text({ label: "Jefe", max: 100, derived: true, column: true }),
    n_empleado: text({ label: "Ocupante", max: 320, derived: true, column: true }),
    // Shown as the Vigencia column (f_inicio – f_fin) by the page.
    f_inicio: date({ label: "Fecha de inicio", required: positionMessages.fechaInicio, column: true, sortable: true }),
    id_depto: select({
      label: "Departamento",
      integerId: true,
      required: positionMessages.departamento,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
      filter: true,
    }),
    id_puesto: sampled(select({ label: "Puesto", required: positionMessages.puesto }), (fc) => fc.stringMatching(/^[A-Z0-9]{1,10}$/)),
    estado: select({ label: "Estado", choices: estadoChoices, derived: true, column: true, filter: true }),
    id_posicion_jefe: optionalKey("Posición jefe"),
    f_fin: date({ label: "Fecha fin", exported: true }),
  },
  rules,
  defaultOrder: { field: "id_posicion", direction: "asc" },
})

export const positionsEndpoints = resourceEndpoints("Posiciones", positions)
