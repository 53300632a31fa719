import type { LikertGuide } from "./cuestionario-rules"
import { guiaII } from "../rules/nom035-guia-ii"
import { guiaIII } from "../rules/nom035-guia-iii"
import type { Instrument } from "../rules/nom035-instrument"

// Guías II and III by name, for the server, the seeds and the staff's pages. The public
// questionnaire's page does not import this: it loads a guide's text when that guide comes.

export const instrumentOf = (guia: LikertGuide): Instrument => (guia === "II" ? guiaII : guiaIII)
