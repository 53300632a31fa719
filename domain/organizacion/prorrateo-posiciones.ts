import { type FastCheck, Schema } from "effect"
import { type Destination, destinationsProblem, percentageProblem, proratingMessages } from "./prorrateo-posiciones-rules"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { type AnyField, type ChildDescriptor, date, integer, percent, rows, select, text } from "../records/field"
import { centreLookup, companyLookup } from "./workplace-fields"
import { notBefore } from "../records/rules"

// Prorrateo de posiciones (ORG555, DOMAIN-MX 3.9): a position's payroll cost split among
// departamentos and proyectos over a vigencia. Stored in prorrateos_posicion and its destination
// rows in prorrateos_posicion_destinos (server/db/migrations/0067_prorrateo_posiciones.ts).
//
// The header is {id_prorrateo, id_posicion, f_inicio, f_fin}; id_prorrateo is a folio the server
// draws on create (derived: no request carries it). The company and the centre are the
// position's, not columns of the prorating: the form picks them to narrow the positions offered,
// and they carry the workplace scope, so the router refuses a centre outside the caller's role
// before any SQL; when absent, the server reads them from the position and refuses (403) a
// position of a centre outside the role.
//
// The destination rules (percentages, no destination twice, the exact sum) are the pure functions
// of domain/organizacion/prorrateo-posiciones-rules.ts, applied by these schemas in the form and on the server alike;
// the overlap of vigencias needs the database and is checked in the write's transaction
// (server/organizacion/prorrateo-posiciones.ts).

/** The tipo_proyecto of the proyectos a cost may be prorated to. */
export const costProjectType = "COSTO"

export const destinationTypes = [
  { id: "D", label: "Departamento" },
  { id: "P", label: "Proyecto" },
] as const

/** A percentage of the split: two decimals, over 0 and at most 100, with the rule's own message. */
const percentage = (): AnyField => {
  // No min or max of the kind's own: their messages are not the rule's.
  const base = percent({ label: "Porcentaje", required: proratingMessages.porcentajeRequerido, min: undefined, max: undefined })
  const inBounds = (n: unknown) => typeof n !== "number" || percentageProblem(n) === undefined || proratingMessages.porcentaje
  return {
    ...base,
    value: base.value.pipe(Schema.filter(inBounds)),
    form: base.form.pipe(Schema.filter(inBounds)) as AnyField["form"],
  }
}

export const prorationDestinations: ChildDescriptor = {
  label: "Destinos",
  singular: "destino",
  maxRows: 100,
  fields: {
    tipo: select({ label: "Tipo", required: proratingMessages.tipo, choices: destinationTypes }),
    // The page offers the company's departments and cost projects (choices set there).
    id_depto: select({ label: "Departamento", integerId: true }),
    id_proyecto: select({ label: "Proyecto", integerId: true }),
    porcentaje: percentage(),
  },
}

const destinationsOf = (v: Readonly<Record<string, unknown>>): ReadonlyArray<Destination> =>
  Array.isArray(v.destinos) ? (v.destinos as ReadonlyArray<Destination>) : []

const rules: ReadonlyArray<RecordRule> = [
  notBefore("f_fin", "f_inicio", proratingMessages.fechaFin),
  { field: "destinos", reads: ["destinos"], check: (v) => destinationsProblem(destinationsOf(v)) },
]

// The security suites build valid requests from these schemas: dates in order and a split that
// adds up, which fast-check would not find by chance.
const someDate = (dates: ReadonlyArray<string | null>) => (fc: typeof FastCheck) => fc.constantFrom(...dates)

export const positionProrating = defineRecord({
  resource: "prorrateo-posiciones",
  title: "Prorrateo de posiciones",
  singular: "prorrateo",
  keys: ["ORG555"],
  messages: defaultMessages,
  fields: {
    id_prorrateo: integer({ label: "Folio", key: true, derived: true, column: true, sortable: true }),
    id_empresa: select({
      label: "Empresa",
      integerId: true,
      lookup: companyLookup,
      filter: true,
      exported: false,
    }),
    id_centro_trabajo: select({
      label: "Centro de trabajo",
      integerId: true,
      lookup: centreLookup,
      filter: true,
      scope: "centro_trabajo",
      exported: false,
    }),
    // A position's clave (SPEC 9: up to ten characters); the page offers the centre's positions.
    id_posicion: select({ label: "Posición", max: 10, required: proratingMessages.posicion, filter: true }),
    posicion: text({ label: "Posición", max: 120, derived: true, column: true, searchable: true, sortable: true }),
    n_puesto: text({ label: "Puesto", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    // The list's Vigencia column draws f_inicio to f_fin; sorted by the start.
    vigencia: date({ label: "Vigencia", derived: true, column: true, sortable: true, exported: false }),
    // COALESCE(f_fin, '2999-12-31'): "vigentes el día d" is f_inicio_hasta = d and fin_vigencia_desde = d.
    fin_vigencia: date({ label: "Fin de vigencia", derived: true, filter: true }),
    destinos_n: integer({ label: "Destinos", derived: true, column: true }),
    suma: percent({ label: "Suma %", derived: true, column: true, scale: 2 }),
    f_inicio: sampled(date({ label: "Fecha de inicio", required: proratingMessages.fechaInicio, filter: true, exported: true }), someDate(["2024-01-01"])),
    f_fin: sampled(date({ label: "Fecha fin", exported: true }), someDate([null, "2024-12-31"])),
    destinos: sampled(rows({ label: "Destinos", of: prorationDestinations }), (fc) =>
      fc.constant([{ tipo: "D", id_depto: 1, id_proyecto: null, porcentaje: 60 }, { tipo: "P", id_depto: null, id_proyecto: 1, porcentaje: 40 }]),
    ),
  },
  rules,
  defaultOrder: { field: "posicion", direction: "asc" },
})

export const positionProratingEndpoints = resourceEndpoints("ProrrateoPosiciones", positionProrating)
