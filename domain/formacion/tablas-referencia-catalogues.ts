import type { ReferenceCatalogue } from "../records/reference/catalogue"
import {
  occupationAreasCatalogue,
  occupationAreasEndpoints,
  occupationsCatalogue,
  occupationsEndpoints,
  thematicAreasCatalogue,
  thematicAreasEndpoints,
} from "./tablas-referencia-dc3-catalogues"
import { instructors, instructorsEndpoints } from "./tablas-referencia-instructors"
import { courseTypes, expenseConcepts, modalities } from "./tablas-referencia-plain-catalogues"
import { trainingAgents, trainingAgentsEndpoints } from "./tablas-referencia-training-agents"
import { venues, venuesEndpoints } from "./tablas-referencia-venues"

// The catalogues of Formación's Tablas de referencia (FOR050), in the order of its select; the
// STPS's read-only ones of the DC-3 come last. The id is what the page keeps in its URL.

export const formationReferenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  modalities,
  courseTypes,
  { id: "sedes", descriptor: venues, endpoints: venuesEndpoints },
  expenseConcepts,
  { id: "agentes-capacitadores", descriptor: trainingAgents, endpoints: trainingAgentsEndpoints },
  { id: "instructores", descriptor: instructors, endpoints: instructorsEndpoints },
  { id: "areas-tematicas", descriptor: thematicAreasCatalogue, endpoints: thematicAreasEndpoints },
  { id: "areas-ocupacion", descriptor: occupationAreasCatalogue, endpoints: occupationAreasEndpoints },
  { id: "ocupaciones-cno", descriptor: occupationsCatalogue, endpoints: occupationsEndpoints },
]

export const formationReferenceCatalogueOf = (id: string): ReferenceCatalogue | undefined => formationReferenceCatalogues.find((c) => c.id === id)
