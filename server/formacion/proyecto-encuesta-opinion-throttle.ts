import { surveyMessages } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { type PublicLimit, claimPublicAttempt } from "../auth/public-throttle"
import type { HandlerContext } from "../http/handler"

// The limit on answers to opinion surveys from one address: a minute's window of the platform's
// public-call throttle (server/auth/public-throttle.ts).

export const surveyThrottleAccount = "#encuesta-opinion"
/** Answers an address may send in a window; a classroom behind one address answers well within it. */
export const surveyMaxAttempts = 30
export const surveyWindowMs = 60_000

const limit: PublicLimit = { account: surveyThrottleAccount, max: surveyMaxAttempts, windowMs: surveyWindowMs, message: surveyMessages.demasiadas }

/** Counts an attempt from the request's address; 429 with Retry-After when its window is full. */
export const claimSurveyAttempt = (context: HandlerContext) => claimPublicAttempt(context, limit)
