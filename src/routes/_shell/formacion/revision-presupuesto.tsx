import { createFileRoute } from "@tanstack/react-router"
import { TrainingBudgetsPage } from "../../../formacion/revision-presupuesto/TrainingBudgetsPage"

// FOR150: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/formacion/revision-presupuesto")({ component: TrainingBudgetsPage })
