import { createFileRoute } from "@tanstack/react-router"
import { ParametersPage } from "../../../features/settings/parameters/ParametersPage"

export const Route = createFileRoute("/_shell/configuraciones/parametros-sistema")({ component: ParametersPage })
