import { createFileRoute } from "@tanstack/react-router"
import { MailAccountPage } from "../../../features/settings/mail/MailAccountPage"

export const Route = createFileRoute("/_shell/configuraciones/cuentas-correo")({ component: MailAccountPage })
