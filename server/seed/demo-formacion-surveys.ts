import { Effect } from "effect"
import { seedDemoSurveys } from "./demo-encuestas"
import { seedDemoBestPractices } from "./demo-mejores-practicas"

// Formación's opinion surveys (FOR310) and best practices (FOR320) in the demo, after its
// courses: one hook in demo.ts for both.
export const seedDemoFormacionSurveys = (nowMs: number) => Effect.andThen(seedDemoSurveys(nowMs), seedDemoBestPractices(nowMs))
