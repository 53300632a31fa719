import { createFileRoute } from "@tanstack/react-router"
import { CompanyPropertiesPage } from "../../../personal/propiedades-empresas/CompanyPropertiesPage"

// GP180: the shell's guard reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/personal/propiedades-empresas")({ component: CompanyPropertiesPage })
