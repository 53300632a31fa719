import { type Collaborator, readCollaborators } from "../../../machines/configuraciones/permisos-calls"
import { api } from "../../app/api"
import { useLoaded } from "../../records/use-loaded"

// A module constant, as useLoaded asks.
const loadCollaborators = readCollaborators(api)

/** The user forms' collaborators, loaded once per page. */
export const useCollaborators = (): ReadonlyArray<Collaborator> => useLoaded("empleados", loadCollaborators)
