import { languageTag } from '../../lib/i18n'

/** Said once on every translated page: the English page is the one that binds, and where it is. */
export function TranslationNotice({
  copy,
  englishHref,
}: {
  copy: { notice: string; englishLink: string }
  englishHref: string
}) {
  return (
    <p className="border-b border-slate-200 bg-slate-50" data-translation-notice>
      <span className="container-page block py-2 text-sm text-slate-700">
        {copy.notice}{' '}
        <a href={englishHref} hrefLang={languageTag.en} className="font-medium text-brand-700 underline">
          {copy.englishLink}
        </a>
      </span>
    </p>
  )
}
