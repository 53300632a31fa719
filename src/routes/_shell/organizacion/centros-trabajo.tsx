import { createFileRoute } from "@tanstack/react-router"
import { WorkCentresPage } from "../../../organizacion/centros-trabajo/WorkCentresPage"

// ORG300: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
export const Route = createFileRoute("/_shell/organizacion/centros-trabajo")({ component: WorkCentresPage })
