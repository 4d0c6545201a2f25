/**
 * Field builders shared by the forms. Browser-safe: zod only, no Node imports.
 *
 * Each text field reports at most one problem at a time for the common cases:
 * "required" fires on empty input, the later rules only on non-empty input.
 */
import { z } from 'zod';
import { BIO_MAX_LENGTH, EMAIL_PATTERN, PERSON_NAME_MIN_LENGTH } from '../limits.js';
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

/**
 * Characters that reorder how the text around them is shown: the embeddings and overrides (U+202A–U+202E) and
 * the isolates (U+2066–U+2069). In a name they make it display as something else (U+202E then 'nimda' shows as 'admin').
 * The marks U+200E and U+200F (and U+061C) stay allowed: they only set the direction of neutral characters
 * next to them, which mixed right-to-left and left-to-right names need, and reorder nothing.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/** The message of a name holding a direction control character. */
export const directionControlsMessage = (label: string) => `${label} cannot contain text-direction control characters`;

/** A required name (a category's): trimmed, not empty, without direction control characters. */
export function requiredName(label: string, required: string) {
  return requiredText(required).refine((v) => !hasDirectionControls(v), directionControlsMessage(label));
}

/** First or last name: trimmed, required, at least 2 characters, without direction control characters. */
export function personName(label: 'First name' | 'Last name') {
  return requiredName(label, `${label} is required`).refine(
    (v) => v === '' || v.length >= PERSON_NAME_MIN_LENGTH,
    `${label} must be at least ${PERSON_NAME_MIN_LENGTH} characters`,
  );
}

/** An optional name (a company's): trimmed, missing or null becomes '', without direction control characters. */
export function optionalName(label: string) {
  return optionalText(label).refine((v) => !hasDirectionControls(v), directionControlsMessage(label));
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

/**
 * A biography (the user form, one's own profile): optional text, at most BIO_MAX_LENGTH characters once trimmed. Its
 * message is made here, not in MESSAGES, which every reader page loads: only the newsroom's forms say it.
 */
export function bioField() {
  const tooLong = `Bio must be at most ${BIO_MAX_LENGTH.toLocaleString('en-US')} characters`;
  return optionalText('Bio').refine((v) => v.length <= BIO_MAX_LENGTH, tooLong);
}
