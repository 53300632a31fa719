import { createFileRoute } from "@tanstack/react-router"
import { ComplianceReportPage } from "../../../contratos/reporte-cumplimiento/ComplianceReportPage"

// CON250 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/contratos/reporte-cumplimiento")({ component: ComplianceReportPage })
