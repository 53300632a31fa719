import { createFileRoute } from "@tanstack/react-router"
import { OpinionSurveysPage } from "../../../formacion/proyecto-encuesta-opinion/OpinionSurveysPage"

// FOR310 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/proyecto-encuesta-opinion")({ component: OpinionSurveysPage })
