import { createFileRoute } from "@tanstack/react-router"
import { AuditPage } from "../../../configuraciones/bitacora-auditoria/AuditPage"

export const Route = createFileRoute("/_shell/configuraciones/bitacora-auditoria")({ component: AuditPage })
