import { createFileRoute } from "@tanstack/react-router"
import { ContractFollowUpsPage } from "../../../contratos/seguimientos-contratos/ContractFollowUpsPage"

// CON220: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/contratos/seguimientos-contratos")({ component: ContractFollowUpsPage })
