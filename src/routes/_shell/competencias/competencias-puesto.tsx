import { createFileRoute } from "@tanstack/react-router"
import { PuestoCompetenciesPage } from "../../../competencias/competencias-puesto/PuestoCompetenciesPage"

// COM250 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/competencias/competencias-puesto")({ component: PuestoCompetenciesPage })
