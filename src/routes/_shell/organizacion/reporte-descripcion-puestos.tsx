import { createFileRoute } from "@tanstack/react-router"
import { JobDescriptionReportPage } from "../../../organizacion/reporte-descripcion-puestos/JobDescriptionReportPage"

// ORG500: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
export const Route = createFileRoute("/_shell/organizacion/reporte-descripcion-puestos")({ component: JobDescriptionReportPage })
