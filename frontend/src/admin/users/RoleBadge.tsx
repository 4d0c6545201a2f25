import { Badge } from '@chakra-ui/react';
import { ROLE_LABELS } from '@bulletin/contract';
import type { Role } from '../../session';
import { ROLE_COLORS } from '../access';

/** The role's label on its colour (docs/product.md#roles); the 700 shades keep white text at AA contrast. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="solid" bg={`${ROLE_COLORS[role]}.700`} color="white">
      {ROLE_LABELS[role]}
    </Badge>
  );
}
