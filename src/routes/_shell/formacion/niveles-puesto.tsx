import { createFileRoute } from "@tanstack/react-router"
import { jobLevels, jobLevelsEndpoints } from "../../../../domain/formacion/niveles-puesto"
import { RecordPage } from "../../../records/RecordPage"

// FOR090: the shell's guard reads the key from domain/catalog.ts.
const JobLevelsPage = () => <RecordPage descriptor={jobLevels} endpoints={jobLevelsEndpoints} pageKey="/formacion/niveles-puesto" />

export const Route = createFileRoute("/_shell/formacion/niveles-puesto")({ component: JobLevelsPage })
