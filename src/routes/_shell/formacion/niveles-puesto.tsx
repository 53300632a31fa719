import { createFileRoute } from "@tanstack/react-router"
import { jobLevels, jobLevelsEndpoints } from "../../../../domain/formacion/niveles-puesto"
import { RecordPage } from "../../../records/RecordPage"

// FOR090: the shell's guard reads the key from domain/catalog.ts. The module stays greyed in the
// menus, and the page still opens at its address for whoever holds the key.
const JobLevelsPage = () => <RecordPage descriptor={jobLevels} endpoints={jobLevelsEndpoints} pageKey="/formacion/niveles-puesto" />

export const Route = createFileRoute("/_shell/formacion/niveles-puesto")({ component: JobLevelsPage })
