import { createFileRoute } from "@tanstack/react-router"
import { RolesPage } from "../../../configuraciones/roles-usuario/RolesPage"

export const Route = createFileRoute("/_shell/configuraciones/roles-usuario")({ component: RolesPage })
