// Rows sorted by text under a collator, asking the collator about each distinct text rather than
// about each pair of rows: the texts of a key are ranked once, then the rows compared by their
// ranks. Sorting the heat map's 3,000 departments by centre, name and key called the collator
// about 100,000 times; its centres and names are a few hundred distinct texts.

/** Each text's place under the collator; texts the collator calls equal share one. */
export const collationRanks = (texts: Iterable<string>, collator: Intl.Collator): ReadonlyMap<string, number> => {
  const sorted = [...new Set(texts)].sort(collator.compare)
  const ranks = new Map<string, number>()
  let rank = 0
  for (const [i, text] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && collator.compare(previous, text) !== 0) rank++
    ranks.set(text, rank)
  }
  return ranks
}

/**
 * The rows in the order sorting them with collator.compare on each key in turn (the first
 * decides) would give. Every key but the last is ranked; the last, often unique per row (a key),
 * only breaks the few ties left, so it is compared directly.
 */
export const sortByCollation = <T>(rows: ReadonlyArray<T>, keys: ReadonlyArray<(row: T) => string>, collator: Intl.Collator): Array<T> => {
  const ranked = keys.slice(0, -1).map((key) => {
    const texts = rows.map(key)
    const ranks = collationRanks(texts, collator)
    return texts.map((text) => ranks.get(text) ?? 0)
  })
  const last = keys.at(-1)
  const order = rows.map((_, i) => i)
  order.sort((a, b) => {
    for (const ranks of ranked) {
      const d = (ranks[a] ?? 0) - (ranks[b] ?? 0)
      if (d !== 0) return d
    }
    return last === undefined ? 0 : collator.compare(last(rows[a] as T), last(rows[b] as T))
  })
  return order.map((i) => rows[i] as T)
}
