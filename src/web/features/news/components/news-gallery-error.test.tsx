// @vitest-environment jsdom
import '../../../test/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeFetch, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsGallery } from '../index';

it('a list that failed to load offers „Erneut versuchen“, which loads it again', async () => {
  const user = userEvent.setup();
  let serverUp = false;
  const net = fakeFetch(
    on('GET', '/api/news', () =>
      serverUp
        ? { json: [newsItem({ title: 'Wieder da' })] }
        : { status: 500, json: { error: { code: 'internal', message: 'kaputt' } } },
    ),
  );
  renderInApp(<NewsGallery />, { route: '/?tab=woche' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Die News konnten nicht geladen werden.');
  serverUp = true;
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

  expect(await screen.findByText('Wieder da')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(net.to('GET', '/api/news')).toHaveLength(2);
});
