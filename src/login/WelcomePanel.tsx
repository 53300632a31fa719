import { messages } from "../../domain/messages"

/** The welcome side of the sign-in screen. */
export const WelcomePanel = () => (
  <section aria-labelledby="bienvenida" className="flex flex-col justify-center gap-4 bg-brand-700 p-8 text-white">
    <h2 id="bienvenida" className="text-2xl font-bold">
      {messages.appNombre}
    </h2>
    <p className="text-brand-50">{messages.appDescripcion}</p>
  </section>
)
