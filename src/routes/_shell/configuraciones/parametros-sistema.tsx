import { createFileRoute } from "@tanstack/react-router"
import { ParametersPage } from "../../../configuraciones/parametros-sistema/ParametersPage"

export const Route = createFileRoute("/_shell/configuraciones/parametros-sistema")({ component: ParametersPage })
