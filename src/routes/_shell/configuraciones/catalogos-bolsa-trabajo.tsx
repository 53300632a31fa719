import { createFileRoute } from "@tanstack/react-router"
import { JobBoardPage } from "../../../features/settings/jobBoard/JobBoardPage"

export const Route = createFileRoute("/_shell/configuraciones/catalogos-bolsa-trabajo")({ component: JobBoardPage })
