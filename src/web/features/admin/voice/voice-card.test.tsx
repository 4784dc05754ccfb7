// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultVoice, voiceMessages } from '../../../../shared/voice';
import { fakeFetch, held, on } from '../../../test/fake-fetch';
import { renderInApp, toastTexts } from '../../../test/render';
import { VoiceCard } from './voice-card';

const storedVoice = {
  address: 'du',
  tone: 'engagiert',
  fixedHashtags: ['#EuropaUnion'],
  closingLine: 'Wir sind überparteilich.',
  emoji: true,
};

async function openCard() {
  const user = userEvent.setup();
  renderInApp(<VoiceCard />);
  const card = await screen.findByTestId('voice-settings');
  const hashtags = await within(card).findByLabelText('Feste Hashtags');
  return { user, card, hashtags };
}

describe('the card „Tonalität“', () => {
  it('shows the stored voice and explains when changes apply', async () => {
    fakeFetch(on('GET', '/api/settings/voice', () => ({ json: storedVoice })));
    const { card, hashtags } = await openCard();
    expect(card).toHaveTextContent(
      'Änderungen gelten für die nächste Analyse und für „Text neu vorschlagen“, nie für bearbeitete oder freigegebene Texte.',
    );
    expect(within(card).getByRole('radio', { name: 'du' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'engagiert' })).toBeChecked();
    expect(hashtags).toHaveValue('#EuropaUnion');
    expect(within(card).getByLabelText('Feste Schlusszeile (optional)')).toHaveValue('Wir sind überparteilich.');
    expect(within(card).getByRole('checkbox', { name: 'Emojis verwenden' })).toBeChecked();
  });

  it('says it is loading, then that the voice could not be loaded, without a form', async () => {
    const reply = held<{ status: number; json: unknown }>();
    fakeFetch(on('GET', '/api/settings/voice', () => reply.promise));
    renderInApp(<VoiceCard />);
    const card = await screen.findByTestId('voice-settings');
    expect(within(card).getByRole('status')).toHaveTextContent('Wird geladen...');

    reply.release({ status: 500, json: { error: { code: 'internal', message: 'kaputt' } } });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Die Tonalität konnte nicht geladen werden.');
    expect(within(card).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('shows „Speichert...“ on the disabled button while the save runs', async () => {
    const reply = held<{ json: unknown }>();
    fakeFetch(
      on('GET', '/api/settings/voice', () => ({ json: defaultVoice })),
      on('PUT', '/api/settings/voice', () => reply.promise),
    );
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));
    const busy = await within(card).findByRole('button', { name: 'Speichert...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    reply.release({ json: defaultVoice });
    await waitFor(() => expect(toastTexts().join()).toContain('Gespeichert'));
    expect(within(card).getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('refuses a bad hashtag before sending, under the field and in a „Validierungsfehler“ toast', async () => {
    const api = fakeFetch(on('GET', '/api/settings/voice', () => ({ json: defaultVoice })));
    const { user, card, hashtags } = await openCard();
    await user.type(hashtags, '#EuropaUnion #EU-Wahl');
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(toastTexts().join()).toContain(voiceMessages.hashtagInvalid));
    expect(toastTexts().join()).toContain('Validierungsfehler');
    expect(hashtags).toHaveAttribute('aria-invalid', 'true');
    expect(hashtags).toHaveAccessibleDescription(expect.stringContaining(voiceMessages.hashtagInvalid));
    expect(api.to('PUT', '/api/settings/voice')).toEqual([]);

    await user.clear(hashtags);
    await user.type(hashtags, '#a #b #c #d #e #f');
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));
    expect(await within(card).findByText(voiceMessages.tooManyHashtags)).toBeInTheDocument();
    expect(api.to('PUT', '/api/settings/voice')).toEqual([]);
  });

  it('saves Sie and the hashtags, shows „Gespeichert“ and what the server stored', async () => {
    const api = fakeFetch(
      on('GET', '/api/settings/voice', () => ({ json: defaultVoice })),
      on('PUT', '/api/settings/voice', (c) => ({ json: { ...(c.body as object), fixedHashtags: ['#EuropaUnion'] } })),
    );
    const { user, card, hashtags } = await openCard();
    await user.click(within(card).getByRole('radio', { name: 'Sie' }));
    await user.type(hashtags, 'EuropaUnion, #europaunion');
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(toastTexts().join()).toContain(voiceMessages.savedText));
    expect(toastTexts().join()).toContain('Gespeichert');
    expect(api.to('PUT', '/api/settings/voice')[0]!.body).toEqual({
      address: 'sie',
      tone: 'sachlich',
      fixedHashtags: ['#EuropaUnion'],
      closingLine: null,
      emoji: false,
    });
    expect(hashtags).toHaveValue('#EuropaUnion');
  });

  it("shows the server's German reason when it refuses the save", async () => {
    fakeFetch(
      on('GET', '/api/settings/voice', () => ({ json: defaultVoice })),
      on('PUT', '/api/settings/voice', () => ({
        status: 422,
        json: { error: { code: 'validation_failed', message: voiceMessages.closingTooLong } },
      })),
    );
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(toastTexts().join()).toContain(voiceMessages.closingTooLong));
    expect(toastTexts().join()).toContain('Fehler beim Speichern');
  });
});
