import { createFileRoute } from "@tanstack/react-router"
import { JobBoardPage } from "../../../configuraciones/catalogos-bolsa-trabajo/JobBoardPage"

export const Route = createFileRoute("/_shell/configuraciones/catalogos-bolsa-trabajo")({ component: JobBoardPage })
