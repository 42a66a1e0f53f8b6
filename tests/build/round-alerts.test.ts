// The round alerts' forms and page as the built HTML has them (issue 65): a plain form posting to the
// round-alerts function, in the page's language, with the data notice before its button; /round-alerts,
// where the mails' links land, one button per step and never indexed.
import { expect, it } from 'vitest'
import { builtPage } from '../support/built-site'

for (const [path, language, button] of [
  ['/express-entry-draws', 'en', 'E-mail me new rounds'],
  ['/mr/crs-calculator', 'mr', 'नव्या ड्रॉची सूचना मला ई-मेलवर पाठवा'],
] as const) {
  it(`${path} offers round alerts by a plain form with the data notice before its button`, () => {
    const $ = builtPage(path)
    const form = $('form[data-round-alerts]')
    expect(form).toHaveLength(1)
    expect(form.attr('method')).toBe('post')
    expect(form.attr('action')).toMatch(/\/functions\/v1\/round-alerts$/)
    expect(form.find('input[name="language"]').val()).toBe(language)
    expect(form.find('input[type="email"][name="email"][required]')).toHaveLength(1)
    expect(
      form
        .find('input[name="kind"]')
        .map((_, input) => $(input).val())
        .get(),
    ).toEqual(['score', 'types', 'every'])
    // The notice comes before the button, as on every form that collects personal data.
    const html = form.html() ?? ''
    const notice = html.search(/href="[^"]*\/privacy-policy"/)
    expect(notice).toBeGreaterThan(-1)
    expect(notice).toBeLessThan(html.indexOf(button))
  })
}

it('/round-alerts has one button for each step the mails link to, and is never indexed', () => {
  for (const path of ['/round-alerts', '/hi/round-alerts', '/mr/round-alerts']) {
    const $ = builtPage(path)
    expect($('meta[name="robots"]').attr('content')).toContain('noindex')
    for (const step of ['confirm', 'stop']) {
      expect($(`#${step} form`).attr('action')).toMatch(new RegExp(`/functions/v1/round-alerts\\?${step}$`))
    }
    expect($('#expired')).toHaveLength(1)
  }
})
