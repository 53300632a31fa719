import { createFileRoute } from "@tanstack/react-router"
import { DncProjectsPage } from "../../../formacion/proyectos-dnc/DncProjectsPage"

// FOR100: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/formacion/proyectos-dnc")({ component: DncProjectsPage })
