import { createFileRoute } from "@tanstack/react-router"
import { competencyLevels, competencyLevelsEndpoints } from "../../../../domain/competencias/niveles-competencias-tecnicas"
import { RecordPage } from "../../../records/RecordPage"

// COM050: the scale of the three competency types (the shell's guard reads the key from domain/catalog.ts).
const LevelsPage = () => <RecordPage descriptor={competencyLevels} endpoints={competencyLevelsEndpoints} pageKey="/competencias/niveles-competencias-tecnicas" />

export const Route = createFileRoute("/_shell/competencias/niveles-competencias-tecnicas")({ component: LevelsPage })
