import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme } from '@mui/material/styles';

/**
 * The Satsino mark: a sats coin struck with a lightning bolt. Drawn in the accent colour of
 * the active scheme; public/favicon.svg is the same drawing in fixed colours.
 */
export function LogoMark(props: SvgIconProps) {
  const { palette } = useTheme().vars;
  const ink = palette.primary.contrastText;
  return (
    <SvgIcon viewBox="0 0 32 32" {...props}>
      <circle cx="16" cy="16" r="15" fill={palette.primary.main} />
      <circle
        cx="16"
        cy="16"
        r="11.5"
        fill="none"
        stroke={ink}
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path d="M18.2 5.5 9.6 17.6h5.6l-1.6 8.9 8.8-12.4h-5.7l1.5-8.6Z" fill={ink} />
    </SvgIcon>
  );
}
