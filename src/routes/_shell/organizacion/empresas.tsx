import { createFileRoute } from "@tanstack/react-router"
import { CompaniesPage } from "../../../organizacion/empresas/CompaniesPage"

// ORG200: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
export const Route = createFileRoute("/_shell/organizacion/empresas")({ component: CompaniesPage })
