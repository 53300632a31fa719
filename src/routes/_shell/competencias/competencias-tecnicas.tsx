import { createFileRoute } from "@tanstack/react-router"
import { technicalCompetencies, technicalCompetenciesEndpoints } from "../../../../domain/competencias/competencies"
import { CompetencyCataloguePage } from "../../../competencias/CompetencyCataloguePage"

// COM150.
const TechnicalPage = () => (
  <CompetencyCataloguePage descriptor={technicalCompetencies} endpoints={technicalCompetenciesEndpoints} pageKey="/competencias/competencias-tecnicas" />
)

export const Route = createFileRoute("/_shell/competencias/competencias-tecnicas")({ component: TechnicalPage })
