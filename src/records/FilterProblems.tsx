import { errorClass } from "../ui/TextField"

/** The server's refusals of a list query (a bad date, an unknown filter), under the filter panel. */
export const FilterProblems = ({ problems }: { readonly problems: ReadonlyArray<string> }) =>
  problems.length > 0 ? (
    <ul role="alert" className={`${errorClass} px-3 pb-3`}>
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : null
