import {
  Award,
  Briefcase,
  Building2,
  CircleCheck,
  Clock,
  FileText,
  Globe,
  GraduationCap,
  Heart,
  House,
  Laptop,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Plane,
  Search,
  ShieldCheck,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react'
import type { IconName } from '../../content/types'

const icons: Record<IconName, LucideIcon> = {
  briefcase: Briefcase,
  'graduation-cap': GraduationCap,
  users: Users,
  plane: Plane,
  home: House,
  building: Building2,
  laptop: Laptop,
  shield: ShieldCheck,
  clock: Clock,
  globe: Globe,
  award: Award,
  'file-text': FileText,
  'check-circle': CircleCheck,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  target: Target,
  'trending-up': TrendingUp,
  star: Star,
  heart: Heart,
  search: Search,
  zap: Zap,
}

/** A decorative icon named in content; hidden from assistive technology. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Glyph = icons[name]
  return <Glyph className={className} aria-hidden="true" focusable="false" />
}
