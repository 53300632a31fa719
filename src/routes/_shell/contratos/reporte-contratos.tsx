import { createFileRoute } from "@tanstack/react-router"
import { ContractReportPage } from "../../../contratos/reporte-contratos/ContractReportPage"

// CON240 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/contratos/reporte-contratos")({ component: ContractReportPage })
