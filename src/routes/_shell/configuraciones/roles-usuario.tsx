import { createFileRoute } from "@tanstack/react-router"
import { RolesPage } from "../../../features/settings/roles/RolesPage"

export const Route = createFileRoute("/_shell/configuraciones/roles-usuario")({ component: RolesPage })
