import { createFileRoute } from "@tanstack/react-router"
import { FollowUpReportPage } from "../../../seleccion/reporte-seguimiento/FollowUpReportPage"

// SEL400: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/seleccion/reporte-seguimiento")({ component: FollowUpReportPage })
