/**
 * Field builders shared by the forms. Browser-safe: zod only, no Node imports.
 *
 * Each text field reports at most one problem at a time for the common cases:
 * "required" fires on empty input, the later rules only on non-empty input.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, PERSON_NAME_MIN_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';

/** A trimmed string that must not be empty. Missing, null or non-text input reports `required`. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

export function emailField() {
  return requiredText('Email is required').refine(
    (v) => v === '' || EMAIL_PATTERN.test(v),
    MESSAGES.emailInvalid,
  );
}

/** First or last name: trimmed, required, at least 2 characters. */
export function personName(label: 'First name' | 'Last name') {
  return requiredText(`${label} is required`).refine(
    (v) => v === '' || v.length >= PERSON_NAME_MIN_LENGTH,
    `${label} must be at least ${PERSON_NAME_MIN_LENGTH} characters`,
  );
}

/** A password (never trimmed) that is required and has a minimum length. */
export function passwordField(minLength: number) {
  return z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .refine(
      (v) => v === '' || v.length >= minLength,
      `Password must be at least ${minLength} characters`,
    );
}

/** Optional free text: trimmed; missing or null becomes ''. */
export function optionalText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .nullish()
    .transform((v) => v ?? '');
}
