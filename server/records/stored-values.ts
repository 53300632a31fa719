// What a stored column reads as in an answer: the drivers give numbers as text or numbers
// (PostgreSQL's NUMERIC and BIGINT are text), absent values as null or undefined.

export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

export const textOrEmpty = (v: unknown): string => (v === null || v === undefined ? "" : String(v))

export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/** A CHAR(1) flag: '1' or, whatever else is stored, '0'. */
export const flag = (v: unknown): "1" | "0" => (String(v) === "1" ? "1" : "0")
