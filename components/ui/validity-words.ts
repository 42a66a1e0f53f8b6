import { type RefObject, useEffect } from 'react'

/** The constraints a form's fields carry here, by ValidityState's names. */
type Constraint = 'valueMissing' | 'typeMismatch' | 'patternMismatch'

/** What the page says when a field breaks a constraint, by the field's name. */
export type ValidityWords = Record<string, Partial<Record<Constraint, string>>>

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement

/**
 * A plain form that the browser checks before it is sent (/book, the round alerts) names what is wrong
 * in the browser's language, which is not always the page's. Once the form's island is live, each field
 * the browser refuses says it in the page's words instead (setCustomValidity in the field's `invalid`
 * event, which the browser reads before it shows the message), and everything typed stays. The message
 * is cleared as soon as the visitor changes the field, or another of its radio group. Without a script
 * the browser's own messages stand. `within` is any element of the form, or the form itself.
 */
export function useValidityWords(within: RefObject<HTMLElement | null>, words: ValidityWords) {
  useEffect(() => {
    const form = within.current?.closest('form')
    if (!form) return
    const refused = (event: Event) => {
      const field = event.target
      if (!isControl(field)) return
      const said = words[field.name] ?? {}
      const broken = (Object.keys(said) as Constraint[]).find((constraint) => field.validity[constraint])
      if (broken) field.setCustomValidity(said[broken] ?? '')
    }
    const changed = (event: Event) => {
      const field = event.target
      if (!isControl(field) || !field.name) return
      for (const control of form.elements)
        if (isControl(control) && control.name === field.name) control.setCustomValidity('')
    }
    // `invalid` does not bubble: heard on its way down.
    form.addEventListener('invalid', refused, true)
    form.addEventListener('input', changed)
    form.addEventListener('change', changed)
    return () => {
      form.removeEventListener('invalid', refused, true)
      form.removeEventListener('input', changed)
      form.removeEventListener('change', changed)
    }
  }, [within, words])
}
