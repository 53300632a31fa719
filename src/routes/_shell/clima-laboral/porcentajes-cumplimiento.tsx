import { createFileRoute } from "@tanstack/react-router"
import { CompliancePage } from "../../../clima-laboral/porcentajes-cumplimiento/CompliancePage"

// CLI260: the shell's guard reads the key from domain/catalog.ts.
export const Route = createFileRoute("/_shell/clima-laboral/porcentajes-cumplimiento")({ component: CompliancePage })
