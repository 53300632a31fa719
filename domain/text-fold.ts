/** Text as a search compares it: without accents, in lower case, so "Gomez" finds "Gómez". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
