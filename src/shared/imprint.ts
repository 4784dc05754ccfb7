import { z } from 'zod';
import { emailField } from './auth';
import { plainText } from './fields';

/** The operator's details on /impressum, as an admin enters them („Impressum“ in the admin area). */
export const imprintLimits = { name: 200, address: 500 } as const;

export const imprintMessages = {
  nameRequired: 'Name wird benötigt',
  addressRequired: 'Anschrift wird benötigt',
  savedText: 'Die Angaben für das Impressum wurden aktualisiert',
  resetText: 'Das Impressum nutzt wieder die Angaben aus der Server-Konfiguration',
} as const;

/** PUT /api/settings/imprint and the admin form: all three are needed, the address may have several lines. */
export const imprintSchema = z.object({
  name: plainText({ label: 'Der Name', max: imprintLimits.name, trim: true }).pipe(
    z.string().min(1, imprintMessages.nameRequired),
  ),
  address: plainText({ label: 'Die Anschrift', max: imprintLimits.address, trim: true, multiline: true }).pipe(
    z.string().min(1, imprintMessages.addressRequired),
  ),
  email: emailField,
});

export type Imprint = z.output<typeof imprintSchema>;
export type ImprintInput = z.input<typeof imprintSchema>;

/**
 * What the admin form shows: the details the imprint uses now and where they come from (saved here, the
 * IMPRESSUM_* variables, or nothing yet), and the variables' values the form starts from and a reset returns to.
 */
export interface ImprintSettingsView {
  name: string;
  address: string;
  email: string;
  source: 'saved' | 'environment' | 'none';
  environment: { name: string | null; address: string | null; email: string | null };
}
