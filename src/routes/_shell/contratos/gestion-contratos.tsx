import { createFileRoute } from "@tanstack/react-router"
import { ContractsPage } from "../../../contratos/gestion-contratos/ContractsPage"

// CON210: the shell's guard reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/contratos/gestion-contratos")({ component: ContractsPage })
