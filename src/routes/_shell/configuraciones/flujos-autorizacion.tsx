import { createFileRoute } from "@tanstack/react-router"
import { AuthorizationFlowsPage } from "../../../features/settings/flows/AuthorizationFlowsPage"

export const Route = createFileRoute("/_shell/configuraciones/flujos-autorizacion")({ component: AuthorizationFlowsPage })
