import { createFileRoute } from "@tanstack/react-router"
import { ClimateProjectsPage } from "../../../clima-laboral/proyectos/ClimateProjectsPage"

// CLI200: the shell's guard reads the key from domain/catalog.ts. The module stays greyed in the
// menus, and the page still opens at its address for whoever holds the key.
export const Route = createFileRoute("/_shell/clima-laboral/proyectos")({ component: ClimateProjectsPage })
