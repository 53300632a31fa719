// LFT art. 423, fracción X: a disciplinary suspension without pay lasts eight days at most, and
// the worker is heard first (an acta administrativa records both).

export const maxSuspensionDays = 8
