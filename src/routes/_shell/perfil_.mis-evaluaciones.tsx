import { createFileRoute } from "@tanstack/react-router"
import { MyEvaluationsPage } from "../../evaluacion/mis-evaluaciones/MyEvaluationsPage"

// Session only (domain/catalog.ts shellRoutes): every evaluator reaches it from the profile page,
// whatever their keys; the API lists only their own evaluations. Not nested in /perfil's layout.
export const Route = createFileRoute("/_shell/perfil_/mis-evaluaciones")({ component: MyEvaluationsPage })
