/**
 * Under a tool's lead while JavaScript is off (the browser shows <noscript> only then): what needs it,
 * and where the page gives the same without it. The tool's result is hidden then (WorkedOut.tsx).
 */
export function NoScriptLine({ text }: { text: string }) {
  return (
    <noscript>
      <p className="mt-4 rounded-lg bg-accent-100 p-4 font-medium text-slate-900">{text}</p>
    </noscript>
  )
}
