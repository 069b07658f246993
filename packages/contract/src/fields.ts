import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const requiredString = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required);

const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = requiredString
  .max(254)
  .regex(BASIC_EMAIL, VALIDATION_MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

export const isoDateSchema = z.iso.date();
