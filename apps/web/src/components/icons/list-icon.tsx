import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function ListIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="M4 6h.01M4 12h.01M4 18h.01" />
    </SvgIcon>
  );
}
