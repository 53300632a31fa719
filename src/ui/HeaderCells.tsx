/** A table's column headings, one `th scope="col"` a label, all styled alike. Labels are unique in a table. */
export const HeaderCells = ({ labels, className }: { readonly labels: ReadonlyArray<string>; readonly className: string }) => (
  <>
    {labels.map((label) => (
      <th key={label} scope="col" className={className}>
        {label}
      </th>
    ))}
  </>
)
