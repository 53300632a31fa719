import { createFileRoute } from "@tanstack/react-router"
import { EvaluationProjectsPage } from "../../../evaluacion/proyectos/EvaluationProjectsPage"

// EVA150: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/evaluacion/proyectos")({ component: EvaluationProjectsPage })
