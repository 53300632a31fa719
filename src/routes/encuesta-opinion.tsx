import { createFileRoute } from "@tanstack/react-router"
import { AnswerSurveyPage } from "../encuesta-opinion/AnswerSurveyPage"

// The mailed link of a course's opinion survey (FOR310): public, outside the staff shell and its
// guards, open whether or not someone is signed in on this browser (the link is for whoever holds it).
export const Route = createFileRoute("/encuesta-opinion")({ component: AnswerSurveyPage })
