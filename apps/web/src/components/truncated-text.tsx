import { Text, type TextProps } from '@mantine/core';

export interface TruncatedTextProps extends TextProps {
  children: string;
  maxWidth?: number | string;
}

/** One line, cut with an ellipsis; the full value stays readable in the title tooltip. */
export function TruncatedText({ children, maxWidth = 240, ...props }: TruncatedTextProps) {
  return (
    <Text size="sm" truncate="end" maw={maxWidth} title={children} {...props}>
      {children}
    </Text>
  );
}
