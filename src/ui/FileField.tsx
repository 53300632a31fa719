import { useId } from "react"
import { Button } from "react-aria-components/Button"
import { FileTrigger } from "react-aria-components/FileTrigger"
import { classes } from "./classes"
import { fieldStyles } from "./field-styles"
import { kitText } from "./kit-text"
import type { FieldFrameProps } from "./field-props"

export interface FileFieldProps extends FieldFrameProps {
  /** MIME types or extensions offered by the browser's file dialog. */
  readonly accept: ReadonlyArray<string>
  /** The chosen file, or null when the remove button is pressed. */
  readonly onSelect: (file: File | null) => void
  /** The name of the file chosen or already stored; null or absent for none. */
  readonly fileName?: string | null
}

const button = ({ tone }: { readonly tone: "choose" | "remove" }): string =>
  classes(
    "inline-flex items-center justify-center rounded-md border px-3 py-2 text-sm font-semibold outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    tone === "choose"
      ? "border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-ink-300 disabled:text-ink-500"
      : "border-transparent text-danger-700 hover:bg-danger-50",
  )

/**
 * Choose one file with a real button (the browser's file dialog via react-aria FileTrigger),
 * see its name, and remove it. The `accept` list only narrows the dialog: it is advisory, the
 * server decides by the file's bytes (as it does for the logo in server/system-parameters).
 */
export const FileField = ({
  label,
  accept,
  onSelect,
  fileName = null,
  errorMessage = null,
  description,
  isRequired = false,
  isReadOnly = false,
  isDisabled = false,
  autoFocus = false,
}: FileFieldProps) => {
  const id = useId()
  const labelId = `${id}-label`
  const fileId = `${id}-file`
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = [fileId, description !== undefined ? descriptionId : null, errorMessage !== null ? errorId : null]
    .filter((x) => x !== null)
    .join(" ")
  const locked = isReadOnly || isDisabled
  return (
    <fieldset className={fieldStyles.root("m-0 min-w-0 border-0 p-0")}>
      <legend id={labelId} className={fieldStyles.label("mb-1 p-0")}>
        {label}
        {isRequired ? <span className="font-normal text-ink-600"> {kitText.obligatorio}</span> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <FileTrigger acceptedFileTypes={[...accept]} onSelect={(files) => onSelect(files?.[0] ?? null)}>
          <Button
            autoFocus={autoFocus}
            isDisabled={locked}
            // The visible text first, then which field: "Elegir archivo Fotografía".
            aria-labelledby={`${id}-choose ${labelId}`}
            aria-describedby={describedBy}
            className={button({ tone: "choose" })}
          >
            <span id={`${id}-choose`}>{kitText.elegirArchivo}</span>
          </Button>
        </FileTrigger>
        <span id={fileId} className="min-w-0 break-all text-sm text-ink-900">
          {fileName ?? <span className="text-ink-600">{kitText.ningunArchivo}</span>}
        </span>
        {fileName !== null && !locked ? (
          <Button aria-label={kitText.quitarArchivo(fileName)} onPress={() => onSelect(null)} className={button({ tone: "remove" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        ) : null}
      </div>
      {description !== undefined ? (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      {errorMessage !== null ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  )
}
