import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles'

interface Look {
  variant?: ButtonVariant
  size?: ButtonSize
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined }
type LinkProps = Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A button, or a link that looks like one when given an href. */
export function Button({ variant, size, className, ...rest }: ButtonProps | LinkProps) {
  const classes = buttonClasses(variant, size, className)
  if (rest.href !== undefined) return <a {...(rest as LinkProps)} className={classes} />
  return <button type="button" {...(rest as ButtonProps)} className={classes} />
}
