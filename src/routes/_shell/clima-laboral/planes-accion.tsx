import { createFileRoute } from "@tanstack/react-router"
import { ClimateActionsPage } from "../../../clima-laboral/planes-accion/ClimateActionsPage"

// CLI240: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/clima-laboral/planes-accion")({ component: ClimateActionsPage })
