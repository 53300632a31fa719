// What an unbuilt page of a module that is partly built says about when it comes: its users
// already work in the module's first pages and should know these are planned, not missing.
// No module is partly built now (Evaluación shipped whole); a module that ships in two
// deliveries names its second one here.
const comingNext: Readonly<Record<string, string>> = {}

/** The notice of an unbuilt page at this path, when its module says one. */
export const comingNextOf = (path: string): string | undefined => comingNext[path.split("/").filter((p) => p !== "")[0] ?? ""]
