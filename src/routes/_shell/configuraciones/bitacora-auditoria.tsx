import { createFileRoute } from "@tanstack/react-router"
import { AuditPage } from "../../../features/settings/audit/AuditPage"

export const Route = createFileRoute("/_shell/configuraciones/bitacora-auditoria")({ component: AuditPage })
