/**
 * Tailwind classes joined with spaces, the empty and absent ones left out. Where two states would
 * set the same property (a border colour, a background) the caller picks one: there is no
 * class-merging library in the bundle (issue 17.5: tailwind-variants with its tailwind-merge was
 * 16 KiB gzipped on every page with a field).
 */
export const classes = (...parts: ReadonlyArray<string | false | null | undefined>): string => parts.filter((p) => typeof p === "string" && p !== "").join(" ")
