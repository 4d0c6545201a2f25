import { Checkbox } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled checkbox driven by a boolean (used with react-hook-form's Controller). */
export function CheckboxField({
  checked,
  onChange,
  onBlur,
  invalid,
  describedBy,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      invalid={invalid}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput onBlur={onBlur} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
