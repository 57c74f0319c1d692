import { Group, Text } from '@mantine/core';

/** The moon and stars mark (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#232866" />
      <path d="M38 12a20 20 0 1 0 14 32A17 17 0 0 1 38 12z" fill="#f6c453" />
      <path d="M46 14l1.6 3.6L51 19l-3.4 1.4L46 24l-1.6-3.6L41 19l3.4-1.4z" fill="#fff4cf" />
      <circle cx="52" cy="31" r="1.8" fill="#fff4cf" />
      <circle cx="19" cy="18" r="1.4" fill="#fff4cf" />
    </svg>
  );
}

/** The logo: the mark and the name; its colour follows `color` (white on the night header). */
export function Logo({ color = 'inherit', size = 32 }: { color?: string; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" c={color}>
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size > 34 ? 22 : 19}
        lh={1}
        style={{ letterSpacing: '0.01em', whiteSpace: 'nowrap' }}
      >
        Starry Night Story
      </Text>
    </Group>
  );
}
