import { type IconProps, SvgIcon } from './svg-icon.tsx';

export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 14 0v1" />
    </SvgIcon>
  );
}
