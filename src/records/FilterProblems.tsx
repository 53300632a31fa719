import { errorClass } from "../ui/TextField"

/** The server's refusals of a list query (a bad date, an unknown filter), under the filter panel. */
export const FilterProblems = ({ problems }: { readonly problems: ReadonlyArray<string> }) =>
  problems.length > 0 ? (
    // The alert wraps the list: a role on the <ul> itself would take its list semantics away.
    <div role="alert" className={`${errorClass} px-3 pb-3`}>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  ) : null
