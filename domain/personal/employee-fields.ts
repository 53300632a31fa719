import type { FastCheck } from "effect"
import { sampled } from "../records/field-extras"
import { type Lookup, select, text } from "../records/field"
import { centreLookup, companyLookup } from "../organizacion/workplace-fields"

// The fields of a record that belongs to one employee: the person picked (scoped to the user's
// workplaces, fixed once the record exists), their name as the list shows it, and where they work
// today (the list's company and centre filters). The server fills the derived ones from the
// employee's row (server/personal/employee-owned.ts).

interface OwnerOptions {
  readonly readOnlyInEdit?: boolean
  /** The people a new record may pick (active employees), when the form draws a select of them. */
  readonly lookup?: Lookup
  /** The generated requests' person, when any seeded id will not do (an acta needs an active one). */
  readonly sample?: (fc: typeof FastCheck) => FastCheck.Arbitrary<unknown>
}

/** The person the record belongs to, and their name as a column. */
export const employeeOwner = (options: OwnerOptions = {}) => ({
  id_empleado: sampled(
    {
      ...select({
        label: "Colaborador",
        integerId: true,
        required: "El colaborador es requerido",
        scope: "empleado",
        ...(options.readOnlyInEdit === false ? {} : { readOnlyInEdit: true }),
        filter: true,
        exported: false,
      }),
      ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
    },
    options.sample ?? ((fc) => fc.integer({ min: 1, max: 50 })),
  ),
  colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
})

/** The employee's company, derived and filterable. */
export const employeeCompany = () =>
  select({
    label: "Empresa",
    integerId: true,
    derived: true,
    filter: true,
    lookup: companyLookup,
  })

/**
 * Where the employee works today: company and centre, derived and filterable. With
 * `centreUnderCompany` the centre filter offers the chosen company's centres only.
 */
export const employeeWorkplace = (options: { readonly centreUnderCompany?: boolean } = {}) => ({
  id_empresa: employeeCompany(),
  id_centro_trabajo: select({
    label: "Centro de trabajo",
    integerId: true,
    derived: true,
    filter: true,
    lookup: options.centreUnderCompany === true ? { ...centreLookup, parent: { field: "id_empresa", column: "id_empresa" } } : centreLookup,
  }),
})
