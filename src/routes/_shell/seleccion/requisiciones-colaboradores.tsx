import { createFileRoute } from "@tanstack/react-router"
import { RequisitionsPage } from "../../../seleccion/requisiciones-colaboradores/RequisitionsPage"

// SEL100: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/requisiciones-colaboradores")({ component: RequisitionsPage })
