import { createFileRoute } from "@tanstack/react-router"
import { AdministrativeRecordsPage } from "../../../personal/actas-administrativas/AdministrativeRecordsPage"

// GP200: the shell's guard reads the key and the redirect from domain/catalog.ts.
export const Route = createFileRoute("/_shell/personal/actas-administrativas")({ component: AdministrativeRecordsPage })
