import type { ReportChart } from "../../domain/records/report"

// The chart as a PNG for /generate-pdf, drawn on a canvas from the same figures the page's SVG
// shows (the SVG is not rasterized: a canvas that drew an SVG image may be tainted and refuse
// toDataURL in some browsers).

export const chartPng = (chart: ReportChart): string => {
  const scale = 2
  const width = 900
  const bar = 26
  const height = 60 + chart.bars.length * (bar + 8)
  const canvas = document.createElement("canvas")
  canvas.width = width * scale
  canvas.height = height * scale
  const g = canvas.getContext("2d")
  if (g === null) return ""
  g.scale(scale, scale)
  g.fillStyle = "#ffffff"
  g.fillRect(0, 0, width, height)
  g.fillStyle = "#111827"
  g.font = "bold 16px sans-serif"
  g.fillText(chart.title, 10, 28)
  const max = Math.max(1, ...chart.bars.map((b) => b.value))
  g.font = "13px sans-serif"
  chart.bars.forEach((b, i) => {
    const y = 50 + i * (bar + 8)
    const w = Math.max(1, ((width - 380) * b.value) / max)
    g.fillStyle = "#111827"
    g.fillText(b.label.slice(0, 36), 10, y + bar - 8)
    g.fillStyle = "#1d4ed8"
    g.fillRect(280, y, w, bar)
    g.fillStyle = "#111827"
    g.fillText(`${b.value.toLocaleString("es-MX")} ${chart.unit}`, 288 + w, y + bar - 8)
  })
  return canvas.toDataURL("image/png")
}
