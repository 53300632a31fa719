import { catalogNames } from "../api/catalogs"
import { select } from "../records/field"

// The company and the work centre a record belongs to, as the organisation's records pick them:
// from the caller's own companies and centres (the role's), by name.

export const companyLookup = { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" } as const

export const centreLookup = { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" } as const

/**
 * The company and the centre of a record placed once (they do not change on edit), both among the
 * list's filters; the centre scopes the record to the roles granted it. Declared first: the
 * filter panel follows the field order.
 */
export const placedFields = (messages: { readonly empresa: string; readonly centro: string }) => ({
  id_empresa: select({ label: "Empresa", integerId: true, required: messages.empresa, lookup: companyLookup, filter: true, readOnlyInEdit: true }),
  id_centro_trabajo: select({
    label: "Centro de trabajo",
    integerId: true,
    required: messages.centro,
    lookup: centreLookup,
    filter: true,
    readOnlyInEdit: true,
    scope: "centro_trabajo",
  }),
})
