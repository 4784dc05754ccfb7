// @vitest-environment jsdom
import '../../../test/dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsCard } from './news-card';

describe('the machine-text marking on a card (EU AI Act Art. 50)', () => {
  it('says „KI-generiert“ for LLM texts and „maschinell erstellt“ for the offline generator', () => {
    renderInApp(
      <>
        <NewsCard item={newsItem({ id: 'llm', title: 'Vom Sprachmodell', machine_text: 'ki' })} />
        <NewsCard item={newsItem({ id: 'ext', title: 'Aus den Quellen', machine_text: 'maschinell' })} />
      </>,
    );
    const [llm, extractive] = screen.getAllByTestId('machine-text');
    expect(llm).toHaveTextContent('KI-generiert');
    expect(llm).toHaveAttribute('title', expect.stringContaining('Sprachmodell'));
    expect(extractive).toHaveTextContent('maschinell erstellt');
  });

  it('shows nothing once a person edited or released the texts', () => {
    renderInApp(<NewsCard item={newsItem({ machine_text: null })} />);
    expect(screen.queryByTestId('machine-text')).toBeNull();
  });
});
