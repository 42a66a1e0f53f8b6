// The validators the web industry uses, run over every built page as an outsider would: the W3C Nu
// HTML Checker (vnu-jar, on Java: .ci/run installs it where it is missing) and html-validate's
// standard preset. Any error fails. The Nu checker's CSS messages ("CSS: …") are left out: its CSS
// grammar lags what the inlined stylesheet uses (@property, margin-trim, custom properties in
// transition-property), all of which browsers accept.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { HtmlValidate } from 'html-validate'
import { expect, it } from 'vitest'
import { builtFiles, distClient } from '../support/built-site'

const pages = builtFiles().filter((file) => file.endsWith('.html'))
const vnuJar = join(
  createRequire(import.meta.url).resolve('vnu-jar/package.json'),
  '..',
  'build',
  'dist',
  'vnu.jar',
)

interface NuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
}

// One Java start for every page: about 20 s on a shared core.
it('the W3C Nu HTML Checker finds no error in any page', { timeout: 120_000 }, async () => {
  const run = await promisify(execFile)(
    'java',
    [
      '-jar',
      vnuJar,
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      ...pages.map((page) => join(distClient, page)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: Error) => {
    throw new Error(
      `The Nu checker did not run (is Java installed? apt-get install default-jre-headless): ${error.message}`,
    )
  })
  // The checker writes its JSON report to standard error.
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
  const errors = messages
    .filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'))
    .map(
      (message) => `${message.url.replace(/^.*dist\/client\//, '')}:${message.lastLine}: ${message.message}`,
    )
  expect(errors).toEqual([])
  expect(pages.length).toBeGreaterThan(20)
})

it('html-validate’s standard preset finds no error in any page', async () => {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] })
  const errors: string[] = []
  for (const page of pages) {
    const report = await validator.validateFile(join(distClient, page))
    for (const result of report.results)
      for (const message of result.messages)
        errors.push(`${page}:${message.line}: ${message.message} (${message.ruleId})`)
  }
  expect(errors).toEqual([])
})
