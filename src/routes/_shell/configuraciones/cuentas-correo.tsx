import { createFileRoute } from "@tanstack/react-router"
import { MailAccountPage } from "../../../configuraciones/cuentas-correo/MailAccountPage"

export const Route = createFileRoute("/_shell/configuraciones/cuentas-correo")({ component: MailAccountPage })
