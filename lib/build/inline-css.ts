// Puts the site's stylesheet inside each page's <head>: on a slow connection a second round trip
// for CSS costs more than the few kilobytes it adds to the HTML, and the page paints from the
// first response. Runs at build time on the prerendered files.

const stylesheetLink = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+\.css)"[^>]*>/g

/** Replaces every same-site stylesheet link with a <style> holding the file's CSS. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = readCss(href).replace(/<\/style/gi, '<\\/style')
    return `<style>${css}</style>`
  })
}
