import { createFileRoute } from "@tanstack/react-router"
import { OrgChartPage } from "../../../organizacion/organigramas/OrgChartPage"

// ORG550: the shell's guard (src/routes/_shell.tsx) reads the key and the /dashboard redirect
// from domain/catalog.ts.
export const Route = createFileRoute("/_shell/organizacion/organigramas")({ component: OrgChartPage })
