/** An ISO date (yyyy-MM-dd, optionally with a time) shown as dd/MM/yyyy. */
export const toDisplayDate = (iso: string | null): string | null => {
  if (iso === null) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null
}
