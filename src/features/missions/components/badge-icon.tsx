import type { SvgIconProps } from '@mui/material/SvgIcon';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StarIcon from '@mui/icons-material/Star';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { BADGE_ICONS } from '../../../api/contracts/missions.ts';

const ICONS = {
  star: StarIcon,
  trophy: EmojiEventsIcon,
  rocket: RocketLaunchIcon,
  heart: FavoriteIcon,
  sun: WbSunnyIcon,
  medal: MilitaryTechIcon,
} as const;

/** The picture of a mission's badge, as the app draws it. */
export function BadgeIcon({ icon, ...props }: { icon: (typeof BADGE_ICONS)[number] } & SvgIconProps) {
  const Icon = ICONS[icon];
  return <Icon color="warning" {...props} />;
}
