import { createFileRoute } from "@tanstack/react-router"
import { AuthorizationFlowsPage } from "../../../configuraciones/flujos-autorizacion/AuthorizationFlowsPage"

export const Route = createFileRoute("/_shell/configuraciones/flujos-autorizacion")({ component: AuthorizationFlowsPage })
