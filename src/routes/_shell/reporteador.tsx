import { createFileRoute } from "@tanstack/react-router"
import { messages } from "../../../domain/messages"
import { UnderConstruction } from "../../features/placeholder/UnderConstruction"

const ReportBuilder = () => <UnderConstruction title={messages.reporteador} />

export const Route = createFileRoute("/_shell/reporteador")({ component: ReportBuilder })
