// Markdown to HTML at build time, for blog posts. The Markdown is the site's own content, so the
// HTML is trusted; links to other sites open with rel="noopener".
import { Marked } from 'marked'

const marked = new Marked({
  gfm: true,
  renderer: {
    link({ href, text }) {
      const external = /^https?:\/\//.test(href)
      return `<a href="${href}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`
    },
  },
})

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false })
}

/** Words of prose in a Markdown text (front matter excluded by the caller). */
export function countWords(markdown: string): number {
  return markdown
    .replace(/[#>*_`[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Splits "---\nyaml\n---\nbody" into its two parts. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/)
  if (!match) throw new Error('Missing front matter')
  return { frontMatter: match[1] ?? '', body: match[2] ?? '' }
}
