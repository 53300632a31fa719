import { type DragEvent, useId, useRef, useState } from "react"
import { Button } from "./Button"
import { Spinner } from "./Spinner"

export interface ImageDropProps {
  readonly label: string
  /** Object URL or other src of the current image, or null. */
  readonly src: string | null
  readonly accept: ReadonlyArray<string>
  readonly onFile: (file: File) => void
  readonly onRemove: () => void
  readonly isBusy?: boolean
  readonly texts: {
    readonly drop: string
    readonly choose: string
    readonly remove: string
    readonly busy: string
    readonly wrongType: string
    readonly preview: string
  }
}

/**
 * The drop-file image picker of drop an image on the area, or press the button to
 * choose one (the keyboard way); a file of another type is refused here with a message, and the
 * server checks the content again. The current image shows with a remove button.
 */
export const ImageDrop = ({ label, src, accept, onFile, onRemove, isBusy = false, texts }: ImageDropProps) => {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  const take = (file: File | undefined) => {
    if (file === undefined) return
    if (!accept.includes(file.type)) {
      setProblem(texts.wrongType)
      return
    }
    setProblem(null)
    onFile(file)
  }

  const onDrop = (e: DragEvent<HTMLFieldSetElement>) => {
    e.preventDefault()
    setOver(false)
    take(e.dataTransfer.files[0])
  }

  return (
    <section aria-labelledby={`${id}-label`} className="flex flex-col gap-3">
      <h2 id={`${id}-label`} className="text-sm font-medium text-ink-700">
        {label}
      </h2>
      <fieldset
        aria-label={texts.drop}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex min-h-40 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${
          over ? "border-brand-700 bg-brand-50" : "border-ink-300 bg-white"
        }`}
      >
        {src !== null ? <img src={src} alt={texts.preview} className="max-h-32 max-w-full object-contain" /> : <p className="text-ink-700">{texts.drop}</p>}
        {isBusy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
            <Spinner className="h-4 w-4" />
            {texts.busy}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button variant="secondary" onPress={() => input.current?.click()} isDisabled={isBusy}>
            {texts.choose}
          </Button>
          {src !== null ? (
            <Button variant="ghost" onPress={onRemove} isDisabled={isBusy}>
              {texts.remove}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={accept.join(",")}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(e) => {
            take(e.currentTarget.files?.[0])
            e.currentTarget.value = ""
          }}
        />
      </fieldset>
      {problem !== null ? (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
