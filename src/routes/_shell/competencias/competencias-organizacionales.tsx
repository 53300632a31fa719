import { createFileRoute } from "@tanstack/react-router"
import { organizationalCompetencies, organizationalCompetenciesEndpoints } from "../../../../domain/competencias/competencies"
import { CompetencyCataloguePage } from "../../../competencias/CompetencyCataloguePage"

// COM100.
const OrganizationalPage = () => (
  <CompetencyCataloguePage descriptor={organizationalCompetencies} endpoints={organizationalCompetenciesEndpoints} pageKey="/competencias/competencias-organizacionales" />
)

export const Route = createFileRoute("/_shell/competencias/competencias-organizacionales")({ component: OrganizationalPage })
