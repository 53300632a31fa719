import { createFileRoute } from "@tanstack/react-router"
import { CompetencyMapPage } from "../../../competencias/competencias-organizacion/CompetencyMapPage"

// COM350 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/competencias/competencias-organizacion")({ component: CompetencyMapPage })
