import { createFileRoute } from "@tanstack/react-router"
import { operativeCompetencies, operativeCompetenciesEndpoints } from "../../../../domain/competencias/competencies"
import { CompetencyCataloguePage } from "../../../competencias/CompetencyCataloguePage"

// COM200. The route sits under the evaluación tree (SPEC 2.4) but is a competencias page:
// domain/catalog.ts lists it in the competencias menu with COM200, and the shell's guard asks for
// that key alone (DOMAIN-MX section 0), never an EVA key.
const OperativePage = () => (
  <CompetencyCataloguePage descriptor={operativeCompetencies} endpoints={operativeCompetenciesEndpoints} pageKey="/evaluacion/competencias-operativas" />
)

export const Route = createFileRoute("/_shell/evaluacion/competencias-operativas")({ component: OperativePage })
