import type { ReactNode } from "react"
import { Button } from "./Button"
import { Overlay } from "./Overlay"
import { PageTitle } from "./PageTitle"

/**
 * A page that builds a file from a form: its title, the form (Enter or the submit button goes to
 * the machine, never the browser's own submit; busy while the file is built) and, meanwhile, the
 * overlay that says so. `className` sets the form's width.
 */
export const GeneratePage = ({
  title,
  className,
  generating,
  onGenerate,
  submitLabel,
  generatingText,
  children,
}: {
  readonly title: string
  readonly className: string
  readonly generating: boolean
  readonly onGenerate: () => void
  readonly submitLabel: string
  readonly generatingText: string
  readonly children: ReactNode
}) => (
  <>
    <PageTitle>{title}</PageTitle>
    <form
      noValidate
      aria-busy={generating}
      className={className}
      onSubmit={(e) => {
        e.preventDefault()
        onGenerate()
      }}
    >
      {children}
      <div>
        <Button type="submit" isDisabled={generating}>
          {submitLabel}
        </Button>
      </div>
    </form>
    {generating ? <Overlay text={generatingText} /> : null}
  </>
)
