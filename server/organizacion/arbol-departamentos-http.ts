import { Effect } from "effect"
import type { organizationDepartmentTreeEndpoints } from "../../domain/organizacion/arbol-departamentos-api"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { departmentInfo, departmentNodes } from "./arbol-departamentos"

// The department tree's lookups. The router has already refused (403) an id_empresa,
// id_centro_trabajo or id_depto outside the caller's work centres; the queries limit every
// answer to those centres as well.

export const organizationDepartmentTreeHandlers: HandlersOf<typeof organizationDepartmentTreeEndpoints> = {
  getArbolDeptos: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* departmentNodes(principal, filter, false))
    }),

  getArbolDeptosFull: (filter, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* departmentNodes(principal, filter, true))
    }),

  getArbolInfo: ({ id_depto }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* departmentInfo(principal, id_depto))
    }),
}
