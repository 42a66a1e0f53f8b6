import { site } from '../../content/site'
import { formatOpeningHours } from '../../lib/locale'
import { Icon } from '../ui/Icon'
import { usePageLocale } from './PageLanguage'

/** Address, phones, e-mail and hours: shared by the footer, the contact page and the legal pages. */
export function ContactDetails({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const locale = usePageLocale()
  const link = tone === 'dark' ? 'hover:text-white hover:underline' : 'text-brand-700 hover:underline'
  const { address } = site
  return (
    <address className="mt-4 grid gap-4 text-sm not-italic sm:grid-cols-2">
      <p className="flex gap-3">
        <Icon name="map-pin" className="mt-0.5 size-5 shrink-0" />
        <span>
          {site.name}
          <br />
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}, {address.countryName}
        </span>
      </p>
      <div className="flex gap-3">
        <Icon name="phone" className="mt-0.5 size-5 shrink-0" />
        <ul className="space-y-1">
          {site.phones.map((phone) => (
            <li key={phone.tel}>
              <a href={`tel:${phone.tel}`} className={link}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="flex gap-3">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
        <a href={`mailto:${site.email}`} className={link}>
          {site.email}
        </a>
      </p>
      <p className="flex gap-3">
        <Icon name="clock" className="mt-0.5 size-5 shrink-0" />
        <span>{formatOpeningHours(site.hours, locale)}</span>
      </p>
    </address>
  )
}
