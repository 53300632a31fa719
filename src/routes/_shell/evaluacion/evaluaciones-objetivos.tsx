import { createFileRoute } from "@tanstack/react-router"
import { ObjectiveEvaluationsPage } from "../../../evaluacion/evaluaciones-objetivos/ObjectiveEvaluationsPage"

// EVA200: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/evaluacion/evaluaciones-objetivos")({ component: ObjectiveEvaluationsPage })
