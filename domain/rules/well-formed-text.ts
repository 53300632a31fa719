// A UTF-16 surrogate without its pair is no character: UTF-8 cannot encode it, so SQLite stores
// a replacement and PostgreSQL refuses it, and what reads back is not what was written. Text
// that carries one is refused where it comes in.

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether the text is well-formed Unicode (no lone surrogate). */
export const isWellFormedText = (text: string): boolean => !loneSurrogate.test(text)
