import { createFileRoute } from "@tanstack/react-router"
import { PersonCompetenciesPage } from "../../../competencias/competencias-colaborador/PersonCompetenciesPage"

// COM300 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/competencias/competencias-colaborador")({ component: PersonCompetenciesPage })
