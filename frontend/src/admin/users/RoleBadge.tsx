import { Badge } from '@chakra-ui/react';
import type { Role } from '../../session';
import { ROLE_COLORS, ROLE_LABELS } from '../access';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge colorPalette={ROLE_COLORS[role]} variant="solid">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
