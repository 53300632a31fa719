import { catalogNames } from "../api/catalogs"
import { select } from "./field"

// The workplace filters of a report (empresa, centro de trabajo, departamento), each among the
// caller's role's and each optional: a report spreads the ones it filters by. The server checks
// each against the workplace scope (the field's `scope`), so a filter never widens what is read.

export const workplaceFilterMessages = {
  empresa: "La empresa no es válida",
  centro: "El centro de trabajo no es válido",
  depto: "El departamento no es válido",
} as const

export const workplaceFilters = {
  id_empresa: {
    field: select({ label: "Empresa", integerId: true, scope: "empresa", lookup: { catalogue: catalogNames.empresasDelRol, idColumn: "id_empresa", labelColumn: "n_empresa" } }),
    message: workplaceFilterMessages.empresa,
    optional: true,
    placeholder: "Todas las empresas de su rol",
  },
  id_centro_trabajo: {
    field: select({
      label: "Centro de trabajo",
      integerId: true,
      scope: "centro_trabajo",
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo", parent: { field: "id_empresa", column: "id_empresa" } },
    }),
    message: workplaceFilterMessages.centro,
    optional: true,
    placeholder: "Todos los centros",
  },
  id_depto: {
    field: select({
      label: "Departamento",
      integerId: true,
      scope: "departamento",
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
    }),
    message: workplaceFilterMessages.depto,
    optional: true,
    placeholder: "Todos los departamentos",
  },
} as const
