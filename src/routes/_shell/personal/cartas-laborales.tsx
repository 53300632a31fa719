import { createFileRoute } from "@tanstack/react-router"
import { EmploymentLettersPage } from "../../../features/personal/documents/EmploymentLettersPage"

const LettersPage = () => <EmploymentLettersPage pageKey="/personal/cartas-laborales" />

export const Route = createFileRoute("/_shell/personal/cartas-laborales")({ component: LettersPage })
