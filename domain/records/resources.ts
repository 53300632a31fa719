import type { AnyEndpoint } from "../api/endpoint"
import type { ResourceEndpoints } from "./endpoints"
import { referenceCatalogues } from "./organization/reference/catalogues"
import { companiesEndpoints } from "./organization/companies"
import { aidTypesEndpoints } from "./personal/aid-types"
import { kioskUsersResource } from "./settings/kiosk-users"
import { profilesResource } from "./settings/profiles"
import { rolesResource } from "./settings/roles"
import { systemUsersResource } from "./settings/system-users"

// Every record resource of the API. The contract lists their endpoints with the hand-written
// ones, so OpenAPI, the access sweep, the fuzzing and the audit checks cover each new resource
// without new test code.
export const resources: ReadonlyArray<ResourceEndpoints> = [
  profilesResource,
  rolesResource,
  systemUsersResource,
  kioskUsersResource,
  aidTypesEndpoints,
  companiesEndpoints,
  ...referenceCatalogues.map((c) => c.endpoints),
]

export const resourceEndpointList = (r: ResourceEndpoints): ReadonlyArray<AnyEndpoint> => [r.list, r.read, r.create, r.write, r.export]
