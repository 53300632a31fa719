import { createFileRoute } from "@tanstack/react-router"
import { TrainingBudgetsPage } from "../../../formacion/revision-presupuesto/TrainingBudgetsPage"

// FOR150: the shell's guard reads the key from domain/catalog.ts. The module stays greyed in the
// menus until it is complete, and the page still opens at its address for whoever holds the key.
export const Route = createFileRoute("/_shell/formacion/revision-presupuesto")({ component: TrainingBudgetsPage })
