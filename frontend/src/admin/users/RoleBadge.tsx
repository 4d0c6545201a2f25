import { Badge } from '@chakra-ui/react';
import type { Role } from '../../session';
import { ROLE_COLORS } from '../access';
import { useT } from '../../i18n/context';
import { roleLabel } from '../labels';

/** The role's label on its colour (docs/product.md#roles); the 700 shades keep white text at AA contrast. */
export function RoleBadge({ role }: { role: Role }) {
  const t = useT();
  return (
    <Badge variant="solid" bg={`${ROLE_COLORS[role]}.700`} color="white">
      {roleLabel(t, role)}
    </Badge>
  );
}
