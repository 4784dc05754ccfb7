// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { AssessmentBox } from './assessment-box';

describe('the flags in the assessment box', () => {
  it('show each flag with its sentence, the words marked, and the rule; older evidence with its words only', () => {
    const title = '205 Opfer in drei Minuten: Magdeburger Todesfahrer benutzte Rettungswege';
    renderInApp(
      <AssessmentBox
        item={newsItem({
          recommendation_juristische_risiko_flag: true,
          recommendation_alarmismus_flag: true,
          recommendation_flag_evidence: [
            {
              flag: 'juristische_risiko',
              span: 'Todesfahrer',
              rule: 'Täterbezeichnung ohne „mutmaßlich“ (Unschuldsvermutung)',
              sentence: title,
            },
            { flag: 'alarmismus', span: 'Chaos', rule: 'Katastrophen-Vokabular' },
          ],
        })}
      />,
    );
    const box = screen.getByTestId('assessment-box');
    const legal = within(box).getByText('Juristisches Risiko').closest('li')!;
    expect(legal).toHaveTextContent(`„${title}“ – Täterbezeichnung ohne „mutmaßlich“ (Unschuldsvermutung)`);
    expect(within(legal).getByText('Todesfahrer').tagName).toBe('MARK');
    const alarm = within(box).getByText('Alarmismus').closest('li')!;
    expect(alarm).toHaveTextContent('„Chaos“ – Katastrophen-Vokabular');
  });
});
