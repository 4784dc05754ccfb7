// @vitest-environment jsdom
import '../../test/dom';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, held, on } from '../../test/fake-fetch';
import { newsItem } from '../../test/news-item';
import { renderInApp } from '../../test/render';
import { landingText } from '../../messages/landing';
import HomePage from './home';

describe('the overview', () => {
  it('draws the hero and the cards together once the session is known, so no card moves under the pointer', async () => {
    const session = held<{ json: unknown }>();
    fakeFetch(
      on('GET', '/api/auth/get-session', () => session.promise),
      on('GET', '/api/config/public', () => ({ json: { organization_name: 'Europa-Union Musterstadt' } })),
      on('GET', '/api/news', () => ({ json: [newsItem({ title: 'Rat einigt sich' })] })),
    );
    renderInApp(<HomePage />, { route: '/?tab=woche' });

    // The list could be there already; while nobody knows who is looking, neither the hero nor a card is drawn.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Rat einigt sich')).not.toBeInTheDocument();
    expect(screen.queryByText(landingText.heroTitle)).not.toBeInTheDocument();

    session.release({ json: null });
    expect(await screen.findByText('Rat einigt sich')).toBeInTheDocument();
    expect(screen.getByText(landingText.heroTitle)).toBeInTheDocument();
  });
});
