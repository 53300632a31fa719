import { createFileRoute } from "@tanstack/react-router"
import { BudgetReportPage } from "../../../formacion/reporte-presupuesto/BudgetReportPage"

// FOR400 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/formacion/reporte-presupuesto")({ component: BudgetReportPage })
