import { createFileRoute } from "@tanstack/react-router"
import { CandidateCompetenciesPage } from "../../../seleccion/competencias-candidatos/CandidateCompetenciesPage"

// Competencias de candidatos: the shell's guard reads the key (SEL250) from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/competencias-candidatos")({ component: CandidateCompetenciesPage })
