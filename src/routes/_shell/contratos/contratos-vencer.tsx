import { createFileRoute } from "@tanstack/react-router"
import { ExpiringContractsPage } from "../../../contratos/contratos-vencer/ExpiringContractsPage"

// CON230 (the shell's guard reads the key from domain/catalog.ts).
export const Route = createFileRoute("/_shell/contratos/contratos-vencer")({ component: ExpiringContractsPage })
