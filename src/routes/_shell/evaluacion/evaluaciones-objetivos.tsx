import { createFileRoute } from "@tanstack/react-router"
import { ObjectiveEvaluationsPage } from "../../../evaluacion/evaluaciones-objetivos/ObjectiveEvaluationsPage"

// EVA200: the shell's guard reads the key from domain/catalog.ts. The module stays greyed in the
// menus until it ships, and the page still opens at its address for whoever holds the key.
export const Route = createFileRoute("/_shell/evaluacion/evaluaciones-objetivos")({ component: ObjectiveEvaluationsPage })
