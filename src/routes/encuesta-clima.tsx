import { createFileRoute } from "@tanstack/react-router"
import { ClimateQuestionnairePage } from "../encuesta-clima/ClimateQuestionnairePage"

// The mailed link of a NOM-035 questionnaire (clima laboral): public, outside the staff shell and
// its guards, open whether or not someone is signed in on this browser (the link is for whoever holds it).
export const Route = createFileRoute("/encuesta-clima")({ component: ClimateQuestionnairePage })
