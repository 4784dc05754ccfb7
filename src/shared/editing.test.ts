import { describe, expect, it } from 'vitest';
import { updateSharepicTextsSchema } from './editing';
import { sharepicBodyMaxChars, sharepicTitleMaxChars } from './limits';

const parse = (sharepics: { titel: string; inhalt: string }[]) =>
  updateSharepicTextsSchema.safeParse({ sharepics, version: 1 });

describe('sharepic text budgets', () => {
  it('accepts texts up to the budgets, counted after trimming', () => {
    const title = 'T'.repeat(sharepicTitleMaxChars);
    const body = 'B'.repeat(sharepicBodyMaxChars);
    const result = parse([
      { titel: `  ${title}  `, inhalt: '' },
      { titel: title, inhalt: `\n${body}\n` },
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.sharepics[0]?.titel).toBe(title);
  });

  it('refuses one character more, naming the sharepic, the limit and the length given', () => {
    const title = parse([
      { titel: 'Kurz', inhalt: '' },
      { titel: 'T'.repeat(sharepicTitleMaxChars + 1), inhalt: '' },
    ]);
    expect(title.error?.issues[0]).toMatchObject({
      path: ['sharepics', 1, 'titel'],
      params: { status: 422 },
      message: 'Der Titel von Sharepic 2 ist zu lang für das Bild: höchstens 320 Zeichen, eingegeben wurden 321.',
    });
    const body = parse([
      { titel: 'Kurz', inhalt: 'B'.repeat(1_000_000) },
      { titel: 'Kurz', inhalt: '' },
    ]);
    expect(body.error?.issues[0]?.message).toBe(
      'Der Text von Sharepic 1 ist zu lang für das Bild: höchstens 1.400 Zeichen, eingegeben wurden 1.000.000.',
    );
  });
});
